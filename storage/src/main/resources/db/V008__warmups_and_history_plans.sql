-- Wirebench run store, schema 8: warm-up iterations, and histories split by plan.
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

-- A history must not join points measured with another plan (like with like): 1 fork of 1 s
-- iterations and 5 forks of 10 s are two series, as two hosts are. The plan's warm-up,
-- measurement and forks join the environment values kept beside each run for histories (schema
-- 5), filled in for the runs already stored ('' where a run did not record them: imported JMH
-- files), and kept by the same triggers, re-created with the new columns.
ALTER TABLE run_environments ADD COLUMN warmup TEXT NOT NULL DEFAULT '';
ALTER TABLE run_environments ADD COLUMN measurement TEXT NOT NULL DEFAULT '';
ALTER TABLE run_environments ADD COLUMN forks TEXT NOT NULL DEFAULT '';

UPDATE run_environments
SET warmup = coalesce((SELECT json_extract(r.environment_json, '$."settings.warmup"') FROM runs r WHERE r.id = run_environments.run_id), ''),
    measurement = coalesce((SELECT json_extract(r.environment_json, '$."settings.measurement"') FROM runs r WHERE r.id = run_environments.run_id), ''),
    forks = coalesce((SELECT json_extract(r.environment_json, '$."settings.forks"') FROM runs r WHERE r.id = run_environments.run_id), '');

DROP TRIGGER run_environments_insert;
DROP TRIGGER run_environments_update;

-- (each trigger is one line per statement: the migration runner splits at a ';' ending a line)
CREATE TRIGGER run_environments_insert AFTER INSERT ON runs
BEGIN INSERT INTO run_environments (run_id, host, cpu_model, jvm_vendor, jvm_version, jvm_flags, warmup, measurement, forks) VALUES (NEW.id, coalesce(json_extract(NEW.environment_json, '$."host"'), ''), coalesce(json_extract(NEW.environment_json, '$."cpu.model"'), ''), coalesce(json_extract(NEW.environment_json, '$."jvm.vendor"'), ''), coalesce(json_extract(NEW.environment_json, '$."jvm.version"'), ''), coalesce(json_extract(NEW.environment_json, '$."jvm.flags"'), ''), coalesce(json_extract(NEW.environment_json, '$."settings.warmup"'), ''), coalesce(json_extract(NEW.environment_json, '$."settings.measurement"'), ''), coalesce(json_extract(NEW.environment_json, '$."settings.forks"'), '')); END;

CREATE TRIGGER run_environments_update AFTER UPDATE OF environment_json ON runs
BEGIN UPDATE run_environments SET host = coalesce(json_extract(NEW.environment_json, '$."host"'), ''), cpu_model = coalesce(json_extract(NEW.environment_json, '$."cpu.model"'), ''), jvm_vendor = coalesce(json_extract(NEW.environment_json, '$."jvm.vendor"'), ''), jvm_version = coalesce(json_extract(NEW.environment_json, '$."jvm.version"'), ''), jvm_flags = coalesce(json_extract(NEW.environment_json, '$."jvm.flags"'), ''), warmup = coalesce(json_extract(NEW.environment_json, '$."settings.warmup"'), ''), measurement = coalesce(json_extract(NEW.environment_json, '$."settings.measurement"'), ''), forks = coalesce(json_extract(NEW.environment_json, '$."settings.forks"'), '') WHERE run_id = NEW.id; END;
