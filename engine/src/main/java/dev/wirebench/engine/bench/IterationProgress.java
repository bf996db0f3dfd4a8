package dev.wirebench.engine.bench;

import java.time.Duration;

/**
 * One finished iteration of a running benchmark (for the latency harness: one tenth of its
 * operations).
 *
 * @param benchmark the benchmark
 * @param index 0-based position of the benchmark in the run
 * @param count benchmarks in the run
 * @param fork 1-based fork number
 * @param forks forks of this benchmark
 * @param warmup whether this is a warm-up iteration
 * @param iteration 1-based iteration within its phase
 * @param iterations iterations in this phase
 * @param score the iteration's score (for latency: the mean of the chunk)
 * @param unit the score's unit
 * @param eta estimated time until the whole run ends
 */
public record IterationProgress(
    BenchmarkCase benchmark,
    int index,
    int count,
    int fork,
    int forks,
    boolean warmup,
    int iteration,
    int iterations,
    double score,
    String unit,
    Duration eta) {}
