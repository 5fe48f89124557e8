-- Users, their profile records, service agreements and access groups.
-- Identifiers are text so seeded ids stay readable and stable across runs.

create table users (
  id               text primary key,
  username         text not null unique,
  password_hash    text not null,
  full_name        text not null,
  role             text not null check (role in ('member', 'agent', 'operator')),
  external_id      text not null unique,
  legal_entity_id  text not null,
  legal_entity_name text not null,
  customer_code    text,
  preferred_language text not null default 'en-US',
  eligible_for_new_account boolean not null default false,
  -- comma-separated product typeIds at their per-member limit, as the platform reports it
  btp_limit_reached text not null default '',
  failed_logins    integer not null default 0,
  locked_until     timestamptz,
  created_at       timestamptz not null default now()
);

create table electronic_addresses (
  user_id  text not null references users(id) on delete cascade,
  key      text not null,
  type     text not null,
  address  text not null,
  is_primary boolean not null default false,
  primary key (user_id, key)
);

create table phone_addresses (
  user_id  text not null references users(id) on delete cascade,
  key      text not null,
  type     text not null,
  number   text not null,
  is_primary boolean not null default false,
  primary key (user_id, key)
);

create table postal_addresses (
  user_id  text not null references users(id) on delete cascade,
  key      text not null,
  type     text not null,
  is_primary boolean not null default false,
  department text, sub_department text,
  address_line text,
  building_number text,
  street_name text,
  town_name text,
  country_sub_division text,
  postal_code text,
  country text not null default 'US',
  primary key (user_id, key)
);

create table service_agreements (
  id            text primary key,
  external_id   text not null unique,
  name          text not null,
  description   text not null default '',
  is_master     boolean not null default false,
  status        text not null default 'ENABLED',
  customer_category text not null default 'RETAIL',
  creator_legal_entity text not null,
  valid_from    timestamptz,
  valid_until   timestamptz
);

-- An access group is a named set of permissions a user holds within one service agreement.
create table access_groups (
  id            text primary key,
  service_agreement_id text not null references service_agreements(id) on delete cascade,
  name          text not null
);

create table access_group_permissions (
  access_group_id text not null references access_groups(id) on delete cascade,
  resource      text not null,
  function_name text not null,
  privilege     text not null check (privilege in ('view','create','edit','delete','approve','cancel','execute')),
  primary key (access_group_id, resource, function_name, privilege)
);

create table access_group_members (
  access_group_id text not null references access_groups(id) on delete cascade,
  user_id       text not null references users(id) on delete cascade,
  primary key (access_group_id, user_id)
);

-- Which members a support agent may act for.
create table agent_assignments (
  agent_id  text not null references users(id) on delete cascade,
  member_id text not null references users(id) on delete cascade,
  primary key (agent_id, member_id)
);

create table remote_flags (
  key        text primary key,
  value      jsonb not null,
  updated_at timestamptz not null default now()
);

create table audit_events (
  id         bigserial primary key,
  at         timestamptz not null default now(),
  actor_id   text,
  subject_id text,
  action     text not null,
  details    jsonb not null default '{}'
);
create index audit_events_subject on audit_events (subject_id, at);
