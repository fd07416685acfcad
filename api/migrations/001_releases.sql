-- Append-only history of remote releases; the current release is derived, never updated in place.
-- country '*' means every country. Remote and country names are checked in code (src/releases/rules.ts)
-- so adding a remote or a country is a code change, not a migration.
create table releases (
  id integer generated always as identity primary key,
  country text not null check (country <> ''),
  remote text not null check (remote <> ''),
  version text not null check (version <> ''),
  manifest_url text,
  created_at timestamptz not null default now(),
  rolled_back_at timestamptz
);

create index releases_active_idx on releases (country, remote, id desc) where rolled_back_at is null;
