-- Payment cards (cards-presentation-service). A card belongs to one card arrangement (a debit
-- card's arrangement is linked to the checking account it draws on; a credit card's is the card
-- account itself), so a member sees exactly the cards of the arrangements they act for. Only the
-- last four digits are kept: the sandbox never holds a full card number.
create table cards (
  id             text primary key,
  arrangement_id text not null references arrangements(id) on delete cascade,
  name           text not null,
  brand          text not null,
  card_type      text not null check (card_type in ('Debit', 'Credit')),
  holder_name    text not null,
  last_four      char(4) not null check (last_four ~ '^[0-9]{4}$'),
  expiry_year    integer not null,
  expiry_month   integer not null check (expiry_month between 1 and 12),
  currency       char(3) not null default 'USD',
  status         text not null check (status in ('ACTIVE', 'INACTIVE', 'CANCELLED')),
  lock_status    text not null default 'UNLOCKED' check (lock_status in ('LOCKED', 'UNLOCKED')),
  -- why it is locked: the member's own choice, or a report of the card lost or stolen
  lock_reason    text check (lock_reason in ('MEMBER', 'LOST', 'STOLEN')),
  -- the card ordered to replace this one after a report
  replaced_by    text references cards(id),
  -- [{id, channel, frequency, amount, maxAmount, minAmount}], amounts as decimal strings
  limits         jsonb not null default '[]',
  created_at     timestamptz not null default now(),
  check ((lock_status = 'LOCKED') = (lock_reason is not null))
);
create index cards_by_arrangement on cards (arrangement_id);

-- A member's travel notice: the cards it covers, where and when they travel, and how to reach
-- them. Cancelled notices are kept (who told us what, when) but no longer listed.
create table travel_notices (
  id                   text primary key,
  service_agreement_id text not null references service_agreements(id) on delete cascade,
  created_by           text not null references users(id) on delete cascade,
  card_ids             text[] not null,
  departure_date       date not null,
  arrival_date         date not null,
  destinations         jsonb not null,
  contact_phone        text not null,
  status               text not null default 'ACTIVE' check (status in ('ACTIVE', 'CANCELLED')),
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now(),
  check (arrival_date >= departure_date)
);
create index travel_notices_by_agreement on travel_notices (service_agreement_id, departure_date);

-- A card purchase the card network declined (a locked card) is shown in the account's history
-- but moved no money: it has no posting.
alter table transactions alter column posting_id drop not null;
