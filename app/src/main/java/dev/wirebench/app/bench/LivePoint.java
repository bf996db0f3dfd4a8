package dev.wirebench.app.bench;

/**
 * One iteration score as it arrives, for the live chart.
 *
 * @param benchmark the benchmark's label, e.g. {@code json × minimal encode}
 * @param iteration 1-based position among the benchmark's iterations (warm-up first, across forks)
 * @param score the iteration's score
 * @param unit the score's unit
 * @param warmup whether it was a warm-up iteration
 */
public record LivePoint(
    String benchmark, int iteration, double score, String unit, boolean warmup) {}
