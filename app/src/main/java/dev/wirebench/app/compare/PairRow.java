package dev.wirebench.app.compare;

import dev.wirebench.engine.stats.PairComparison;
import dev.wirebench.engine.stats.Verdict;
import dev.wirebench.storage.report.Numbers;
import dev.wirebench.storage.report.ResultNames;

/**
 * One benchmark of a comparison as the table shows it: A, B, Δ %, the change's interval, p and the
 * verdict. Text is formatted here; the numbers stay for sorting.
 *
 * @param pair the engine's comparison of the benchmark
 */
public record PairRow(PairComparison pair) {
  public String name() {
    return ResultNames.describe(pair.a());
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

  public String pText() {
    return Numbers.pValue(pair.pValue());
  }

  public Verdict verdict() {
    return pair.verdict();
  }

  public String verdictText() {
    return pair.verdict().text();
  }

  /** Why the verdict, plus how it was tested. */
  public String note() {
    String method = pair.method().text();
    return pair.note() == null || pair.note().isEmpty() ? method : pair.note() + " · " + method;
  }
}
