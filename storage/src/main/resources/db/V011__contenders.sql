-- Wirebench run store, schema 11: the Dashboard's contenders, kept as runs finish and go.
--
-- A contender is the newest successful result of a complete run per plan (host, JVM, warm-up,
-- measurement, forks) × fixture × operation × mode × unit × codec. Finding them ranked every
-- result by a window function: at 10 M results a minute and a sort of a gigabyte, on every visit
-- of the Dashboard, for a few hundred rows. They are kept here instead, one row per key with its
-- result, by triggers (the writers, import and pull do not change), and filled in below from the
-- results already stored. The value columns are NULL only inside a trigger, between finding that
-- a key has no result left and deleting its row.
CREATE TABLE contender_results (
  host         TEXT NOT NULL,
  jvm_vendor   TEXT NOT NULL,
  jvm_version  TEXT NOT NULL,
  warmup       TEXT NOT NULL,
  measurement  TEXT NOT NULL,
  forks        TEXT NOT NULL,
  fixture      TEXT NOT NULL,
  operation    TEXT NOT NULL,
  mode         TEXT NOT NULL,
  unit         TEXT NOT NULL,
  codec        TEXT NOT NULL,
  result_id    INTEGER,
  run_id       INTEGER,
  started_at   INTEGER,
  seq          INTEGER,
  PRIMARY KEY (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec)
);
CREATE INDEX contender_results_by_run ON contender_results (run_id);

INSERT INTO contender_results (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec, result_id, run_id, started_at, seq)
SELECT host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec, result_id, run_id, started_at, seq
FROM (
  SELECT e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, x.id AS result_id, x.run_id, r.started_at, x.seq,
         row_number() OVER (PARTITION BY e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec ORDER BY r.started_at DESC, r.id DESC, x.seq DESC) AS newest
  FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id
  WHERE r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL
) ranked
WHERE newest = 1;

-- A run that completes offers each of its results; a result stored into a run that is already
-- complete (an import, a pulled copy) offers itself. An offer replaces the key's result when it is
-- newer (start, run id, then position in its run: the order the window function used).
-- A deleted run, and a complete run whose environment changes (an import learns its environment
-- after its results), hand each key they held to the key's next newest result, or drop it; the
-- changed run then offers its results again under its new environment.
-- (each trigger is one line per statement: the migration runner splits at a ';' ending a line)
CREATE TRIGGER contender_results_finish AFTER UPDATE OF status ON runs WHEN NEW.status = 'complete' AND OLD.status <> 'complete'
BEGIN INSERT INTO contender_results (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec, result_id, run_id, started_at, seq) SELECT e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE x.run_id = NEW.id AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL ON CONFLICT (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec) DO UPDATE SET result_id = excluded.result_id, run_id = excluded.run_id, started_at = excluded.started_at, seq = excluded.seq WHERE (excluded.started_at, excluded.run_id, excluded.seq) > (contender_results.started_at, contender_results.run_id, contender_results.seq); END;

CREATE TRIGGER contender_results_insert AFTER INSERT ON results WHEN (SELECT status FROM runs WHERE id = NEW.run_id) = 'complete'
BEGIN INSERT INTO contender_results (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec, result_id, run_id, started_at, seq) SELECT e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE x.id = NEW.id AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL ON CONFLICT (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec) DO UPDATE SET result_id = excluded.result_id, run_id = excluded.run_id, started_at = excluded.started_at, seq = excluded.seq WHERE (excluded.started_at, excluded.run_id, excluded.seq) > (contender_results.started_at, contender_results.run_id, contender_results.seq); END;

CREATE TRIGGER contender_results_delete BEFORE DELETE ON runs
BEGIN UPDATE contender_results SET (result_id, run_id, started_at, seq) = (SELECT x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE e.host = contender_results.host AND e.jvm_vendor = contender_results.jvm_vendor AND e.jvm_version = contender_results.jvm_version AND e.warmup = contender_results.warmup AND e.measurement = contender_results.measurement AND e.forks = contender_results.forks AND x.fixture = contender_results.fixture AND x.operation = contender_results.operation AND x.mode = contender_results.mode AND x.unit = contender_results.unit AND x.codec = contender_results.codec AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL AND r.id <> OLD.id ORDER BY r.started_at DESC, r.id DESC, x.seq DESC LIMIT 1) WHERE run_id = OLD.id; DELETE FROM contender_results WHERE result_id IS NULL; END;

CREATE TRIGGER contender_results_environment AFTER UPDATE ON run_environments WHEN (SELECT status FROM runs WHERE id = NEW.run_id) = 'complete'
BEGIN UPDATE contender_results SET (result_id, run_id, started_at, seq) = (SELECT x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE e.host = contender_results.host AND e.jvm_vendor = contender_results.jvm_vendor AND e.jvm_version = contender_results.jvm_version AND e.warmup = contender_results.warmup AND e.measurement = contender_results.measurement AND e.forks = contender_results.forks AND x.fixture = contender_results.fixture AND x.operation = contender_results.operation AND x.mode = contender_results.mode AND x.unit = contender_results.unit AND x.codec = contender_results.codec AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL AND r.id <> NEW.run_id ORDER BY r.started_at DESC, r.id DESC, x.seq DESC LIMIT 1) WHERE run_id = NEW.run_id; DELETE FROM contender_results WHERE result_id IS NULL; INSERT INTO contender_results (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec, result_id, run_id, started_at, seq) SELECT e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE x.run_id = NEW.run_id AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL ON CONFLICT (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec) DO UPDATE SET result_id = excluded.result_id, run_id = excluded.run_id, started_at = excluded.started_at, seq = excluded.seq WHERE (excluded.started_at, excluded.run_id, excluded.seq) > (contender_results.started_at, contender_results.run_id, contender_results.seq); END;
