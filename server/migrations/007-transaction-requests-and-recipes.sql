-- What members do with single transactions (inquiries and disputes) and the alerts they set per
-- account (notification recipes of the action service).

-- One row per inquiry or dispute filed on a transaction. The request itself travels as a secure
-- message (conversation) under the configured topic; the transaction's dispute_status says where
-- it stands.
create table transaction_requests (
  id              text primary key,
  transaction_id  text not null references transactions(id) on delete cascade,
  user_id         text not null references users(id) on delete cascade,
  -- the support agent who filed it for the member, when one did
  actor_id        text references users(id) on delete set null,
  request_type    text not null check (request_type in ('INQUIRY', 'DISPUTE')),
  topic_code      text not null,
  conversation_id text references conversations(id) on delete set null,
  created_at      timestamptz not null default now()
);
create index transaction_requests_by_transaction on transaction_requests (transaction_id);

-- A member's alert on one account: one per (member, account, specification). Channels are the
-- delivery channels chosen among those the specification offers (config/action-recipes.json).
create table action_recipes (
  id               text primary key,
  user_id          text not null references users(id) on delete cascade,
  arrangement_id   text not null references arrangements(id) on delete cascade,
  specification_id text not null,
  name             text not null,
  active           boolean not null default true,
  channels         text[] not null default '{}',
  amount           numeric(18,2),
  currency         char(3),
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  unique (user_id, arrangement_id, specification_id)
);
create index action_recipes_by_user on action_recipes (user_id, arrangement_id);
