-- The member's own order of their accounts (Manage Accounts): each account's place among the
-- accounts of its kind. Null until the member orders them; the summary lists favourites first,
-- then by this place, then in the product's own order.
alter table user_arrangement_preferences add column position integer check (position >= 0);
