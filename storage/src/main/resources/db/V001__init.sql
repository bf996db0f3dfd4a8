-- Wirebench run store, schema 1: runs and everything they produced.
-- Times are epoch milliseconds (UTC). NULL stands for "unknown" (SQLite stores NaN as NULL anyway).

CREATE TABLE runs (
  id               INTEGER PRIMARY KEY,
  kind             TEXT    NOT NULL CHECK (kind IN ('bench', 'latency', 'throughput', 'imported')),
  label            TEXT    NOT NULL DEFAULT '',
  notes            TEXT    NOT NULL DEFAULT '',
  status           TEXT    NOT NULL
                   CHECK (status IN ('running', 'complete', 'partial', 'interrupted', 'failed')),
  started_at       INTEGER NOT NULL,
  finished_at      INTEGER,
  plan_json        TEXT,
  environment_json TEXT    NOT NULL DEFAULT '{}',
  -- the process writing a running run (pid, host, start time), to tell a live run from a dead one
  owner            TEXT,
  -- imported runs: the file name and its SHA-256, to notice a second import of the same file
  source           TEXT,
  source_sha256    TEXT
);

CREATE TABLE run_tags (
  run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  tag    TEXT    NOT NULL,
  PRIMARY KEY (run_id, tag)
) WITHOUT ROWID;

-- One benchmark result (a JMH result, or a latency-harness result). Wide, queryable columns;
-- the bulky parts (samples, histogram, JMH's own JSON) live in their own tables.
CREATE TABLE results (
  id                 INTEGER PRIMARY KEY,
  run_id             INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  seq                INTEGER NOT NULL,
  benchmark          TEXT    NOT NULL,
  codec              TEXT,
  fixture            TEXT,
  operation          TEXT,
  mode               TEXT    NOT NULL,
  params_json        TEXT    NOT NULL DEFAULT '{}',
  score              REAL,
  score_error        REAL,
  unit               TEXT,
  ci_lower           REAL,
  ci_upper           REAL,
  alloc_bytes_per_op REAL,
  encoded_size       INTEGER,
  decode_contract    TEXT,
  percentiles_json   TEXT    NOT NULL DEFAULT '{}',
  secondary_json     TEXT    NOT NULL DEFAULT '{}',
  failure            TEXT,
  recorded_at        INTEGER NOT NULL,
  UNIQUE (run_id, seq)
);

-- Raw measurement samples: one row per fork, its iteration scores as little-endian float64s
-- (one row per fork keeps a million results at a few million rows; nothing queries single
-- iterations in SQL).
CREATE TABLE result_samples (
  result_id  INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
  fork       INTEGER NOT NULL,
  iterations BLOB    NOT NULL,
  PRIMARY KEY (result_id, fork)
) WITHOUT ROWID;

-- Latency histograms in HdrHistogram's compressed encoding.
CREATE TABLE latency_histograms (
  result_id INTEGER PRIMARY KEY REFERENCES results (id) ON DELETE CASCADE,
  encoding  TEXT    NOT NULL,
  data      BLOB    NOT NULL
);

-- JMH's own JSON for a result, kept verbatim beside the extracted columns.
CREATE TABLE result_raw_json (
  result_id INTEGER PRIMARY KEY REFERENCES results (id) ON DELETE CASCADE,
  json      TEXT    NOT NULL
);

CREATE TABLE throughput_points (
  id                       INTEGER PRIMARY KEY,
  run_id                   INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  seq                      INTEGER NOT NULL,
  store                    TEXT    NOT NULL,
  codec                    TEXT,
  fixture                  TEXT,
  consumers                INTEGER NOT NULL,
  repetition               INTEGER NOT NULL,
  messages                 INTEGER NOT NULL,
  stream_bytes             INTEGER NOT NULL,
  elapsed_nanos            INTEGER NOT NULL,
  combined_msg_per_sec     REAL,
  combined_mb_per_sec      REAL,
  per_consumer_msg_per_sec TEXT    NOT NULL DEFAULT '[]',
  scan_ceiling_msg_per_sec REAL,
  recorded_at              INTEGER NOT NULL,
  UNIQUE (run_id, seq)
);
