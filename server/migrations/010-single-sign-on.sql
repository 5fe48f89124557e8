-- Single-sign-on hand-offs to external systems (sso service): the loan servicer (dmi), the check
-- printer (harland), the rewards provider (amplify). Each session is a one-time key the external
-- system redeems once, shortly after it was issued. Only a hash of the key is kept: a read of
-- this table cannot be turned into a sign-in.
create table sso_sessions (
  key_hash             text primary key,
  application          text not null,
  user_id              text not null references users(id) on delete cascade,
  -- the support agent who opened it for the member, when one did
  actor_id             text references users(id) on delete set null,
  service_agreement_id text not null,
  arrangement_id       text references arrangements(id) on delete cascade,
  program              text,
  created_at           timestamptz not null default now(),
  expires_at           timestamptz not null,
  redeemed_at          timestamptz
);
create index sso_sessions_by_expiry on sso_sessions (expires_at);
