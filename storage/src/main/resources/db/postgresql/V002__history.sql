-- Wirebench team store (PostgreSQL), schema 2: what a benchmark's history needs, as the SQLite
-- store's schema 5 (db/V005__history.sql) has it. SQLite's schema 4 (run ids never reused) needs
-- nothing here: ids come from identity sequences, which never hand out a number twice.
--
-- A history splits results by environment (host, CPU model, JVM vendor and version, JVM flags),
-- five values inside runs.environment_json; they are kept beside the run by a trigger, so the run
-- writers do not change and a history never parses 10,000 JSON documents. Runs stored before this
-- schema are filled in below.

CREATE TABLE run_environments (
  run_id      BIGINT PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
  host        TEXT   NOT NULL,
  cpu_model   TEXT   NOT NULL,
  jvm_vendor  TEXT   NOT NULL,
  jvm_version TEXT   NOT NULL,
  jvm_flags   TEXT   NOT NULL
);

INSERT INTO run_environments (run_id, host, cpu_model, jvm_vendor, jvm_version, jvm_flags)
SELECT id,
       coalesce(environment_json::jsonb ->> 'host', ''),
       coalesce(environment_json::jsonb ->> 'cpu.model', ''),
       coalesce(environment_json::jsonb ->> 'jvm.vendor', ''),
       coalesce(environment_json::jsonb ->> 'jvm.version', ''),
       coalesce(environment_json::jsonb ->> 'jvm.flags', '')
FROM runs;

-- One function for both triggers: a new run gets its row, a changed environment updates it.
-- (The migration runner splits at a ';' ending a line, so inside the body no line ends with one.)
CREATE FUNCTION run_environments_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO run_environments (run_id, host, cpu_model, jvm_vendor, jvm_version, jvm_flags)
  VALUES (NEW.id,
          coalesce(NEW.environment_json::jsonb ->> 'host', ''),
          coalesce(NEW.environment_json::jsonb ->> 'cpu.model', ''),
          coalesce(NEW.environment_json::jsonb ->> 'jvm.vendor', ''),
          coalesce(NEW.environment_json::jsonb ->> 'jvm.version', ''),
          coalesce(NEW.environment_json::jsonb ->> 'jvm.flags', ''))
  ON CONFLICT (run_id) DO UPDATE
    SET host = EXCLUDED.host, cpu_model = EXCLUDED.cpu_model, jvm_vendor = EXCLUDED.jvm_vendor,
        jvm_version = EXCLUDED.jvm_version, jvm_flags = EXCLUDED.jvm_flags
  ; RETURN NEW
  ; END $$;

CREATE TRIGGER run_environments_insert AFTER INSERT ON runs
  FOR EACH ROW EXECUTE FUNCTION run_environments_keep();

CREATE TRIGGER run_environments_update AFTER UPDATE OF environment_json ON runs
  FOR EACH ROW EXECUTE FUNCTION run_environments_keep();

-- a benchmark's history, covered: the keys with a history grouped in index order, and one key's
-- results read by an index-only scan (the values ride along in INCLUDE, outside the key)
CREATE INDEX results_history ON results (codec, fixture, operation, mode, params_json, benchmark,
                                         run_id, seq)
  INCLUDE (score, score_error, ci_lower, ci_upper, unit);
