-- Wirebench run store, schema 14: a served stream's server CPU over a throughput point (CPU time of
-- the stream server process, all threads, over the point's wall time, in percent of one core), so
-- a stored sweep says what the server took. NULL for local reads and points stored before.

ALTER TABLE throughput_points ADD COLUMN server_cpu_percent REAL;
