-- Presented balances derive from the ledger; these columns and the view say how.

-- Sum of the negative pending postings of a ledger account (debit holds, e.g. card
-- authorisations). `pending` keeps the sum of all pending postings; a pending credit (a deposit
-- not yet cleared) must not make money available, so availability uses `held`, not `pending`.
alter table ledger_accounts add column held numeric(18,2) not null default 0 check (held <= 0);

-- A debit card spends from another arrangement (its checking account) and has no ledger account
-- of its own: its balances are those of the linked arrangement.
alter table arrangements add column linked_arrangement_id text references arrangements(id) on delete set null;

-- Externally linked accounts are not on our ledger: their balances are what the aggregator last
-- reported, kept as reported.
alter table arrangements add column external_booked_balance numeric(18,2);
alter table arrangements add column external_available_balance numeric(18,2);

-- Balances as the client API presents them (positive numbers for what a member owes on loans and
-- cards), derived from the ledger, which is the only source of truth for our own arrangements.
--   booked_balance:    deposits: ledger balance; loans and cards: outstanding amount (-ledger balance)
--   available_balance: deposits: balance + holds; cards and credit lines: remaining credit
--                      (credit limit + ledger balance + holds); amortising loans: null
create view arrangement_balances as
select a.id as arrangement_id,
       la.id as ledger_account_id,
       pk.kind_uri,
       case
         when a.is_external then a.external_booked_balance
         when pk.kind_uri in ('loan', 'credit-card') then -la.balance
         else la.balance
       end as booked_balance,
       case
         when a.is_external then a.external_available_balance
         when pk.kind_uri = 'credit-card' or (pk.kind_uri = 'loan' and a.credit_limit is not null)
           then a.credit_limit + la.balance + la.held
         when pk.kind_uri = 'loan' then null
         else la.balance + la.held
       end as available_balance,
       la.balance as ledger_balance,
       la.pending,
       la.held
  from arrangements a
  join product_kinds pk on pk.id = a.product_kind_id
  left join ledger_accounts la on la.arrangement_id = coalesce(a.linked_arrangement_id, a.id);

-- Postings of one status on one account (ledger checks, holds to settle).
create index postings_by_account_status on postings (ledger_account_id, status);
create index transactions_pending on transactions (arrangement_id) where is_pending;
