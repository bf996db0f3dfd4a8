-- Wirebench run store, schema 13: a profile's source recording (issue 35).
--
-- Where JFR sampled a profiled fork (async-profiler's library could not load), the .jfr file it
-- wrote, verbatim, so the user can open it in JDK Mission Control or `jfr print`; NULL where
-- async-profiler sampled (its stacks are the source) or the recording was not kept.
ALTER TABLE result_profiles ADD COLUMN recording BLOB;
