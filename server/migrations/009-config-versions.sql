-- Published configuration: every version of each tenant's files, who published it and why, an
-- audit trail of operator actions, and the studio's preview drafts. Versions are never updated
-- or deleted: a rollback is a new version with an older version's files.

create table config_versions (
  tenant          text not null,
  version         integer not null check (version > 0),
  -- The tenant's complete set of files by path as in config/ ({"menu.json": {...}, "messages/en-US.json": {...}}).
  files           jsonb not null,
  author_id       text not null,
  author_name     text not null,
  comment         text not null default '',
  kind            text not null check (kind in ('publish', 'rollback', 'import')),
  based_on        integer,
  rolled_back_to  integer,
  -- Paths whose content differs from the version before (all paths for a tenant's first version).
  changed_files   jsonb not null default '[]',
  -- For versions made from the files on disk: a digest of them, so a restart after the files
  -- changed publishes them once, and a restart without changes publishes nothing.
  source_digest   text,
  created_at      timestamptz not null default now(),
  primary key (tenant, version),
  check (kind <> 'rollback' or rolled_back_to is not null)
);

create table config_audit (
  id          bigserial primary key,
  at          timestamptz not null default now(),
  tenant      text not null,
  actor_id    text not null,
  actor_name  text not null,
  action      text not null,
  version     integer,
  files       jsonb not null default '[]'
);

create index config_audit_by_tenant on config_audit (tenant, id desc);

create table config_previews (
  id          text primary key,
  tenant      text not null,
  -- The served bundle of the draft, validation errors and all, so the preview can show them.
  bundle      jsonb not null,
  created_by  text not null,
  expires_at  timestamptz not null
);

create index config_previews_by_expiry on config_previews (expires_at);
