/**
 * Honest two-run statistics: pairs the results of a baseline and a candidate run, estimates each
 * change with one fork-aware estimator ({@link dev.wirebench.engine.stats.ChangeEstimator}: a
 * two-level bootstrap of the ratio of means, forks as replicates) that gives the change, its
 * interval and the verdict together, summarises with a geometric mean that carries an interval, and
 * warns when the runs are not like for like. Pure functions over {@code engine.result} records; no
 * I/O, thread-safe.
 */
package dev.wirebench.engine.stats;
