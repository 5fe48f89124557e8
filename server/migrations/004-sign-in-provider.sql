-- State of the OpenID Connect provider, so a restart signs nobody out.

create table oidc_models (
  model       text not null,
  id          text not null,
  payload     jsonb not null,
  grant_id    text,
  user_code   text,
  uid         text,
  expires_at  timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oidc_models_by_grant on oidc_models (grant_id);
create index oidc_models_by_uid on oidc_models (uid);
create index oidc_models_by_user_code on oidc_models (user_code);
create index oidc_models_expiry on oidc_models (expires_at);

-- Signing keys of the provider (private JWKs). Kept in the database so tokens issued before a
-- restart still verify after it.
create table signing_keys (
  kid        text primary key,
  jwk        jsonb not null,
  created_at timestamptz not null default now()
);
