-- The forms service: questionnaire versions, stored survey responses, and the per-country
-- details and per-currency prices of the checkout. Forms, countries and prices are written by
-- the seed step at start (src/forms/seed.ts) from api/seed/*.json; responses by visitors.

-- Each distinct content of api/seed/survey-form.json becomes a new version; rows are never
-- changed, so a response keeps pointing at the questionnaire it answered.
create table survey_forms (
  id text primary key check (id <> ''),
  version integer not null unique check (version > 0),
  content_sha256 text not null check (content_sha256 ~ '^[0-9a-f]{64}$'),
  definition jsonb not null,
  created_at timestamptz not null default now()
);

-- id is the insertedId (Rx) and hash the /response/{hash} slug: both 128 random bits in
-- base64url, never sequential, so neither can be guessed from another.
create table survey_responses (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{22}$'),
  hash text not null unique check (hash ~ '^[A-Za-z0-9_-]{22}$'),
  form_id text not null references survey_forms (id),
  -- The answer object exactly as the visitor sent it (keyed by step label, plus SiteDetails).
  answer jsonb not null,
  query_strings jsonb not null,
  utm_details jsonb not null,
  selected_language text not null,
  brand text not null,
  created_at timestamptz not null default now()
);

-- The same answers one row per field, keyed by the stable field name of the form version,
-- so they can be read without knowing the labels they were sent under.
create table survey_response_answers (
  response_id text not null references survey_responses (id) on delete cascade,
  step_id text not null,
  field_name text not null,
  value text not null,
  primary key (response_id, field_name)
);

create table currencies (
  code text primary key check (code ~ '^[A-Z]{3}$'),
  symbol text not null check (symbol <> '')
);

-- The lists are only ever read whole, per country, in their display order: jsonb keeps them so.
create table countries (
  code text primary key check (code <> ''),
  isd_code text not null check (isd_code ~ '^\+[0-9]{1,4}$'),
  entity text not null check (entity <> ''),
  currency text not null references currencies (code),
  notification_names jsonb not null check (jsonb_typeof(notification_names) = 'array'),
  banners jsonb not null check (jsonb_typeof(banners) = 'array'),
  testimonials jsonb not null check (jsonb_typeof(testimonials) = 'array'),
  testimonial_contents jsonb not null check (jsonb_typeof(testimonial_contents) = 'array')
);

-- Product ids are unique across plans, offers and currencies; checked at commit so a seed that
-- moves an id from one row to another does not trip over itself half way.
create table plan_prices (
  currency text not null references currencies (code),
  plan text not null check (plan in ('one', 'two', 'three', 'four')),
  product_id text not null check (product_id <> ''),
  amount numeric(12, 2) not null check (amount > 0),
  original_amount numeric(12, 2) not null check (original_amount >= amount),
  discount_percent integer not null check (discount_percent between 0 and 100),
  primary key (currency, plan),
  constraint plan_prices_product_id_key unique (product_id) deferrable initially deferred
);

-- The countdown upsell: plan three at a further discount off plan three's offer price.
create table upsell_offers (
  currency text primary key references currencies (code),
  product_id text not null check (product_id <> ''),
  amount numeric(12, 2) not null check (amount > 0),
  discount_percent integer not null check (discount_percent between 0 and 100),
  constraint upsell_offers_product_id_key unique (product_id) deferrable initially deferred
);
