-- The plans offered for one request (the engine's normalised answers, hashed) under one engine version: the
-- next visitor with the same answers is offered the best of their own plans and these, and theirs join them
-- (floorplan/src/generate/pool.ts). Plans only: no response, visitor or contact is kept here.
create table plan_pool (
  request_key text not null,
  engine_version text not null,
  plans jsonb not null,
  updated_at timestamptz not null,
  primary key (request_key, engine_version)
);
