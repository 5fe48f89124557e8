-- Ending a support chat: the member or an agent closes the conversation. It stays readable (its
-- messages are kept), takes no more messages, and the member's next message opens a new one.
-- closed_by says which side ended it, so the other side's window can say so.
alter table chat_conversations
  add column closed_at timestamptz,
  add column closed_by text check (closed_by in ('member', 'agent')),
  add constraint chat_conversations_closed_when_closed check ((status = 'CLOSED') = (closed_at is not null and closed_by is not null));
