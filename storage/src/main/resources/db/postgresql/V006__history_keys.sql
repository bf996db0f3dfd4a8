-- Wirebench team store, schema 6: the benchmark keys with a history, kept as results come and go
-- (SQLite 10, db/V010__history_keys.sql, says why). Absent codec, fixture and operation are ''
-- with a bit each in "absent" (1, 2, 4): NULLs never conflict in a unique key before
-- PostgreSQL 15's NULLS NOT DISTINCT, and this store supports 12.
CREATE TABLE history_keys (
  codec         TEXT    NOT NULL,
  fixture       TEXT    NOT NULL,
  operation     TEXT    NOT NULL,
  absent        INTEGER NOT NULL,
  mode          TEXT    NOT NULL,
  params_json   TEXT    NOT NULL,
  benchmark     TEXT    NOT NULL,
  results       BIGINT  NOT NULL,
  latest_run_id BIGINT  NOT NULL,
  PRIMARY KEY (codec, fixture, operation, absent, mode, params_json, benchmark)
);

INSERT INTO history_keys (codec, fixture, operation, absent, mode, params_json, benchmark,
                          results, latest_run_id)
SELECT coalesce(codec, ''), coalesce(fixture, ''), coalesce(operation, ''),
       (codec IS NULL)::int + 2 * (fixture IS NULL)::int + 4 * (operation IS NULL)::int,
       mode, params_json, benchmark, count(*), max(run_id)
FROM results
GROUP BY codec, fixture, operation, mode, params_json, benchmark;

-- A new result adds one to its key. Concurrent writers of one key wait for each other's row only
-- until their (one result) transaction commits.
-- (The migration runner splits at a ';' ending a line, so inside the body no line ends with one.)
CREATE FUNCTION history_keys_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO history_keys (codec, fixture, operation, absent, mode, params_json, benchmark,
                            results, latest_run_id)
  VALUES (coalesce(NEW.codec, ''), coalesce(NEW.fixture, ''), coalesce(NEW.operation, ''),
          (NEW.codec IS NULL)::int + 2 * (NEW.fixture IS NULL)::int
            + 4 * (NEW.operation IS NULL)::int,
          NEW.mode, NEW.params_json, NEW.benchmark, 1, NEW.run_id)
  ON CONFLICT (codec, fixture, operation, absent, mode, params_json, benchmark) DO UPDATE
    SET results = history_keys.results + 1,
        latest_run_id = greatest(history_keys.latest_run_id, EXCLUDED.latest_run_id)
  ; RETURN NEW
  ; END $$;

-- A deleted result (a deleted run's, by cascade) takes one off its key; the newest run is looked
-- up again only when the deleted result was in it, by a query that names "IS NULL" for absent
-- values so that it can use results_history (IS NOT DISTINCT FROM cannot); a key left with no
-- results goes.
CREATE FUNCTION history_keys_remove() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bits INTEGER := (OLD.codec IS NULL)::int + 2 * (OLD.fixture IS NULL)::int
                  + 4 * (OLD.operation IS NULL)::int
  ; kept history_keys%ROWTYPE
  ; newest BIGINT
  ; BEGIN
  UPDATE history_keys SET results = results - 1
  WHERE codec = coalesce(OLD.codec, '') AND fixture = coalesce(OLD.fixture, '')
    AND operation = coalesce(OLD.operation, '') AND absent = bits AND mode = OLD.mode
    AND params_json = OLD.params_json AND benchmark = OLD.benchmark
  RETURNING * INTO kept
  ; IF kept.results IS NULL THEN
    RETURN OLD
  ; ELSIF kept.results <= 0 THEN
    DELETE FROM history_keys
    WHERE codec = kept.codec AND fixture = kept.fixture AND operation = kept.operation
      AND absent = bits AND mode = kept.mode AND params_json = kept.params_json
      AND benchmark = kept.benchmark
  ; ELSIF kept.latest_run_id = OLD.run_id THEN
    EXECUTE format(
      'SELECT max(run_id) FROM results WHERE %s AND %s AND %s AND mode = $4'
        ' AND params_json = $5 AND benchmark = $6',
      CASE WHEN OLD.codec IS NULL THEN 'codec IS NULL' ELSE 'codec = $1' END,
      CASE WHEN OLD.fixture IS NULL THEN 'fixture IS NULL' ELSE 'fixture = $2' END,
      CASE WHEN OLD.operation IS NULL THEN 'operation IS NULL' ELSE 'operation = $3' END)
    INTO newest
    USING OLD.codec, OLD.fixture, OLD.operation, OLD.mode, OLD.params_json, OLD.benchmark
    ; UPDATE history_keys SET latest_run_id = coalesce(newest, 0)
    WHERE codec = kept.codec AND fixture = kept.fixture AND operation = kept.operation
      AND absent = bits AND mode = kept.mode AND params_json = kept.params_json
      AND benchmark = kept.benchmark
  ; END IF
  ; RETURN OLD
  ; END $$;

CREATE TRIGGER history_keys_insert AFTER INSERT ON results
  FOR EACH ROW EXECUTE FUNCTION history_keys_add();

CREATE TRIGGER history_keys_delete AFTER DELETE ON results
  FOR EACH ROW EXECUTE FUNCTION history_keys_remove();
