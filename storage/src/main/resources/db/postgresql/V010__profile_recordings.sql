-- Wirebench team store, schema 10: a profile's source recording (SQLite 13, db/V013__profile_recordings.sql,
-- says what the column holds).
ALTER TABLE result_profiles ADD COLUMN recording BYTEA;
