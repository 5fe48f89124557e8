-- Support chat (rtc): each member has at most one open conversation with the credit union, and its
-- messages in the order they were written. `seq` orders them across the whole table and is the
-- cursor the app polls from, so a message written while a poll runs is never skipped. A message is
-- the member's or an agent's (author_id keeps which agent); read_at is when the side it was
-- written to read it.
create table chat_conversations (
  id          text primary key,
  user_id     text not null references users(id) on delete cascade,
  status      text not null default 'OPEN' check (status in ('OPEN', 'CLOSED')),
  started_at  timestamptz not null default now()
);
create unique index chat_conversations_one_open on chat_conversations (user_id) where status = 'OPEN';

create table chat_messages (
  seq              bigint generated always as identity primary key,
  id               text not null unique,
  conversation_id  text not null references chat_conversations(id) on delete cascade,
  author           text not null check (author in ('member', 'agent')),
  author_id        text references users(id) on delete set null,
  author_name      text not null,
  body             text not null,
  created_at       timestamptz not null default now(),
  read_at          timestamptz
);
create index chat_messages_by_conversation on chat_messages (conversation_id, seq);
