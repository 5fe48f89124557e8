-- Online-banking terms consent (consent service): each version of config/terms.json a member has
-- accepted, and when. A member is asked again whenever the published version is one they have no
-- row for; the primary key makes a repeated acceptance keep the first time.
create table terms_acceptances (
  user_id     text not null references users(id) on delete cascade,
  version     text not null,
  accepted_at timestamptz not null default now(),
  primary key (user_id, version)
);
