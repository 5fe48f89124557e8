-- Budgets (issue 15): a member's monthly spending limit per transaction category. A budget
-- applies to every month from its creation on; what was spent is computed from transactions,
-- never stored.
create table budgets (
  id          text primary key,
  user_id     text not null references users(id) on delete cascade,
  category_id integer not null,
  amount      numeric(12,2) not null check (amount > 0),
  currency    char(3) not null,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  -- one budget per category: a second would split the same spending two ways
  unique (user_id, category_id)
);

-- The alerts already sent: a budget's threshold (a percentage of config/budgets.json
-- alertThresholds) notifies once per month. The key makes "once" exact when two bookings check
-- the same budget at the same time: only one insert wins.
create table budget_alerts (
  budget_id  text not null references budgets(id) on delete cascade,
  month      char(7) not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  threshold  integer not null check (threshold > 0),
  sent_at    timestamptz not null default now(),
  primary key (budget_id, month, threshold)
);
