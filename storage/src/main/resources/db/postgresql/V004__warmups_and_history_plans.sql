-- Wirebench team store, schema 4: warm-up iterations, and histories split by plan (SQLite 8).
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

-- A history must not join points measured with another plan (like with like): the plan's
-- warm-up, measurement and forks join the environment values kept beside each run for histories
-- (schema 2), filled in for stored runs ('' where a run did not record them) and kept by the same
-- trigger function, replaced here with the new columns.
ALTER TABLE run_environments ADD COLUMN warmup TEXT NOT NULL DEFAULT '';
ALTER TABLE run_environments ADD COLUMN measurement TEXT NOT NULL DEFAULT '';
ALTER TABLE run_environments ADD COLUMN forks TEXT NOT NULL DEFAULT '';

UPDATE run_environments e
SET warmup = coalesce(r.environment_json::jsonb ->> 'settings.warmup', ''),
    measurement = coalesce(r.environment_json::jsonb ->> 'settings.measurement', ''),
    forks = coalesce(r.environment_json::jsonb ->> 'settings.forks', '')
FROM runs r WHERE r.id = e.run_id;

-- (The migration runner splits at a ';' ending a line, so inside the body no line ends with one.)
CREATE OR REPLACE FUNCTION run_environments_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO run_environments (run_id, host, cpu_model, jvm_vendor, jvm_version, jvm_flags,
                                warmup, measurement, forks)
  VALUES (NEW.id,
          coalesce(NEW.environment_json::jsonb ->> 'host', ''),
          coalesce(NEW.environment_json::jsonb ->> 'cpu.model', ''),
          coalesce(NEW.environment_json::jsonb ->> 'jvm.vendor', ''),
          coalesce(NEW.environment_json::jsonb ->> 'jvm.version', ''),
          coalesce(NEW.environment_json::jsonb ->> 'jvm.flags', ''),
          coalesce(NEW.environment_json::jsonb ->> 'settings.warmup', ''),
          coalesce(NEW.environment_json::jsonb ->> 'settings.measurement', ''),
          coalesce(NEW.environment_json::jsonb ->> 'settings.forks', ''))
  ON CONFLICT (run_id) DO UPDATE
    SET host = EXCLUDED.host, cpu_model = EXCLUDED.cpu_model, jvm_vendor = EXCLUDED.jvm_vendor,
        jvm_version = EXCLUDED.jvm_version, jvm_flags = EXCLUDED.jvm_flags,
        warmup = EXCLUDED.warmup, measurement = EXCLUDED.measurement, forks = EXCLUDED.forks
  ; RETURN NEW
  ; END $$;
