-- Wirebench team store, schema 5: a JMH file is imported once, also when many hosts race (SQLite 9).
--
-- The file's SHA-256 is a key: the import that stores a run (without --again) claims its file
-- here in the same transaction; a concurrent second claim waits for the first and then fails on
-- the key (ON CONFLICT DO NOTHING reports it), so the loser stores nothing and reports the winner's
-- run. An import with --again, a pushed or pulled copy and other runs claim nothing.
--
-- Stores that already hold one file imported several times keep every such run; the claim goes to
-- the oldest (lowest id), the run "already imported as run #N" has always named. Deleting a run
-- frees its claim.
CREATE TABLE imported_files (
  sha256 TEXT   NOT NULL PRIMARY KEY,
  run_id BIGINT NOT NULL REFERENCES runs (id) ON DELETE CASCADE
);
CREATE INDEX imported_files_by_run ON imported_files (run_id);

INSERT INTO imported_files (sha256, run_id)
SELECT source_sha256, min(id) FROM runs
WHERE source_sha256 IS NOT NULL AND kind = 'imported'
GROUP BY source_sha256;
