-- The engagement service's notification preferences (spec/2 §7, engagements mode): the general
-- notifications the credit union offers, and each member's choice of them per account.

-- What a member can be notified of (account balance low, a new transaction), and on which channels.
create table general_notifications (
  id               text primary key,
  name             text not null,
  delivery_options text[] not null
);

-- A member's preference for one general notification, optionally about one account (e_ref) with
-- its condition (the balance threshold). One per member, notification and account.
create table notification_preferences (
  id                      text primary key,
  user_id                 text not null references users(id) on delete cascade,
  general_notification_id text not null references general_notifications(id),
  active                  boolean not null,
  -- [{channel, enabled}] as the member chose them; userCanChange comes from delivery_options
  channels                jsonb not null,
  e_type                  text,
  -- '' when the preference is about no account, so the unique key below holds
  e_ref                   text not null default '',
  conditions              jsonb,
  created_on              timestamptz not null default now(),
  last_updated_at         timestamptz not null default now(),
  unique (user_id, general_notification_id, e_ref)
);
