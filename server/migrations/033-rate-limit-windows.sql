-- Requests counted per client in fixed windows, for the rate limits (a client IP's sign-in
-- attempts per minute): in the database rather than in the process, so every server behind the
-- load balancer counts against the same limit. `key` names the limit and the client; a window
-- that has ended starts again at one, and ended windows are pruned (http/rate-limit-store.ts).
create table rate_limit_windows (
  key      text primary key,
  hits     integer not null,
  ends_at  timestamptz not null
);
create index rate_limit_windows_end on rate_limit_windows (ends_at);
