-- Wirebench team store, schema 8: the profiles of a run's profiled forks (SQLite 12,
-- db/V012__profiles.sql, says what each column holds).
CREATE TABLE result_profiles (
  result_id BIGINT  NOT NULL REFERENCES results (id) ON DELETE CASCADE,
  event     TEXT    NOT NULL,
  profiler  TEXT    NOT NULL,
  sampled   TEXT    NOT NULL,
  interval  BIGINT  NOT NULL,
  samples   BIGINT  NOT NULL,
  total     BIGINT  NOT NULL,
  frames    INTEGER NOT NULL,
  stacks    INTEGER NOT NULL,
  data      BYTEA   NOT NULL,
  note      TEXT,
  PRIMARY KEY (result_id, event)
);
