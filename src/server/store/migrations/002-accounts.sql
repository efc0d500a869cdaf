-- Accounts (spec 001 §6): users, their sessions and custom colour palettes, and configs owned by users.
CREATE TABLE app_user (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- Local accounts sign in with their name, compared case-insensitively; OIDC accounts have none.
  login text UNIQUE,
  password_hash text,
  oidc_issuer text,
  oidc_subject text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (oidc_issuer, oidc_subject)
);

-- Only a hash of the session token is kept: a leaked table opens no session.
CREATE TABLE session (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX session_owner ON session (user_id);
CREATE INDEX session_expiry ON session (expires_at);

-- Before accounts, config-create took any user_id from the request: no such claim was ever
-- checked, so none survives as an owner (the configs stay, readable and copyable by all).
UPDATE config SET user_id = NULL WHERE user_id IS NOT NULL;
ALTER TABLE config ADD CONSTRAINT config_owner FOREIGN KEY (user_id) REFERENCES app_user (id) ON DELETE SET NULL;
CREATE INDEX config_user ON config (user_id, updated_at);

CREATE TABLE color_palette (
  palette_id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('categorical', 'sequential', 'diverging')),
  colors jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name)
);
