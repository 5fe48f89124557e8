-- Opening accounts online: the profile's btpLimitReached is computed from the member's accounts
-- and the product catalogue (config/products.json), never stored; accounts are counted per
-- member and product type id.
alter table users drop column btp_limit_reached;
create index arrangements_by_owner_and_type on arrangements (legal_entity_id, external_type_id);
