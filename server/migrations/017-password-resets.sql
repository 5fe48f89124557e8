-- Password reset: a member who forgot the password identifies like an enrollment (same
-- identification_failures and identification_locks) and gets a random reset id that sets a new
-- password once, within config/enrollment.json passwordReset.minutes of being issued.
create table password_resets (
  id            text primary key,
  tenant        text not null,
  member_number text not null,
  user_id       text not null references users(id) on delete cascade,
  created_at    timestamptz not null default now(),
  expires_at    timestamptz not null,
  used_at       timestamptz,
  foreign key (tenant, member_number) references core_members (tenant, member_number) on delete cascade
);
create index password_resets_by_user on password_resets (user_id);
