-- Wirebench team store, schema 11: fleet jobs queued together, and the files their plans carry.

-- The jobs one `queue` (or one "Run on fleet…") wrote share a batch: the id of its first job. With
-- --each that is one plan on several hosts, which "compare across hosts" pairs up. NULL (a job
-- written by an older version, or by hand) is a batch of its own: read as COALESCE(batch, id).
ALTER TABLE fleet_jobs ADD COLUMN batch BIGINT;
UPDATE fleet_jobs SET batch = id;
CREATE INDEX fleet_jobs_by_batch ON fleet_jobs (batch);

-- A message or schema file a queued plan reads, by the SHA-256 of its bytes: a job names
-- `sha256:<hex>/<file name>`, never a path, and an agent writes the bytes into its own cache (and
-- checks the hash) before it runs the plan. Kept while any job names it; rows are never changed.
CREATE TABLE fleet_files (
  sha256    TEXT        PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size      BIGINT      NOT NULL,
  content   BYTEA       NOT NULL,
  stored_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
