-- Enrollment: setting up online access. The core's member records (who may enroll and how they
-- prove it), each member's enrollment, failed identifications and the locks they cause, and
-- invitation links.

-- A member of the credit union as its core system knows them, with or without online access.
-- The SSN is kept only as a salted scrypt hash (server/src/oidc/passwords.ts) and its last four
-- digits, which the invitation's verification step asks for.
create table core_members (
  tenant          text not null,
  member_number   text not null,
  legal_entity_id text not null unique,
  first_name      text not null,
  last_name       text not null,
  ssn_hash        text not null,
  ssn_last4       char(4) not null,
  date_of_birth   date not null,
  primary key (tenant, member_number)
);

create table enrollments (
  id              text primary key,
  tenant          text not null,
  member_number   text not null,
  status          text not null check (status in ('STARTED', 'COMPLETE', 'FAILED')),
  attempts        integer not null default 0,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  unique (tenant, member_number),
  foreign key (tenant, member_number) references core_members (tenant, member_number) on delete cascade
);

-- One row per failed identification, per thing it counts against: `member:<number>` and
-- `client:<address>`. A subject with too many in the window gets a row in identification_locks.
create table identification_failures (
  tenant     text not null,
  subject    text not null,
  failed_at  timestamptz not null default now()
);
create index identification_failures_by_subject on identification_failures (tenant, subject, failed_at);

create table identification_locks (
  tenant       text not null,
  subject      text not null,
  locked_until timestamptz not null,
  primary key (tenant, subject)
);

-- An invitation link (/enrollment/{form}/enroll?uuid=…) for one member; it expires
-- config/enrollment.json invitationDays after invited_at and works once.
create table invitations (
  uuid          text primary key,
  tenant        text not null,
  member_number text not null,
  invited_at    timestamptz not null default now(),
  used_at       timestamptz,
  foreign key (tenant, member_number) references core_members (tenant, member_number) on delete cascade
);
