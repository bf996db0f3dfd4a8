-- Wirebench run store, schema 10: the benchmark keys with a history, kept as results come and go.
--
-- Listing the keys (the History screen's picker, `wirebench history`, the Dashboard's series)
-- grouped every result: at 10 M results that is seconds on every visit, for a list of a few
-- thousand keys. One row per key here instead, with its result count and newest run id, kept by
-- triggers on results (the writers, pull and import do not change), filled in below from the
-- results already stored.
--
-- codec, fixture and operation may be absent (a JMH benchmark outside the codec matrix). A key
-- with NULLs would never conflict in a unique key on either engine, so they are stored as '' with
-- a bit per absent value (1 codec, 2 fixture, 4 operation): an absent value and '' stay apart.
CREATE TABLE history_keys (
  codec         TEXT    NOT NULL,
  fixture       TEXT    NOT NULL,
  operation     TEXT    NOT NULL,
  absent        INTEGER NOT NULL,
  mode          TEXT    NOT NULL,
  params_json   TEXT    NOT NULL,
  benchmark     TEXT    NOT NULL,
  results       INTEGER NOT NULL,
  latest_run_id INTEGER NOT NULL,
  PRIMARY KEY (codec, fixture, operation, absent, mode, params_json, benchmark)
) WITHOUT ROWID;

INSERT INTO history_keys (codec, fixture, operation, absent, mode, params_json, benchmark,
                          results, latest_run_id)
SELECT coalesce(codec, ''), coalesce(fixture, ''), coalesce(operation, ''),
       (codec IS NULL) + 2 * (fixture IS NULL) + 4 * (operation IS NULL),
       mode, params_json, benchmark, count(*), max(run_id)
FROM results
GROUP BY codec, fixture, operation, mode, params_json, benchmark;

-- A deleted result (a deleted run's, by cascade) takes one off its key; the key's newest run is
-- looked up again (through results_history) only when the deleted result was in it, and a key
-- left with no results goes.
-- (each trigger is one line per statement: the migration runner splits at a ';' ending a line)
CREATE TRIGGER history_keys_insert AFTER INSERT ON results
BEGIN INSERT INTO history_keys (codec, fixture, operation, absent, mode, params_json, benchmark, results, latest_run_id) VALUES (coalesce(NEW.codec, ''), coalesce(NEW.fixture, ''), coalesce(NEW.operation, ''), (NEW.codec IS NULL) + 2 * (NEW.fixture IS NULL) + 4 * (NEW.operation IS NULL), NEW.mode, NEW.params_json, NEW.benchmark, 1, NEW.run_id) ON CONFLICT (codec, fixture, operation, absent, mode, params_json, benchmark) DO UPDATE SET results = results + 1, latest_run_id = max(latest_run_id, excluded.latest_run_id); END;

CREATE TRIGGER history_keys_delete AFTER DELETE ON results
BEGIN UPDATE history_keys SET results = results - 1, latest_run_id = CASE WHEN latest_run_id = OLD.run_id THEN coalesce((SELECT max(x.run_id) FROM results x WHERE x.codec IS OLD.codec AND x.fixture IS OLD.fixture AND x.operation IS OLD.operation AND x.mode = OLD.mode AND x.params_json = OLD.params_json AND x.benchmark = OLD.benchmark), 0) ELSE latest_run_id END WHERE codec = coalesce(OLD.codec, '') AND fixture = coalesce(OLD.fixture, '') AND operation = coalesce(OLD.operation, '') AND absent = (OLD.codec IS NULL) + 2 * (OLD.fixture IS NULL) + 4 * (OLD.operation IS NULL) AND mode = OLD.mode AND params_json = OLD.params_json AND benchmark = OLD.benchmark; DELETE FROM history_keys WHERE results <= 0 AND codec = coalesce(OLD.codec, '') AND fixture = coalesce(OLD.fixture, '') AND operation = coalesce(OLD.operation, '') AND absent = (OLD.codec IS NULL) + 2 * (OLD.fixture IS NULL) + 4 * (OLD.operation IS NULL) AND mode = OLD.mode AND params_json = OLD.params_json AND benchmark = OLD.benchmark; END;
