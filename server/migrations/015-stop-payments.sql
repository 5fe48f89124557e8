-- Stop payments on checks (stop-checks service). A stop covers one check number or a range of
-- numbers on one arrangement, lasts until its expiration date and was paid for by a fee posted
-- on the ledger in the same transaction (fee_entry_id). request_id makes a repeated request
-- answer the stop already placed instead of placing (and charging) a second one.
create table stop_checks (
  id                   text primary key,
  request_id           text not null,
  service_agreement_id text not null references service_agreements(id) on delete cascade,
  arrangement_id       text not null references arrangements(id) on delete cascade,
  created_by           text not null references users(id) on delete cascade,
  first_number         bigint not null check (first_number >= 0),
  last_number          bigint not null,
  amount               numeric(18,2) check (amount > 0),
  payee                text,
  reason               text not null,
  date_of_request      date not null,
  expiration_date      date not null,
  fee_amount           numeric(18,2) not null check (fee_amount >= 0),
  fee_currency         char(3) not null,
  fee_entry_id         bigint references journal_entries(id),
  created_at           timestamptz not null default now(),
  check (last_number >= first_number),
  check (expiration_date > date_of_request),
  unique (service_agreement_id, request_id)
);
create index stop_checks_by_arrangement on stop_checks (arrangement_id, last_number, first_number);
create index stop_checks_by_agreement on stop_checks (service_agreement_id, created_at desc);

-- Checks presented against an active stop and returned unpaid: no money moved for them.
create table stop_check_returns (
  id            bigserial primary key,
  stop_check_id text not null references stop_checks(id) on delete cascade,
  check_number  text not null,
  amount        numeric(18,2) not null check (amount > 0),
  payee         text,
  returned_on   date not null,
  created_at    timestamptz not null default now()
);
create index stop_check_returns_by_stop on stop_check_returns (stop_check_id);

-- The credit union's side of the fees it charges members (stop payments, ...).
insert into ledger_accounts (id, arrangement_id, name, kind, currency) values ('la-internal-fee-income', null, 'Fee income', 'internal', 'USD');

-- Looking up a check number on an account (a check already paid cannot be stopped).
create index transactions_by_check_number on transactions (arrangement_id, check_number) where check_number is not null;
