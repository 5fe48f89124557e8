-- Pockets (pocket-tailor): savings pockets under a member's savings account. A pocket is an
-- arrangement of product kind `pocket` with a ledger account of its own, so its money moves by
-- payment orders on the same double-entry ledger as every transfer.

-- The highest booked balance a member ledger account may reach after an entry (null: no ceiling).
-- A pocket's is the configured maximum while open and 0 once closed; the ledger checks it under
-- the same row lock as the floor, so concurrent moves can never take a pocket above it.
alter table ledger_accounts add column ceiling numeric(18,2);

create table pockets (
  id                    text primary key,
  arrangement_id        text not null unique references arrangements(id) on delete cascade,
  -- the savings account the pocket sits under (its pocket parent)
  parent_arrangement_id text not null references arrangements(id) on delete cascade,
  icon                  text not null,
  goal_amount           numeric(18,2) check (goal_amount > 0),
  goal_currency         char(3),
  deadline              date,
  status                text not null default 'OPEN' check (status in ('OPEN', 'CLOSED')),
  created_at            timestamptz not null default now(),
  closed_at             timestamptz,
  check ((goal_amount is null) = (goal_currency is null)),
  check (deadline is null or goal_amount is not null),
  check ((status = 'CLOSED') = (closed_at is not null))
);
create index pockets_open_by_parent on pockets (parent_arrangement_id, created_at) where status = 'OPEN';
