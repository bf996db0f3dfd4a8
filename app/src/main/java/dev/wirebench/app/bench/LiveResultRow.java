package dev.wirebench.app.bench;

import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.storage.report.Numbers;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One row of the results table and bar of the charts: a finished benchmark as shown.
 *
 * @param codec codec id
 * @param fixture fixture id
 * @param operation encode, decode or roundtrip
 * @param mode {@code thrpt}, {@code avgt}, {@code sample} or {@code latency}
 * @param score the primary score (NaN if the benchmark failed)
 * @param error JMH's 99.9 % half-width (NaN if unknown)
 * @param unit the score's unit, e.g. {@code ns/op}
 * @param allocBytesPerOp {@code gc.alloc.rate.norm}, or null if not profiled
 * @param encodedSize the payload size in bytes, or null
 * @param decodeContract the codec's decode contract in words (as Inspect says it), or null
 * @param failure why it failed, or null
 * @param percentiles percentile (0..100) to value in {@code unit}; empty unless sample/latency
 */
public record LiveResultRow(
    String codec,
    String fixture,
    String operation,
    String mode,
    double score,
    double error,
    String unit,
    Double allocBytesPerOp,
    Integer encodedSize,
    String decodeContract,
    String failure,
    SortedMap<Double, Double> percentiles) {
  public LiveResultRow {
    percentiles = Collections.unmodifiableSortedMap(new TreeMap<>(percentiles));
  }

  public static LiveResultRow of(BenchResult result) {
    return new LiveResultRow(
        result.codec(),
        result.fixture(),
        result.operation(),
        result.mode(),
        result.failed() ? Double.NaN : result.score(),
        result.scoreError(),
        result.unit() == null ? "" : result.unit(),
        result.allocBytesPerOp(),
        result.encodedSize(),
        contractText(result.decodeContract()),
        result.failure(),
        result.percentiles());
  }

  /**
   * A stored contract ({@code FILLS_REUSED}) in the words Inspect uses ("fills the caller's
   * instance in place"); a name this version does not know as it is.
   */
  static String contractText(String name) {
    if (name == null) {
      return null;
    }
    for (DecodeContract contract : DecodeContract.values()) {
      if (contract.name().equals(name)) {
        return contract.description();
      }
    }
    return name;
  }

  /**
   * The decode contract in a word or two for a narrow column ({@code reuses} the caller's instance,
   * {@code flyweight}, {@code via lib}rary object, {@code new graph}); {@link #decodeContract} is
   * the whole sentence. A contract this version does not know is shown as it is; null when there is
   * none.
   */
  public String contractWord() {
    if (decodeContract == null) {
      return null;
    }
    for (DecodeContract contract : DecodeContract.values()) {
      if (contract.description().equals(decodeContract)) {
        return switch (contract) {
          case FILLS_REUSED -> "reuses";
          case FLYWEIGHT -> "flyweight";
          case VIA_LIBRARY_OBJECT -> "via lib";
          case MATERIALIZES -> "new graph";
        };
      }
    }
    return decodeContract;
  }

  /** {@code p50 1,234 · p99 2,345 ns/op} for the usual percentiles measured, or empty. */
  public String percentilesText() {
    StringBuilder text = new StringBuilder();
    for (double p : new double[] {50, 90, 99, 99.9, 99.99}) {
      Double value = percentiles.get(p);
      if (value != null) {
        text.append(text.length() == 0 ? "" : " · ")
            .append('p')
            .append(p == Math.rint(p) ? Integer.toString((int) p) : Double.toString(p))
            .append(' ')
            .append(number(value));
      }
    }
    return text.length() == 0 ? "" : text + " " + unit;
  }

  public boolean failed() {
    return failure != null;
  }

  /** The value at percentile {@code p} (0..100; 100 is the maximum), or null if not measured. */
  public Double percentile(double p) {
    return percentiles.get(p);
  }

  /** Whether the result has a distribution (sample or latency mode), not just a mean. */
  public boolean hasPercentiles() {
    return !percentiles.isEmpty();
  }

  /** How far the score can be read: the one {@link Noise} rule every surface uses. */
  public Noise.Level noise() {
    return failed() ? Noise.Level.CLEAN : Noise.level(score, error);
  }

  /** Whether the error is larger than the score ({@code ⚠ 8,630 ± 10,356 noisy}). */
  public boolean noisy() {
    return noise() == Noise.Level.NOISY;
  }

  /** {@code json × minimal encode}. */
  public String label() {
    return codec + " × " + fixture + " " + operation;
  }

  /** Whether a higher score is better (ops/s) rather than a lower one (ns/op). */
  public boolean higherIsBetter() {
    return unit.endsWith("/s");
  }

  /** Operations per second, whatever the unit (for the efficiency view); NaN if unknown. */
  public double opsPerSecond() {
    if (failed() || score <= 0) {
      return Double.NaN;
    }
    return switch (unit) {
      case "ops/s" -> score;
      case "ops/ms" -> score * 1e3;
      case "ops/us" -> score * 1e6;
      case "ns/op" -> 1e9 / score;
      case "us/op" -> 1e6 / score;
      case "ms/op" -> 1e3 / score;
      default -> Double.NaN;
    };
  }

  /**
   * {@code 123.4 ± 5.6} (no unit), {@code 123.4 ± 15.6 wide}, {@code ⚠ 8,630 ± 10,356 noisy} (the
   * {@link Noise} rule, as {@code show} and the {@code bench} table write it), or "failed".
   */
  public String scoreText() {
    if (failed()) {
      return "failed";
    }
    String value = Numbers.score(score, unit);
    return Noise.markScore(
        Double.isNaN(error)
            ? value
            : value + " ± " + Noise.markError(Numbers.error(error, unit), noise()),
        noise());
  }

  /** A score-like number in the one rule every screen uses ({@link Numbers#score(double)}). */
  static String number(double value) {
    return Numbers.score(value);
  }

  /** Bytes per operation in the one rule every screen uses ({@link Numbers#bytes}). */
  public static String bytes(double value) {
    return Numbers.bytes(value);
  }
}
