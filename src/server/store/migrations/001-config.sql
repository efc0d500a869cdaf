-- Saved configs (spec 001 §3 "Saved config"), as the first release created them.
CREATE TABLE IF NOT EXISTS config (
  key char(12) PRIMARY KEY,
  user_id integer,
  published_state text NOT NULL CHECK (published_state IN ('DRAFT', 'PUBLISHED')),
  data jsonb NOT NULL,
  view_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
