-- Wirebench run store, schema 5: what a benchmark's history needs.
--
-- A history splits results by environment (host, CPU model, JVM vendor and version, JVM flags:
-- one series each, never mixed). Those five values live inside runs.environment_json, and reading
-- them out of the JSON for every one of 10,000 runs each time a history is drawn costs more than
-- the rest of the query, so they are kept here, beside the run, by triggers: the run writers do
-- not change, and runs stored before this schema are filled in below.

CREATE TABLE run_environments (
  run_id      INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
  host        TEXT    NOT NULL,
  cpu_model   TEXT    NOT NULL,
  jvm_vendor  TEXT    NOT NULL,
  jvm_version TEXT    NOT NULL,
  jvm_flags   TEXT    NOT NULL
);

INSERT INTO run_environments (run_id, host, cpu_model, jvm_vendor, jvm_version, jvm_flags)
SELECT id,
       coalesce(json_extract(environment_json, '$."host"'), ''),
       coalesce(json_extract(environment_json, '$."cpu.model"'), ''),
       coalesce(json_extract(environment_json, '$."jvm.vendor"'), ''),
       coalesce(json_extract(environment_json, '$."jvm.version"'), ''),
       coalesce(json_extract(environment_json, '$."jvm.flags"'), '')
FROM runs;

-- (each trigger is one line per statement: the migration runner splits at a ';' ending a line)
CREATE TRIGGER run_environments_insert AFTER INSERT ON runs
BEGIN INSERT INTO run_environments (run_id, host, cpu_model, jvm_vendor, jvm_version, jvm_flags) VALUES (NEW.id, coalesce(json_extract(NEW.environment_json, '$."host"'), ''), coalesce(json_extract(NEW.environment_json, '$."cpu.model"'), ''), coalesce(json_extract(NEW.environment_json, '$."jvm.vendor"'), ''), coalesce(json_extract(NEW.environment_json, '$."jvm.version"'), ''), coalesce(json_extract(NEW.environment_json, '$."jvm.flags"'), '')); END;

CREATE TRIGGER run_environments_update AFTER UPDATE OF environment_json ON runs
BEGIN UPDATE run_environments SET host = coalesce(json_extract(NEW.environment_json, '$."host"'), ''), cpu_model = coalesce(json_extract(NEW.environment_json, '$."cpu.model"'), ''), jvm_vendor = coalesce(json_extract(NEW.environment_json, '$."jvm.vendor"'), ''), jvm_version = coalesce(json_extract(NEW.environment_json, '$."jvm.version"'), ''), jvm_flags = coalesce(json_extract(NEW.environment_json, '$."jvm.flags"'), '') WHERE run_id = NEW.id; END;

-- a benchmark's history, covered: the keys with a history (the History screen's picker,
-- selectors) grouped in index order, and one key's results read without touching the table
CREATE INDEX results_history ON results (codec, fixture, operation, mode, params_json, benchmark,
                                         run_id, seq, score, score_error, ci_lower, ci_upper, unit);
