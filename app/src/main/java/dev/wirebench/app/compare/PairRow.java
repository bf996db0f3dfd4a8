package dev.wirebench.app.compare;

import dev.wirebench.engine.stats.PairComparison;
import dev.wirebench.engine.stats.Verdict;
import dev.wirebench.storage.report.ComparisonReport;
import dev.wirebench.storage.report.Numbers;

/**
 * One benchmark of a comparison as the table shows it: A, B, Δ %, the change's interval, forks ×
 * iterations of each side and the verdict. Text is formatted here; the numbers stay for sorting.
 *
 * @param pair the engine's comparison of the benchmark
 */
public record PairRow(PairComparison pair) {
  public String name() {
    return ComparisonReport.pairName(pair);
  }

  public String aText() {
    return Numbers.score(pair.scoreA());
  }

  public String bText() {
    return Numbers.score(pair.scoreB());
  }

  public String unit() {
    return pair.unit() == null ? "" : pair.unit();
  }

  /** B/A − 1 (0.05 = +5 %), NaN if none. */
  public double change() {
    return pair.change();
  }

  public String changeText() {
    return Numbers.percent(pair.change());
  }

  public String intervalText() {
    return Numbers.interval(pair.changeLower(), pair.changeUpper());
  }

  /** {@code 5×3 vs 5×3}: forks × iterations of A and of B. */
  public String shapes() {
    return pair.shapes();
  }

  public Verdict verdict() {
    return pair.verdict();
  }

  public String verdictText() {
    return pair.verdict().text();
  }

  /** How it was estimated, why the verdict, and a "noisy" flag where a side is noisy. */
  public String note() {
    return ComparisonReport.note(pair);
  }
}
