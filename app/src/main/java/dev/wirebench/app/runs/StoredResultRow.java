package dev.wirebench.app.runs;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.storage.report.Numbers;
import dev.wirebench.storage.report.ResultNames;
import dev.wirebench.storage.report.ResultTables;

/**
 * One result of a run as its table shows it: the name, score ± error, unit, allocation, size and
 * latency percentiles (when the mode has them). Text is formatted once, here; the numbers stay for
 * sorting.
 *
 * @param result the stored result
 */
public record StoredResultRow(BenchResult result) {
  /** {@code json decode snapshot [avgt]}. */
  public String name() {
    return ResultNames.describe(result);
  }

  public double score() {
    return result.failed() ? Double.NaN : result.score();
  }

  /** The score, marked {@code ⚠} when its error is larger than itself ({@link Noise}). */
  public String scoreText() {
    return result.failed() ? "failed" : ResultTables.scoreCell(result);
  }

  /** How far the score can be read: the one {@link Noise} rule every surface uses. */
  public Noise.Level noise() {
    return Noise.level(result);
  }

  /** Whether the error is larger than the score: the number says little. */
  public boolean noisy() {
    return noise() == Noise.Level.NOISY;
  }

  public String errorText() {
    return result.failed() ? "" : "± " + ResultTables.errorCell(result);
  }

  public String unit() {
    return result.unit() == null ? "" : result.unit();
  }

  /** Bytes allocated per operation, NaN if not profiled. */
  public double alloc() {
    return result.allocBytesPerOp() == null ? Double.NaN : result.allocBytesPerOp();
  }

  public String allocText() {
    return Numbers.bytes(result.allocBytesPerOp());
  }

  public String sizeText() {
    return result.encodedSize() == null ? "-" : result.encodedSize() + " B";
  }

  /** The percentile's value in the score's unit, as text, or "-" when the mode has none. */
  public String percentile(double p) {
    Double value = result.percentiles().get(p);
    return value == null ? "-" : Numbers.score(value, result.unit());
  }

  /** Whether any percentile was recorded (sample mode, latency harness). */
  public boolean hasPercentiles() {
    return !result.percentiles().isEmpty();
  }

  /** The failure message, or empty. */
  public String failure() {
    return result.failure() == null ? "" : result.failure();
  }
}
