-- DPoP proofs the API has accepted (RFC 9449 §11.1): a proof may be used once, so one copied from
-- the wire cannot be sent again. In the database rather than in memory, so a replay is refused by
-- every server process on the same PostgreSQL and after a restart. A row is needed only while the
-- proof's iat is still inside the accepted window; expired rows are pruned (http/dpop.ts).
create table dpop_proofs (
  -- RFC 7638 thumbprint of the key that signed the proof: a jti is unique per key, not globally
  key_thumbprint text not null,
  jti            text not null,
  expires_at     timestamptz not null,
  primary key (key_thumbprint, jti)
);
create index dpop_proofs_expiry on dpop_proofs (expires_at);
