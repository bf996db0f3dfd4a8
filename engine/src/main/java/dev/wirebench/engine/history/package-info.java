/**
 * A benchmark's history across stored runs: the series of one benchmark key on one environment, and
 * the change points found in it (E-divisive means with a permutation test). Pure computation: no
 * I/O, no SQL, no UI.
 */
package dev.wirebench.engine.history;
