-- Wirebench run store, schema 9: a JMH file is imported once, also when many imports race.
--
-- "Already imported?" used to be a read before the write: eight imports of one new file started
-- at once all read "no" and all stored it. The file's SHA-256 is now a key: the import that stores
-- a run (without --again) claims its file here in the same transaction, and a second claim fails
-- on the key, so the loser stores nothing and reports the winner's run. An import with --again, a
-- run copied by push or pull, and runs other than imports claim nothing.
--
-- Databases that already hold one file imported several times (the race, or --again) keep every
-- such run; the claim goes to the oldest of them (lowest id), which is the run "already imported
-- as run #N" has always named. Deleting a run frees its claim (the next import of its file finds
-- any remaining copy first, as before).
CREATE TABLE imported_files (
  sha256 TEXT    NOT NULL PRIMARY KEY,
  run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE
);
CREATE INDEX imported_files_by_run ON imported_files (run_id);

INSERT INTO imported_files (sha256, run_id)
SELECT source_sha256, min(id) FROM runs
WHERE source_sha256 IS NOT NULL AND kind = 'imported'
GROUP BY source_sha256;
