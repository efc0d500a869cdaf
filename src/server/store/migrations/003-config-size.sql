-- Storage quotas (issue 31): each config's size, kept by the database itself (the bytes of its
-- JSON text), which quotas add up and the operator's listing shows; and the signed-out configs
-- by age, which the hourly budget and the pruning command read.
ALTER TABLE config ADD COLUMN data_bytes integer GENERATED ALWAYS AS (octet_length(data::text)) STORED;
CREATE INDEX config_anonymous ON config (created_at) WHERE user_id IS NULL;
