-- The customer service deletes old limit events, long-expired challenges and expired sessions
-- every hour (pruneCustomerData); these indexes keep those deletes from scanning whole tables.
create index rate_events_at on rate_events (at);
create index otp_challenges_created_at on otp_challenges (created_at);
create index sessions_expires_at on sessions (expires_at);
