-- Wirebench run store, schema 8: warm-up iterations.
--
-- JMH's results (and its JSON) keep the measurement iterations only; the warm-up iterations exist
-- only in the fork's progress callbacks while it runs. Results measured from this schema on keep
-- them: one row per fork, its warm-up scores as little-endian float64s (as result_samples). A
-- result with no rows here has no warm-up recorded (imported JMH JSON, runs stored before schema
-- 8): nothing is filled in for them, because nothing was kept.

CREATE TABLE result_warmups (
  result_id  INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
  fork       INTEGER NOT NULL,
  iterations BLOB    NOT NULL,
  PRIMARY KEY (result_id, fork)
) WITHOUT ROWID;
