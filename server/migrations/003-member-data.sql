-- Member-owned data the shell and later journeys read: notifications, messages, contacts.

create table notifications (
  id         text primary key,
  user_id    text not null references users(id) on delete cascade,
  title      text not null,
  message    text not null,
  level      text not null default 'INFO',
  origin     text not null default 'passbook',
  created_on timestamptz not null,
  read       boolean not null default false,
  where_to   text,
  data       jsonb not null default '{}'
);
create index notifications_by_user on notifications (user_id, created_on desc);

create table message_topics (
  id   text primary key,
  code text not null unique,
  name text not null
);

create table conversations (
  id         text primary key,
  user_id    text not null references users(id) on delete cascade,
  subject    text not null,
  topic_id   text references message_topics(id),
  mailbox    text not null check (mailbox in ('inbox', 'outbox', 'drafts')),
  read       boolean not null default false,
  important  boolean not null default false,
  updated_at timestamptz not null
);
create index conversations_by_user on conversations (user_id, mailbox, updated_at desc);

create table messages (
  id              text primary key,
  conversation_id text not null references conversations(id) on delete cascade,
  body            text not null,
  sender_name     text not null,
  is_my_message   boolean not null,
  created_at      timestamptz not null
);

create table contacts (
  id          text primary key,
  user_id     text not null references users(id) on delete cascade,
  name        text not null,
  alias       text,
  -- member-number, IBAN, e-mail or phone identifiers, in the platform's accounts[] shape
  accounts    jsonb not null default '[]',
  created_at  timestamptz not null default now()
);
create index contacts_by_user on contacts (user_id);
