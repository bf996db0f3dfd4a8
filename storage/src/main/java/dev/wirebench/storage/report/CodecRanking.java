package dev.wirebench.storage.report;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.Direction;
import dev.wirebench.engine.stats.PairComparison;
import dev.wirebench.engine.stats.RunComparer;
import dev.wirebench.engine.stats.Units;
import dev.wirebench.engine.stats.Verdict;
import dev.wirebench.storage.Contender;
import dev.wirebench.storage.PlanKey;
import dev.wirebench.storage.RunStore;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Ranks codecs like with like: per fixture × operation, only the {@link Contender}s of one plan
 * (same host, JVM, warm-up, measurement, forks, mode and unit — complete runs only), the plan
 * measured most recently. Each runner-up is compared with the winner by the estimator Compare uses
 * ({@link RunComparer#pair}: forks as replicates, iterations nested, bootstrap interval, noise
 * band), so a difference the data cannot support reads "not significant" instead of a bare
 * percentage. Blocking (reads the store); stateless apart from its settings.
 */
public final class CodecRanking {
  private final RunComparer comparer;

  /** Ranks with {@code settings}' α, noise band, resamples and seed. */
  public CodecRanking(CompareSettings settings) {
    this.comparer = new RunComparer(settings);
  }

  /**
   * One codec on a board.
   *
   * @param contender its result
   * @param nsPerOp its score as time per operation (NaN if the unit is neither a time nor a rate)
   * @param errorNsPerOp JMH's error as time per operation (NaN if unknown)
   * @param vsWinner the comparison of the winner (A) with this codec (B); null for the winner
   */
  public record Entry(
      Contender contender, double nsPerOp, double errorNsPerOp, PairComparison vsWinner) {
    public String codec() {
      return contender.codec();
    }

    /** Whether the data show this codec slower than the winner (false for the winner). */
    public boolean significantlySlower() {
      return vsWinner != null && vsWinner.verdict() == Verdict.SLOWER;
    }

    /**
     * {@code +12.3 % [+8.1 %, +16.0 %]} slower than the winner, {@code +1.2 % (not significant)},
     * {@code +40 % (too few forks)}, or "best".
     */
    public String versusWinner() {
      if (vsWinner == null) {
        return "best";
      }
      double slower = slowerBy(vsWinner);
      String text = Numbers.percent(slower);
      return switch (vsWinner.verdict()) {
        case SLOWER -> text + " " + interval(vsWinner);
        case FASTER -> text + " (winner by score only)";
        case TOO_FEW_FORKS -> text + " (too few forks to tell)";
        case INCONCLUSIVE -> text + " (" + vsWinner.note() + ")";
        default -> text + " (not significant)";
      };
    }
  }

  /**
   * The codecs of one fixture × operation under one plan, best first.
   *
   * @param fixture fixture id
   * @param operation operation
   * @param mode JMH mode of every entry
   * @param unit unit of every entry
   * @param plan the plan every entry ran under
   * @param entries best first
   * @param otherPlans how many other plans measured this fixture × operation (not ranked here)
   */
  public record Board(
      String fixture,
      String operation,
      String mode,
      String unit,
      PlanKey plan,
      List<Entry> entries,
      int otherPlans) {
    public Board {
      entries = List.copyOf(entries);
    }

    public Entry winner() {
      return entries.get(0);
    }

    /** The runner-up, if any. */
    public Optional<Entry> runnerUp() {
      return entries.size() > 1 ? Optional.of(entries.get(1)) : Optional.empty();
    }
  }

  /**
   * Every fixture × operation's board, by fixture then operation.
   *
   * @param compared how many codecs per board are compared with the winner (the rest keep only
   *     their scores); each comparison bootstraps the two results' forks
   */
  public List<Board> boards(RunStore store, int compared) {
    Map<String, Map<String, List<Contender>>> byCase = new LinkedHashMap<>();
    for (Contender c : store.contenders()) {
      String plan = c.plan() + "|" + c.mode() + "|" + c.unit();
      byCase
          .computeIfAbsent(c.fixture() + '\u0000' + c.operation(), k -> new LinkedHashMap<>())
          .computeIfAbsent(plan, k -> new ArrayList<>())
          .add(c);
    }
    List<Board> boards = new ArrayList<>();
    for (Map<String, List<Contender>> plans : byCase.values()) {
      List<Contender> chosen =
          plans.values().stream()
              .max(
                  Comparator.comparing(
                          (List<Contender> g) ->
                              g.stream()
                                  .map(Contender::startedAt)
                                  .max(Comparator.naturalOrder())
                                  .orElse(java.time.Instant.EPOCH))
                      .thenComparing(List::size))
              .orElseThrow();
      boards.add(board(chosen, plans.size() - 1, compared));
    }
    boards.sort(Comparator.comparing(Board::fixture).thenComparing(Board::operation));
    return boards;
  }

  private Board board(List<Contender> group, int otherPlans, int compared) {
    Contender first = group.get(0);
    Direction direction = Direction.of(first.mode(), first.unit());
    List<Contender> ranked = new ArrayList<>(group);
    Comparator<Contender> byScore = Comparator.comparingDouble(Contender::score);
    ranked.sort(
        (direction == Direction.HIGHER_IS_BETTER ? byScore.reversed() : byScore)
            .thenComparing(Contender::codec));
    List<Entry> entries = new ArrayList<>();
    BenchResult winner = result(ranked.get(0));
    for (int i = 0; i < ranked.size(); i++) {
      Contender c = ranked.get(i);
      PairComparison versus = i == 0 || i >= compared ? null : comparer.pair(winner, result(c));
      entries.add(
          new Entry(
              c,
              nanosPerOp(c.score(), c.unit()),
              errorNanos(c.score(), c.error(), c.unit()),
              versus));
    }
    return new Board(
        first.fixture(),
        first.operation(),
        first.mode(),
        first.unit(),
        first.plan(),
        entries,
        otherPlans);
  }

  /** A contender as the comparer takes it: the case, the score and its forks. */
  private static BenchResult result(Contender c) {
    return new BenchResult(
        "ranking." + c.operation(),
        c.codec(),
        c.fixture(),
        c.operation(),
        c.mode(),
        Map.of(),
        c.score(),
        c.error(),
        c.unit(),
        Double.NaN,
        Double.NaN,
        new TreeMap<>(),
        null,
        null,
        null,
        c.forks(),
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  /** A score as nanoseconds per operation; NaN if its unit is neither a time nor a rate. */
  public static double nanosPerOp(double score, String unit) {
    if (unit == null || !(score > 0)) {
      return Double.NaN;
    }
    double time = Units.factor(unit, "ns/op");
    if (!Double.isNaN(time)) {
      return score * time;
    }
    double rate = Units.factor(unit, "ops/s");
    return Double.isNaN(rate) ? Double.NaN : 1e9 / (score * rate);
  }

  /** JMH's error as nanoseconds per operation (for a rate: the time of score − error vs score). */
  static double errorNanos(double score, double error, String unit) {
    if (Double.isNaN(error)) {
      return Double.NaN;
    }
    double time = Units.factor(unit, "ns/op");
    if (!Double.isNaN(time)) {
      return error * time;
    }
    return Math.abs(nanosPerOp(score - error, unit) - nanosPerOp(score, unit));
  }

  /** How much slower B is than A, as a fraction of A's time (B's score vs the winner's). */
  private static double slowerBy(PairComparison p) {
    double speedup = p.speedup(); // above 1: B better
    return Double.isNaN(speedup) ? Double.NaN : 1 / speedup - 1;
  }

  private static String interval(PairComparison p) {
    if (Double.isNaN(p.changeLower()) || Double.isNaN(p.changeUpper())) {
      return "";
    }
    // the change is B/A − 1 of the scores; for a rate, slower means a negative change
    boolean higherBetter = p.direction() == Direction.HIGHER_IS_BETTER;
    double lower = higherBetter ? 1 / (1 + p.changeUpper()) - 1 : p.changeLower();
    double upper = higherBetter ? 1 / (1 + p.changeLower()) - 1 : p.changeUpper();
    return Numbers.interval(lower, upper);
  }
}
