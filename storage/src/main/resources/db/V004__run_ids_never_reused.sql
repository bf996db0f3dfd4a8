-- Wirebench run store, schema 4: run ids are never handed out twice. Without AUTOINCREMENT SQLite
-- reuses the id of the newest run once it is deleted, so "run #12" in an old report or script could
-- later name a different run. SQLite cannot add AUTOINCREMENT to a table, so the runs table is
-- rebuilt with every row and id kept (the migration runs with foreign keys off, in one
-- transaction, and checks them before committing); the results, points and tags that point at the
-- runs are not touched.

CREATE TABLE runs_v4 (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  kind             TEXT    NOT NULL CHECK (kind IN ('bench', 'latency', 'throughput', 'imported')),
  label            TEXT    NOT NULL DEFAULT '',
  notes            TEXT    NOT NULL DEFAULT '',
  status           TEXT    NOT NULL
                   CHECK (status IN ('running', 'complete', 'partial', 'interrupted', 'failed')),
  started_at       INTEGER NOT NULL,
  finished_at      INTEGER,
  plan_json        TEXT,
  environment_json TEXT    NOT NULL DEFAULT '{}',
  owner            TEXT,
  source           TEXT,
  source_sha256    TEXT
);

INSERT INTO runs_v4 (id, kind, label, notes, status, started_at, finished_at, plan_json,
                     environment_json, owner, source, source_sha256)
  SELECT id, kind, label, notes, status, started_at, finished_at, plan_json,
         environment_json, owner, source, source_sha256
  FROM runs;

DROP TABLE runs;

ALTER TABLE runs_v4 RENAME TO runs;

-- the indexes of schema 2 went with the old table
CREATE INDEX runs_by_start ON runs (started_at DESC, id DESC);
CREATE INDEX runs_by_kind ON runs (kind, started_at DESC);
CREATE INDEX runs_by_label ON runs (label);
CREATE INDEX runs_running ON runs (status) WHERE status = 'running';
CREATE INDEX runs_by_source ON runs (source_sha256) WHERE source_sha256 IS NOT NULL;
