-- The customer side: one-time-password challenges, the abuse limits that guard them, leads,
-- session tokens, the message outbox, and what the checkout records per response. Limits and
-- challenges live here, not in process memory, so they hold across API instances.

create table otp_challenges (
  id text primary key,
  isd text not null,
  mobile text not null,
  -- HMAC-SHA256 of the code with a server key: the code itself is never stored.
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  failed_attempts integer not null default 0
);
create index otp_challenges_number on otp_challenges (isd, mobile, created_at desc);

-- One row per counted event (a send, a wrong guess) under a key such as 'send:number:91 9876543210'.
create table rate_events (
  key text not null,
  at timestamptz not null
);
create index rate_events_key_at on rate_events (key, at);

create table leads (
  response_id text primary key references survey_responses (id),
  name text not null,
  email text not null,
  isd text not null,
  mobile text not null,
  requirement text not null,
  lead_source text not null,
  lead_status text not null,
  type_status text not null,
  btn_url text,
  consent_at timestamptz not null,
  updated_at timestamptz not null
);

-- Only the SHA-256 of a session token is kept; the token itself lives in the visitor's browser.
create table sessions (
  token_hash text primary key,
  response_id text not null references survey_responses (id),
  isd text not null,
  mobile text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'email', 'whatsapp')),
  recipient text not null,
  body text not null,
  created_at timestamptz not null
);

-- When the visitor's 10-minute offer began (first countdown start), for the payment flow.
create table response_offers (
  response_id text primary key references survey_responses (id),
  offer_started_at timestamptz not null
);

-- The package chosen just before leaving for payment (spec call 7), newest last.
create table response_packages (
  id bigserial primary key,
  response_id text not null references survey_responses (id),
  package_type text not null,
  created_at timestamptz not null
);
