-- Wirebench team store, schema 7: the Dashboard's contenders, kept as runs finish and go (SQLite
-- 11, db/V011__contenders.sql, says why). Here an offer of many results takes one per key first
-- (DISTINCT ON: an upsert may not touch one row twice), in key order, so that two runs finishing
-- at once lock the keys they share in the same order.
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
  result_id    BIGINT,
  run_id       BIGINT,
  started_at   BIGINT,
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

-- (The migration runner splits at a ';' ending a line, so inside a body no line ends with one.)
CREATE FUNCTION contender_results_finish() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contender_results (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec, result_id, run_id, started_at, seq) SELECT DISTINCT ON (e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec) e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE x.run_id = NEW.id AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL ORDER BY e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, r.started_at DESC, r.id DESC, x.seq DESC ON CONFLICT (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec) DO UPDATE SET result_id = EXCLUDED.result_id, run_id = EXCLUDED.run_id, started_at = EXCLUDED.started_at, seq = EXCLUDED.seq WHERE (EXCLUDED.started_at, EXCLUDED.run_id, EXCLUDED.seq) > (contender_results.started_at, contender_results.run_id, contender_results.seq)
  ; RETURN NULL
  ; END $$;

CREATE FUNCTION contender_results_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contender_results (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec, result_id, run_id, started_at, seq) SELECT DISTINCT ON (e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec) e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE x.id = NEW.id AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL ORDER BY e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, r.started_at DESC, r.id DESC, x.seq DESC ON CONFLICT (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec) DO UPDATE SET result_id = EXCLUDED.result_id, run_id = EXCLUDED.run_id, started_at = EXCLUDED.started_at, seq = EXCLUDED.seq WHERE (EXCLUDED.started_at, EXCLUDED.run_id, EXCLUDED.seq) > (contender_results.started_at, contender_results.run_id, contender_results.seq)
  ; RETURN NULL
  ; END $$;

CREATE FUNCTION contender_results_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contender_results SET (result_id, run_id, started_at, seq) = (SELECT x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE e.host = contender_results.host AND e.jvm_vendor = contender_results.jvm_vendor AND e.jvm_version = contender_results.jvm_version AND e.warmup = contender_results.warmup AND e.measurement = contender_results.measurement AND e.forks = contender_results.forks AND x.fixture = contender_results.fixture AND x.operation = contender_results.operation AND x.mode = contender_results.mode AND x.unit = contender_results.unit AND x.codec = contender_results.codec AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL AND r.id <> OLD.id ORDER BY r.started_at DESC, r.id DESC, x.seq DESC LIMIT 1) WHERE run_id = OLD.id
  ; DELETE FROM contender_results WHERE result_id IS NULL
  ; RETURN OLD
  ; END $$;

CREATE FUNCTION contender_results_environment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contender_results SET (result_id, run_id, started_at, seq) = (SELECT x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE e.host = contender_results.host AND e.jvm_vendor = contender_results.jvm_vendor AND e.jvm_version = contender_results.jvm_version AND e.warmup = contender_results.warmup AND e.measurement = contender_results.measurement AND e.forks = contender_results.forks AND x.fixture = contender_results.fixture AND x.operation = contender_results.operation AND x.mode = contender_results.mode AND x.unit = contender_results.unit AND x.codec = contender_results.codec AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL AND r.id <> NEW.run_id ORDER BY r.started_at DESC, r.id DESC, x.seq DESC LIMIT 1) WHERE run_id = NEW.run_id
  ; DELETE FROM contender_results WHERE result_id IS NULL
  ; INSERT INTO contender_results (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec, result_id, run_id, started_at, seq) SELECT DISTINCT ON (e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec) e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, x.id, x.run_id, r.started_at, x.seq FROM results x JOIN runs r ON r.id = x.run_id JOIN run_environments e ON e.run_id = r.id WHERE x.run_id = NEW.run_id AND r.status = 'complete' AND x.failure IS NULL AND x.score > 0 AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL AND x.unit IS NOT NULL ORDER BY e.host, e.jvm_vendor, e.jvm_version, e.warmup, e.measurement, e.forks, x.fixture, x.operation, x.mode, x.unit, x.codec, r.started_at DESC, r.id DESC, x.seq DESC ON CONFLICT (host, jvm_vendor, jvm_version, warmup, measurement, forks, fixture, operation, mode, unit, codec) DO UPDATE SET result_id = EXCLUDED.result_id, run_id = EXCLUDED.run_id, started_at = EXCLUDED.started_at, seq = EXCLUDED.seq WHERE (EXCLUDED.started_at, EXCLUDED.run_id, EXCLUDED.seq) > (contender_results.started_at, contender_results.run_id, contender_results.seq)
  ; RETURN NULL
  ; END $$;

CREATE TRIGGER contender_results_finish AFTER UPDATE OF status ON runs
  FOR EACH ROW WHEN (NEW.status = 'complete' AND OLD.status <> 'complete')
  EXECUTE FUNCTION contender_results_finish();

CREATE TRIGGER contender_results_insert AFTER INSERT ON results
  FOR EACH ROW EXECUTE FUNCTION contender_results_insert();

CREATE TRIGGER contender_results_delete BEFORE DELETE ON runs
  FOR EACH ROW EXECUTE FUNCTION contender_results_delete();

CREATE TRIGGER contender_results_environment AFTER UPDATE ON run_environments
  FOR EACH ROW EXECUTE FUNCTION contender_results_environment();
