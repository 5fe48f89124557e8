-- Check orders placed with the check printer (harland) on its sandbox stand-in, after the member
-- was handed over by single sign-on (sso_sessions). The member app lists them (sso service,
-- GET check-orders).

-- The order form the stand-in shows once the sso key was redeemed: the key itself is spent on the
-- first GET, so the form carries a token of its own, valid for a short while and spent by the
-- order it places. Only its sha-256 is kept. The session's member and account are copied here so
-- the order needs nothing else.
create table check_order_forms (
  token_hash           text primary key,
  user_id              text not null references users(id) on delete cascade,
  actor_id             text references users(id) on delete set null,
  service_agreement_id text not null,
  arrangement_id       text not null references arrangements(id) on delete cascade,
  created_at           timestamptz not null default now(),
  expires_at           timestamptz not null,
  used_at              timestamptz
);
create index check_order_forms_by_expiry on check_order_forms (expires_at);

-- The printer's order numbers: readable, increasing, never reused.
create sequence check_order_numbers start with 100001;

create table check_orders (
  id                    text primary key,
  order_number          text not null unique,
  user_id               text not null references users(id) on delete cascade,
  arrangement_id        text not null references arrangements(id) on delete cascade,
  -- the printer's style id and its name and price at the time of the order
  style                 text not null,
  style_name            text not null,
  price_per_box         numeric(10,2) not null check (price_per_box >= 0),
  currency              char(3) not null default 'USD',
  boxes                 integer not null check (boxes between 1 and 4),
  checks_per_box        integer not null check (checks_per_box > 0),
  starting_check_number bigint not null check (starting_check_number between 1 and 999999999),
  placed_at             timestamptz not null default now(),
  ships_on              date not null,
  delivered_by          date not null
);
create index check_orders_by_account on check_orders (arrangement_id, placed_at desc);
