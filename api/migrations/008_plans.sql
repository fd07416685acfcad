-- The floor-plan engine's options for one survey response, generated the first time they are
-- asked for and kept, so the visitor sees the same plans on every visit and after payment even
-- when a newer engine would draw them differently.
create table plan_options (
  response_id text primary key references survey_responses (id) on delete cascade,
  engine_version text not null,
  seed bigint not null,
  -- The engine's request and its whole answer: the options, or why nothing fits.
  request jsonb not null,
  result jsonb not null,
  created_at timestamptz not null
);
