-- Wirebench run store, schema 3: a throughput point's allocation per message read (reader and
-- codec together, averaged over the consumers), so a stored sweep shows what the live one showed.
-- NULL for points stored before this column existed or not measured.

ALTER TABLE throughput_points ADD COLUMN alloc_bytes_per_message REAL;
