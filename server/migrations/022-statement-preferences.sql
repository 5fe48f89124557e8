-- How a member receives each account's statements (account-statement preferences): e-statements
-- or paper. A row exists once the member has chosen; until then config/statements.json
-- `defaultDelivery` applies. Kept per member, so joint holders choose for themselves.
create table statement_preferences (
  user_id          text not null references users(id) on delete cascade,
  arrangement_id   text not null references arrangements(id) on delete cascade,
  online_statement boolean not null,
  paper_statement  boolean not null,
  updated_at       timestamptz not null default now(),
  primary key (user_id, arrangement_id),
  check (online_statement <> paper_statement)
);
