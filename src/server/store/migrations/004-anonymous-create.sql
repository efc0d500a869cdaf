-- Signed-out config creates per client (issue 32 §6): counted in the database, so that every
-- instance behind a load balancer holds a client to the same ANON_CONFIGS_PER_HOUR. A client is
-- the SHA-256 of its address (an IPv6 /64); a row is removed once it is an hour old.
CREATE TABLE anonymous_create (
  client_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX anonymous_create_client ON anonymous_create (client_hash, created_at);
CREATE INDEX anonymous_create_age ON anonymous_create (created_at);
