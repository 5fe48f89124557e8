-- Sign-in failures per username as typed (trimmed, lower-case) and client: `unknown` for every
-- browser not known to have signed in as that user, or the id of a known browser. Unknown
-- usernames are counted alike, so counting and locking tell nobody which usernames exist, and
-- strangers filling the `unknown` bucket cannot lock a member out of a browser they signed in
-- from before. Replaces users.failed_logins / users.locked_until (one lock per user, which
-- anyone could set with five requests).
create table sign_in_failures (
  username        text not null,
  client          text not null,
  failures        integer not null,
  last_failed_at  timestamptz not null default now(),
  locked_until    timestamptz,
  primary key (username, client)
);
create index sign_in_failures_by_age on sign_in_failures (last_failed_at);

-- Browsers that have signed in as a user: the SHA-256 of the random token in the browser's
-- known-browser cookie (the token itself is never stored), per user, so one shared browser can
-- be known for several users.
create table known_browsers (
  browser_id    text not null,
  user_id       text not null references users (id) on delete cascade,
  first_seen_at timestamptz not null default now(),
  last_seen_at  timestamptz not null default now(),
  primary key (browser_id, user_id)
);
create index known_browsers_by_user on known_browsers (user_id);

alter table users drop column failed_logins;
alter table users drop column locked_until;
