-- Products (arrangements) and the double-entry ledger that holds every balance.

create table product_kinds (
  id               integer primary key,
  external_kind_id text not null unique,
  kind_name        text not null,
  kind_uri         text not null unique,
  -- the product-summary group this kind is reported under (currentAccounts, loans, ...)
  summary_key      text not null
);

create table financial_institutions (
  id          integer primary key,
  external_id text not null unique,
  name        text not null,
  logo        text
);

create table arrangements (
  id                       text primary key,
  external_arrangement_id  text not null unique,
  legal_entity_id          text not null,
  product_kind_id          integer not null references product_kinds(id),
  product_id               text not null,
  product_type_name        text not null,
  product_number           text,
  external_type_id         integer,
  name                     text not null,
  display_name             text not null,
  bank_alias               text,
  bban                     text,
  iban                     text,
  number                   text,
  currency                 char(3) not null default 'USD',
  state                    text,
  external_state_id        text,
  account_holder_names     text not null default '',
  credit_limit             numeric(18,2),
  minimum_required_balance numeric(18,2),
  account_interest_rate    numeric(9,4),
  accrued_interest         numeric(18,2),
  opening_date             date,
  debit_account            boolean not null default false,
  credit_account           boolean not null default false,
  visible                  boolean not null default true,
  is_external              boolean not null default false,
  external_account_status  text,
  financial_institution_id integer references financial_institutions(id),
  -- attributes that may be revealed on request; the clear values live in arrangement_secrets
  unmaskable_attributes    text[] not null default '{}',
  -- kind-specific fields in the platform's own names (term deposit, loan, card details, additions)
  details                  jsonb not null default '{}',
  last_update_date         timestamptz not null default now(),
  created_at               timestamptz not null default now()
);

create table arrangement_secrets (
  arrangement_id text not null references arrangements(id) on delete cascade,
  attribute_name text not null,
  clear_value    text not null,
  primary key (arrangement_id, attribute_name)
);

create table service_agreement_arrangements (
  service_agreement_id text not null references service_agreements(id) on delete cascade,
  arrangement_id       text not null references arrangements(id) on delete cascade,
  primary key (service_agreement_id, arrangement_id)
);
create index service_agreement_arrangements_by_arrangement on service_agreement_arrangements (arrangement_id);

create table user_arrangement_preferences (
  user_id        text not null references users(id) on delete cascade,
  arrangement_id text not null references arrangements(id) on delete cascade,
  alias          text,
  visible        boolean,
  favorite       boolean not null default false,
  primary key (user_id, arrangement_id)
);

-- Ledger. Every money movement is one journal entry whose postings sum to zero.
-- Sign convention: a positive amount increases what the credit union owes the holder of the
-- ledger account. A member's deposit balance is positive; a loan or card balance is negative
-- (the member owes it) and is shown positive as an outstanding balance.
create table ledger_accounts (
  id             text primary key,
  arrangement_id text unique references arrangements(id) on delete cascade,
  name           text not null,
  kind           text not null check (kind in ('member', 'internal')),
  currency       char(3) not null default 'USD',
  -- booked balance: sum of posted postings, kept in the same transaction as each posting
  balance        numeric(18,2) not null default 0,
  -- sum of pending postings (holds); available = balance + pending for deposits
  pending        numeric(18,2) not null default 0,
  -- lowest booked balance allowed after a member-initiated debit (null: no floor, e.g. internal)
  floor          numeric(18,2)
);

create table journal_entries (
  id              bigserial primary key,
  created_at      timestamptz not null default now(),
  booking_date    date not null,
  description     text not null,
  kind            text not null,
  -- set for entries that execute a payment order; unique so an order is executed once
  payment_order_id text unique
);

create table postings (
  id                bigserial primary key,
  entry_id          bigint not null references journal_entries(id) on delete cascade,
  ledger_account_id text not null references ledger_accounts(id),
  amount            numeric(18,2) not null check (amount <> 0),
  status            text not null default 'posted' check (status in ('posted', 'pending'))
);
create index postings_by_entry on postings (entry_id);
create index postings_by_account on postings (ledger_account_id);

-- What a member sees of a posting on one of their arrangements.
create table transactions (
  id                      text primary key,
  posting_id              bigint not null unique references postings(id) on delete cascade,
  arrangement_id          text not null references arrangements(id) on delete cascade,
  reference               text,
  description             text not null,
  original_description    text,
  type_group              text not null,
  type                    text not null,
  category                text,
  category_id             integer,
  merchant_name           text,
  counter_party_name      text,
  counter_party_account_number text,
  counter_party_city      text,
  counter_party_address   text,
  booking_date            date not null,
  value_date              date not null,
  amount                  numeric(18,2) not null check (amount >= 0),
  currency                char(3) not null default 'USD',
  credit_debit_indicator  text not null check (credit_debit_indicator in ('CRDT', 'DBIT')),
  -- balance of the arrangement right after this transaction was booked (null while pending)
  running_balance         numeric(18,2),
  billing_status          text,
  state                   text not null default 'COMPLETED',
  is_pending              boolean not null default false,
  check_number            text,
  check_image_availability text,
  dispute_status          text,
  notes                   text,
  location                jsonb,
  creation_time           timestamptz not null default now(),
  -- total order of a member's transactions: later bookings get larger sequence numbers
  sequence                bigserial
);
create index transactions_by_arrangement on transactions (arrangement_id, booking_date desc, sequence desc);
