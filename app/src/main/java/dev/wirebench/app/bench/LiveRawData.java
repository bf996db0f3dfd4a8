package dev.wirebench.app.bench;

import dev.wirebench.engine.bench.BenchmarkCase;
import dev.wirebench.engine.bench.IterationProgress;
import dev.wirebench.engine.result.BenchResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The raw data of the current run's results, for the Benchmark screen's raw-data pane: the
 * measurement iterations per fork as the engine reports them in each {@link BenchResult}, and the
 * warm-up iterations per fork: the result's own ({@link BenchResult#warmup()}, what the store
 * keeps) once it arrived, before that the ones seen live in the progress events. FX thread only.
 */
public final class LiveRawData {
  /**
   * One result's iterations.
   *
   * @param forks per fork, the measurement scores in order
   * @param warmups per fork, the warm-up scores seen live before them (empty if none arrived)
   */
  public record Raw(List<List<Double>> forks, List<List<Double>> warmups) {
    static final Raw NONE = new Raw(List.of(), List.of());
  }

  private final Map<String, List<List<Double>>> warmups = new HashMap<>();
  private final Map<String, List<List<Double>>> measured = new HashMap<>();

  /** Forgets everything (a new run). */
  public void clear() {
    warmups.clear();
    measured.clear();
  }

  /** Keeps a warm-up iteration's score; measurement iterations come with the result. */
  public void iteration(IterationProgress progress) {
    if (!progress.warmup() || progress.fork() < 1) {
      return;
    }
    BenchmarkCase b = progress.benchmark();
    List<List<Double>> perFork =
        warmups.computeIfAbsent(
            key(b.codec(), b.fixture(), b.operation().id(), b.mode().id()), k -> new ArrayList<>());
    while (perFork.size() < progress.fork()) {
      perFork.add(new ArrayList<>());
    }
    perFork.get(progress.fork() - 1).add(progress.score());
  }

  /** Keeps a finished result's measurement iterations, and its warm-ups when it has them. */
  public void result(BenchResult result) {
    String key = key(result.codec(), result.fixture(), result.operation(), result.mode());
    measured.put(key, result.rawData());
    if (result.hasWarmup()) {
      warmups.put(key, new ArrayList<>(result.warmup()));
    }
  }

  /** The iterations of {@code row}, or none if {@code row} is null or unknown. */
  public Raw of(LiveResultRow row) {
    if (row == null) {
      return Raw.NONE;
    }
    String key = key(row.codec(), row.fixture(), row.operation(), row.mode());
    List<List<Double>> forks = measured.getOrDefault(key, List.of());
    List<List<Double>> warm = warmups.getOrDefault(key, List.of());
    return new Raw(List.copyOf(forks), warm.stream().map(List::copyOf).toList());
  }

  private static String key(String codec, String fixture, String operation, String mode) {
    return codec + '\u0000' + fixture + '\u0000' + operation + '\u0000' + mode;
  }
}
