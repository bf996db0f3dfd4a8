-- Wirebench team store, schema 4: warm-up iterations (SQLite's schema 8).
--
-- JMH's results keep the measurement iterations only; the warm-ups exist only in the fork's
-- progress callbacks. One row per fork, its warm-up scores as little-endian float64s (as
-- result_samples). No rows: no warm-up recorded (imported JMH JSON, runs stored before schema 4).
-- The primary key starts with result_id, so deleting a run cascades through an index.

CREATE TABLE result_warmups (
  result_id  BIGINT  NOT NULL REFERENCES results (id) ON DELETE CASCADE,
  fork       INTEGER NOT NULL,
  iterations BYTEA   NOT NULL,
  PRIMARY KEY (result_id, fork)
);
