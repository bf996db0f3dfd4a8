package dev.wirebench.app.dashboard;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.storage.HistoryPoint;
import dev.wirebench.storage.RunSummary;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Everything the Dashboard shows, read from the run database in one go.
 *
 * @param database the database file, or the team store's URL without password
 * @param databaseBytes the file's size on disk (with its write-ahead log); -1 for a team store
 * @param totalRuns every run stored
 * @param runsByKind runs per kind (kinds without runs left out)
 * @param lastRun the newest run, or null if there is none
 * @param best per fixture × operation, the codec with the lowest time per operation among the
 *     newest results of complete runs of one plan
 * @param leaderFixture the fixture the leader boards rank codecs on, or null
 * @param encodeLeaders codecs by encode time on {@code leaderFixture}, fastest first
 * @param decodeLeaders codecs by decode time on {@code leaderFixture}, fastest first
 * @param series benchmarks with a history to draw, most measured first
 * @param chosen the benchmark whose history is drawn, or null
 * @param history {@code chosen}'s scores across runs, oldest first
 * @param scannedRuns how many of the newest runs the regression scan looks at
 * @param regressionsSince the oldest of those runs' ids ({@link DashboardService#regressions} scans
 *     the benchmarks with a result since), or -1 when there are no runs
 */
public record DashboardSnapshot(
    String database,
    long databaseBytes,
    long totalRuns,
    Map<RunKind, Long> runsByKind,
    RunSummary lastRun,
    List<Best> best,
    String leaderFixture,
    List<Leader> encodeLeaders,
    List<Leader> decodeLeaders,
    List<SeriesKey> series,
    SeriesKey chosen,
    List<HistoryPoint> history,
    int scannedRuns,
    long regressionsSince) {
  public DashboardSnapshot {
    // In the kinds' own order (bench, latency, throughput, imported), not a hash order.
    EnumMap<RunKind, Long> ordered = new EnumMap<>(RunKind.class);
    ordered.putAll(runsByKind);
    runsByKind = Collections.unmodifiableMap(ordered);
    best = List.copyOf(best);
    encodeLeaders = List.copyOf(encodeLeaders);
    decodeLeaders = List.copyOf(decodeLeaders);
    series = List.copyOf(series);
    history = List.copyOf(history);
  }

  /**
   * The fastest codec of one fixture × operation, like with like.
   *
   * @param fixture fixture id
   * @param operation encode, decode or roundtrip
   * @param codec the fastest codec
   * @param nsPerOp its time per operation
   * @param errorNsPerOp its JMH error as time per operation, NaN if unknown
   * @param runnerUp the second fastest codec, or null
   * @param runnerUpNsPerOp its time, NaN without one
   * @param runnerUpErrorNsPerOp its error, NaN if unknown
   * @param versus how much slower the runner-up is, with the interval or "(not significant)"
   * @param significant whether the runner-up is significantly slower (Compare's estimator)
   * @param runId the run that measured the winner
   * @param plan the plan both ran under: host, JDK, forks, warm-up, measurement and mode
   * @param otherPlans how many other plans measured this case (not ranked together)
   */
  public record Best(
      String fixture,
      String operation,
      String codec,
      double nsPerOp,
      double errorNsPerOp,
      String runnerUp,
      double runnerUpNsPerOp,
      double runnerUpErrorNsPerOp,
      String versus,
      boolean significant,
      long runId,
      String plan,
      int otherPlans) {}

  /**
   * A codec on a leader board.
   *
   * @param codec codec id
   * @param nsPerOp its time per operation (newest complete run of the board's plan)
   * @param errorNsPerOp its JMH error as time per operation, NaN if unknown
   * @param versus how much slower than the leader, with "(not significant)" when the data cannot
   *     tell; empty for the leader
   * @param significant whether it is significantly slower than the leader (true for the leader)
   */
  public record Leader(
      String codec, double nsPerOp, double errorNsPerOp, String versus, boolean significant) {}

  /**
   * One benchmark followed across runs.
   *
   * @param codec codec id
   * @param fixture fixture id
   * @param operation operation
   * @param mode JMH mode
   */
  public record SeriesKey(String codec, String fixture, String operation, String mode) {
    /** {@code json · bars · decode (avgt)}. */
    public String label() {
      return codec + " · " + fixture + " · " + operation + " (" + mode + ")";
    }

    @Override
    public String toString() {
      return label();
    }
  }
}
