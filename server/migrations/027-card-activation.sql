-- Activating a replacement card: the member proves they hold it (last four digits and expiry).
-- Wrong tries are counted per card and per day (the credit union's calendar day) so that after
-- config/cards.json activation.maxAttempts of them activation waits for the next day.
alter table cards
  add column activation_failures integer not null default 0 check (activation_failures >= 0),
  add column activation_failed_on date;
