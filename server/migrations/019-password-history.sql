-- Login & security: a member changes their own password or username while signed in.
-- The hashes of the passwords a member had before, newest first by replaced_at, so a new password
-- cannot be one of the last few (config/enrollment.json credentialChanges.passwordHistory).
create table password_history (
  user_id     text not null references users(id) on delete cascade,
  password_hash text not null,
  replaced_at timestamptz not null default now()
);
create index password_history_by_user on password_history (user_id, replaced_at desc);

-- Sign-in finds a user by lower(username), so two usernames differing only in case must not both
-- exist: a change to one that another member has in any case is refused.
create unique index users_username_lower on users (lower(username));
