-- Wirebench run store, schema 2: indexes for the queries the app makes. Kept apart from the
-- tables so they can be re-tuned without touching the data.

-- the run list: newest first, optionally one kind
CREATE INDEX runs_by_start ON runs (started_at DESC, id DESC);
CREATE INDEX runs_by_kind ON runs (kind, started_at DESC);
-- RUN arguments that name a run by its label
CREATE INDEX runs_by_label ON runs (label);
-- crash recovery looks only at running runs
CREATE INDEX runs_running ON runs (status) WHERE status = 'running';
-- a second import of the same file
CREATE INDEX runs_by_source ON runs (source_sha256) WHERE source_sha256 IS NOT NULL;
-- runs with a tag
CREATE INDEX run_tags_by_tag ON run_tags (tag, run_id);

-- "runs that measured codec X" in the run list
CREATE INDEX results_by_codec ON results (codec, run_id);
-- a benchmark's history across runs (sparklines)
CREATE INDEX results_series ON results (codec, fixture, operation, mode, run_id);
