-- The presented balances of migration 005 as two functions of the columns they read, so a query
-- that already joins an arrangement, its product kind and its ledger account computes them from
-- those rows instead of joining the view and with it the same tables a second time (the product
-- summary did, once per product). SQL functions this simple are inlined by the planner. The view
-- keeps its meaning, now through the same functions: one definition of each balance.

create function presented_booked_balance(is_external boolean, external_booked numeric, kind_uri text, ledger_balance numeric)
  returns numeric language sql immutable parallel safe
  as $$
    select case
             when is_external then external_booked
             when kind_uri in ('loan', 'credit-card') then -ledger_balance
             else ledger_balance
           end
  $$;

create function presented_available_balance(is_external boolean, external_available numeric, kind_uri text, credit_limit numeric,
                                            ledger_balance numeric, held numeric)
  returns numeric language sql immutable parallel safe
  as $$
    select case
             when is_external then external_available
             when kind_uri = 'credit-card' or (kind_uri = 'loan' and credit_limit is not null) then credit_limit + ledger_balance + held
             when kind_uri = 'loan' then null
             else ledger_balance + held
           end
  $$;

create or replace view arrangement_balances as
select a.id as arrangement_id,
       la.id as ledger_account_id,
       pk.kind_uri,
       presented_booked_balance(a.is_external, a.external_booked_balance, pk.kind_uri, la.balance) as booked_balance,
       presented_available_balance(a.is_external, a.external_available_balance, pk.kind_uri, a.credit_limit, la.balance, la.held) as available_balance,
       la.balance as ledger_balance,
       la.pending,
       la.held
  from arrangements a
  join product_kinds pk on pk.id = a.product_kind_id
  left join ledger_accounts la on la.arrangement_id = coalesce(a.linked_arrangement_id, a.id);
