-- Payment orders: validated, submitted, scheduled and executed transfers; payment templates.

-- A reviewed (validated) order, waiting to be submitted. Its id becomes the payment order's id,
-- so submitting the same reviewed order twice finds the first order instead of making a second.
create table payment_order_validations (
  id                   text primary key,
  user_id              text not null references users(id) on delete cascade,
  service_agreement_id text not null references service_agreements(id) on delete cascade,
  -- sha-256 of the order as reviewed (every field but id): a submit must send the same order
  fingerprint          text not null,
  created_at           timestamptz not null default now(),
  expires_at           timestamptz not null
);
create index payment_order_validations_expiry on payment_order_validations (expires_at);

create table payment_orders (
  id                          text primary key,
  service_agreement_id        text not null references service_agreements(id),
  created_by                  text not null references users(id),
  -- the support agent who submitted it for the member, if any
  acting_agent_id             text references users(id),
  payment_type                text not null,
  payment_mode                text not null check (payment_mode in ('SINGLE', 'RECURRING')),
  status                      text not null check (status in ('DRAFT', 'ENTERED', 'READY', 'ACCEPTED', 'PROCESSED',
                                'REJECTED', 'CANCELLED', 'CANCELLATION_PENDING', 'CONFIRMATION_PENDING', 'CONFIRMATION_DECLINED')),
  bank_status                 text,
  reason_code                 text check (reason_code ~ '^PP[0-9]{2}$'),
  reason_text                 text,
  error_description           text,
  -- the error key (payment.amount.insufficient-funds, ...) and its context, for the form
  error_key                   text,
  error_context               jsonb,
  originator_arrangement_id   text not null references arrangements(id),
  counterparty_arrangement_id text references arrangements(id),
  -- true when the counterparty is not the member's own account: the contact limits apply
  to_other_member             boolean not null,
  amount                      numeric(18,2) not null check (amount > 0),
  currency                    char(3) not null,
  requested_execution_date    date not null,
  -- the occurrence (nominal date of the schedule) to execute next, and the business day it runs on;
  -- both null when nothing is left to execute
  next_occurrence_date        date,
  next_execution_date         date,
  -- the execution date whose contact-limit usage this order has already reserved, if any
  limit_reserved_for          date,
  -- the order in the platform's field names, as submitted (answers GET and the activity lists)
  body                        jsonb not null,
  version                     integer not null default 1,
  created_at                  timestamptz not null default now(),
  updated_at                  timestamptz not null default now(),
  check ((next_occurrence_date is null) = (next_execution_date is null))
);
create index payment_orders_due on payment_orders (next_execution_date) where status = 'ACCEPTED';
create index payment_orders_by_agreement on payment_orders (service_agreement_id, requested_execution_date desc, created_at desc);

-- One row per executed occurrence: the claim that makes a restart neither skip nor repeat an
-- execution (a second claim for the same order and occurrence is refused by the primary key).
create table payment_order_executions (
  payment_order_id  text not null references payment_orders(id) on delete cascade,
  occurrence_date   date not null,
  execution_date    date not null,
  status            text not null check (status in ('PROCESSED', 'REJECTED')),
  journal_entry_id  bigint references journal_entries(id),
  error_key         text,
  error_description text,
  executed_at       timestamptz not null default now(),
  primary key (payment_order_id, occurrence_date)
);

-- Money a member has sent (or scheduled) to other members per day, for the daily contact limit.
-- Updated only with a row lock in the transaction that moves or reserves the money, so two
-- concurrent transfers cannot together exceed the limit.
create table payment_limit_usage (
  user_id    text not null references users(id) on delete cascade,
  limit_name text not null,
  usage_date date not null,
  used       numeric(18,2) not null check (used >= 0),
  primary key (user_id, limit_name, usage_date)
);

create table payment_templates (
  id                   text primary key,
  service_agreement_id text not null references service_agreements(id) on delete cascade,
  created_by           text not null references users(id),
  name                 text not null,
  -- paymentType, originatorAccount, instructionPriority, transferTransactionInformation
  details              jsonb not null,
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now(),
  unique (service_agreement_id, name)
);
