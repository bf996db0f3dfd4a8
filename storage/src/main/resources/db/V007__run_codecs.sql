-- Wirebench run store, schema 7: which codecs each run has results for.
--
-- The run list's codec filter ("runs with a result for codec X") asked the results table, walking
-- every result of that codec: ~0.7 s at 100,000 runs / 10,000,000 results. One row per run and
-- codec answers it from an index of runs instead. A trigger keeps it (the writers, copies and
-- imports do not change), and the runs stored before this schema are filled in below.

CREATE TABLE run_codecs (
  run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  codec  TEXT    NOT NULL,
  PRIMARY KEY (codec, run_id)
) WITHOUT ROWID;

-- deleting a run finds its rows here
CREATE INDEX run_codecs_by_run ON run_codecs (run_id);

INSERT INTO run_codecs (run_id, codec)
SELECT DISTINCT run_id, codec FROM results WHERE codec IS NOT NULL
ON CONFLICT DO NOTHING;

-- (one line: the migration runner splits at a ';' ending a line)
CREATE TRIGGER run_codecs_insert AFTER INSERT ON results WHEN NEW.codec IS NOT NULL
BEGIN INSERT INTO run_codecs (run_id, codec) VALUES (NEW.run_id, NEW.codec) ON CONFLICT DO NOTHING; END;
