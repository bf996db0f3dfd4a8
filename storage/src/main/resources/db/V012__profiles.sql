-- Wirebench run store, schema 12: the profiles of a run's profiled forks (issue 35).
--
-- One row per result × event (cpu, alloc): what sampled and how (profiler, the event that ran,
-- its interval, the sample count), and the collapsed stacks in one compact blob: the profile's
-- distinct frames once each (interned), then each stack as frame numbers and its value, deflated
-- (dev.wirebench.storage.ProfileBlob). A profiler that could not attach leaves a row with no
-- stacks and the reason in note. Nothing queries single frames in SQL.
CREATE TABLE result_profiles (
  result_id INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
  event     TEXT    NOT NULL,
  profiler  TEXT    NOT NULL,
  sampled   TEXT    NOT NULL,
  interval  INTEGER NOT NULL,
  samples   INTEGER NOT NULL,
  total     INTEGER NOT NULL,
  frames    INTEGER NOT NULL,
  stacks    INTEGER NOT NULL,
  data      BLOB    NOT NULL,
  note      TEXT,
  PRIMARY KEY (result_id, event)
) WITHOUT ROWID;
