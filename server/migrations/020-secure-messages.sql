-- Secure messages (messages-service): who wrote each message, and the files attached to them.
-- A message the credit union writes (a support agent acting for the member, or a notice) has no
-- member author; author_id keeps the agent for the audit trail. Attachments are stored in the
-- database with the media type found in their content, not the one their name suggests; an
-- attachment without a message is an upload the member has not sent yet.
alter table messages add column author_id text references users(id) on delete set null;

create table message_attachments (
  id          text primary key,
  user_id     text not null references users(id) on delete cascade,
  message_id  text references messages(id) on delete cascade,
  filename    text not null,
  media_type  text not null,
  size        integer not null check (size > 0),
  content     bytea not null,
  created_at  timestamptz not null default now()
);
create index message_attachments_by_message on message_attachments (message_id);
create index message_attachments_by_user on message_attachments (user_id, created_at);
