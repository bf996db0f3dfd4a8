-- Wirebench run store, schema 6: a run's stable identity and its host.
-- uid is a UUID given when a run is first stored and kept when it is pushed to or pulled from a
-- team store, so copying a run twice creates nothing new. Runs stored before this schema get a
-- random version-4 UUID here. host is copied out of environment_json so the run list can filter
-- and index on it.

ALTER TABLE runs ADD COLUMN uid TEXT;

-- random 128 bits per row, then shaped as a version-4 UUID (8-4-4-4-12, version and variant set)
UPDATE runs SET uid = lower(hex(randomblob(16)));

UPDATE runs SET uid = substr(uid, 1, 8) || '-' || substr(uid, 9, 4) || '-4' || substr(uid, 14, 3)
  || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(uid, 18, 3) || '-'
  || substr(uid, 21, 12);

CREATE UNIQUE INDEX runs_by_uid ON runs (uid);

ALTER TABLE runs ADD COLUMN host TEXT;

UPDATE runs SET host = json_extract(environment_json, '$.host')
WHERE json_valid(environment_json);

CREATE INDEX runs_by_host ON runs (host, started_at DESC);
