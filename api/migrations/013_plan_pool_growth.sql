-- The pool grows while the engine is idle (api/src/plans/pool-growth.ts): it draws more seeds for the requests
-- visitors ask most, so the next visitor with the same answers is offered the best of more searches. The
-- request is the engine's normalised answers (plot, rooms, style: what the plans themselves carry), still no
-- response, visitor or contact. Rows written before this migration have no request and are not grown.
alter table plan_pool add column request jsonb;
-- Visitors whose plans were drawn with this pool, and the seeds drawn for it while the engine was idle.
alter table plan_pool add column asked integer not null default 0;
alter table plan_pool add column grown integer not null default 0;
