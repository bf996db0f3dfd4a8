/**
 * Honest two-run statistics: pairs the results of a baseline and a candidate run, tests each change
 * on the raw iteration samples (Mann–Whitney U with a Hodges–Lehmann interval of the ratio),
 * applies a noise band, summarises with a geometric mean and warns when the runs are not like for
 * like. Pure functions over {@code engine.result} records; no I/O, thread-safe.
 */
package dev.wirebench.engine.stats;
