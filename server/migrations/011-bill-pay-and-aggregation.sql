-- The sandbox's stand-ins for two outside services: the bill-pay provider (payees, bill payments,
-- one-time sign-on artifacts) and the account aggregator (connect and refresh flows).

-- A one-time sign-on artifact for the bill-pay provider. Only its sha-256 is kept: whoever reads
-- the table cannot sign in as the member. Used at most once (used_at) and only until expires_at.
create table bill_pay_artifacts (
  token_hash           text primary key,
  user_id              text not null references users(id) on delete cascade,
  service_agreement_id text not null references service_agreements(id) on delete cascade,
  -- 'p2p' for the external-transfers dashboard, null for bill pay
  page                 text,
  created_at           timestamptz not null default now(),
  expires_at           timestamptz not null,
  used_at              timestamptz
);
create index bill_pay_artifacts_expiry on bill_pay_artifacts (expires_at);

-- Whom a member pays through the provider.
create table bill_pay_payees (
  id             text primary key,
  user_id        text not null references users(id) on delete cascade,
  name           text not null,
  nickname       text,
  -- last digits of the member's account with the payee, as the provider shows them
  account_ending text,
  kind           text not null check (kind in ('biller', 'person')),
  created_at     timestamptz not null default now()
);
create index bill_pay_payees_by_user on bill_pay_payees (user_id);

create table bill_pay_payments (
  id             text primary key,
  payee_id       text not null references bill_pay_payees(id) on delete cascade,
  amount         numeric(18,2) not null check (amount > 0),
  currency       char(3) not null default 'USD',
  send_date      date not null,
  deliver_date   date not null,
  status         text not null check (status in ('SCHEDULED', 'PROCESSING', 'PAID', 'CANCELLED')),
  created_at     timestamptz not null default now()
);
create index bill_pay_payments_by_payee on bill_pay_payments (payee_id, send_date desc);

-- A connect (ADD) or refresh (REFRESH) flow of the aggregator. STARTED when the app opens it;
-- IN_PROGRESS once the member chose a bank (or confirmed the refresh) on the aggregator's page;
-- COMPLETED when the accounts were added or refreshed, which happens at complete_after.
create table aggregation_flows (
  id                      text primary key,
  -- sha-256 of the access token the aggregator's page is opened with (single use)
  token_hash              text not null unique,
  user_id                 text not null references users(id) on delete cascade,
  service_agreement_id    text not null references service_agreements(id) on delete cascade,
  operation               text not null check (operation in ('ADD', 'REFRESH')),
  arrangement_id          text references arrangements(id) on delete cascade,
  financial_institution_id integer references financial_institutions(id),
  status                  text not null check (status in ('STARTED', 'IN_PROGRESS', 'COMPLETED')),
  created_at              timestamptz not null default now(),
  expires_at              timestamptz not null,
  complete_after          timestamptz,
  completed_at            timestamptz,
  -- the arrangements the flow added or refreshed
  arrangement_ids         text[] not null default '{}'
);
create index aggregation_flows_due on aggregation_flows (complete_after) where status = 'IN_PROGRESS';
