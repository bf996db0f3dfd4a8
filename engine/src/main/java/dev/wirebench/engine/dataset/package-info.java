/**
 * Datasets: many messages instead of one repeated, so a benchmark sees the variety of a real feed.
 * {@link dev.wirebench.engine.dataset.VariantGenerator} makes N seeded, randomized variants of a
 * fixture's messages.
 */
package dev.wirebench.engine.dataset;
