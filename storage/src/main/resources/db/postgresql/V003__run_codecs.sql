-- Wirebench team store, schema 3: which codecs each run has results for (SQLite's schema 7).
--
-- The run list's codec filter walked every result of that codec in results_by_codec: ~0.7 s at
-- 100,000 runs / 10,000,000 results. One row per run and codec answers it from a small index. A
-- trigger keeps it (writers, copies and imports do not change); existing runs are filled in below.

CREATE TABLE run_codecs (
  run_id BIGINT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  codec  TEXT   NOT NULL,
  PRIMARY KEY (codec, run_id)
);

-- the cascade from runs needs it
CREATE INDEX run_codecs_by_run ON run_codecs (run_id);

INSERT INTO run_codecs (run_id, codec)
SELECT DISTINCT run_id, codec FROM results WHERE codec IS NOT NULL
ON CONFLICT DO NOTHING;

-- (The migration runner splits at a ';' ending a line, so inside the body no line ends with one.)
CREATE FUNCTION run_codecs_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO run_codecs (run_id, codec) VALUES (NEW.run_id, NEW.codec)
  ON CONFLICT DO NOTHING
  ; RETURN NEW
  ; END $$;

CREATE TRIGGER run_codecs_insert AFTER INSERT ON results
  FOR EACH ROW WHEN (NEW.codec IS NOT NULL) EXECUTE FUNCTION run_codecs_keep();
