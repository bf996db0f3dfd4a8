package dev.wirebench.engine.result;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One benchmark result: a JMH benchmark (one codec x fixture x operation x mode) or a latency run.
 * Codec, fixture and operation are null for generic results imported from JMH files that do not
 * name them.
 *
 * @param benchmark JMH benchmark name, e.g. {@code
 *     dev.wirebench.engine.bench.jmh.CodecBenchmark.decode}
 * @param codec codec id, or null
 * @param fixture fixture id, or null
 * @param operation {@code encode}, {@code decode}, {@code roundtrip}, or null
 * @param mode JMH mode short name ({@code thrpt}, {@code avgt}, {@code sample}, {@code ss}) or
 *     {@code latency} for the latency harness
 * @param params every JMH parameter, including codec and fixture
 * @param score the primary score
 * @param scoreError JMH's half-width of the 99.9 % confidence interval (NaN if unknown)
 * @param unit score unit, e.g. {@code ns/op}, {@code ops/s}
 * @param ciLower lower bound of the score's confidence interval (NaN if unknown)
 * @param ciUpper upper bound (NaN if unknown)
 * @param percentiles percentile (0..100) to value in {@code unit}; empty unless sample/latency
 * @param allocBytesPerOp {@code gc.alloc.rate.norm} in bytes per operation, or null if not profiled
 * @param encodedSize payload size of the fixture's first message in this codec, or null
 * @param decodeContract the codec's {@code DecodeContract} name, or null
 * @param rawData primary scores per fork, per measurement iteration
 * @param secondary other secondary metrics by name (e.g. {@code gc.count})
 * @param histogram latency histogram in HdrHistogram's compressed encoding, or null
 * @param rawJson JMH's own JSON for this result (null if not from JMH)
 * @param failure why the benchmark failed, or null if it produced a score
 * @param warmup primary scores per fork, per warm-up iteration, as the fork reported them while it
 *     ran (JMH's warm-up iterations; a latency run's warm-up chunk means); empty when none were
 *     recorded — JMH's own results and JSON keep measurement iterations only, so imported results
 *     and results stored before schema 8 have none (null reads as none)
 */
public record BenchResult(
    String benchmark,
    String codec,
    String fixture,
    String operation,
    String mode,
    Map<String, String> params,
    double score,
    double scoreError,
    String unit,
    double ciLower,
    double ciUpper,
    SortedMap<Double, Double> percentiles,
    Double allocBytesPerOp,
    Integer encodedSize,
    String decodeContract,
    List<List<Double>> rawData,
    Map<String, Double> secondary,
    byte[] histogram,
    String rawJson,
    String failure,
    List<List<Double>> warmup) {
  public BenchResult {
    Objects.requireNonNull(benchmark, "benchmark");
    Objects.requireNonNull(mode, "mode");
    params = Map.copyOf(params);
    percentiles = new TreeMap<>(percentiles);
    rawData = rawData.stream().map(List::copyOf).toList();
    secondary = Map.copyOf(secondary);
    histogram = histogram == null ? null : histogram.clone();
    warmup = warmup == null ? List.of() : warmup.stream().map(List::copyOf).toList();
  }

  /** This result with {@code warmup} as its warm-up iterations per fork. */
  public BenchResult withWarmup(List<List<Double>> warmup) {
    return new BenchResult(
        benchmark,
        codec,
        fixture,
        operation,
        mode,
        params,
        score,
        scoreError,
        unit,
        ciLower,
        ciUpper,
        percentiles,
        allocBytesPerOp,
        encodedSize,
        decodeContract,
        rawData,
        secondary,
        histogram,
        rawJson,
        failure,
        warmup);
  }

  /** Whether warm-up iterations were recorded for this result. */
  public boolean hasWarmup() {
    return warmup.stream().anyMatch(fork -> !fork.isEmpty());
  }

  /** Whether the benchmark failed (no score). */
  public boolean failed() {
    return failure != null;
  }

  /** Every measurement sample across forks, in order. */
  public double[] samples() {
    return rawData.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).toArray();
  }

  /** The key a comparison pairs results by. */
  public String pairingKey() {
    return benchmark
        + '|'
        + codec
        + '|'
        + fixture
        + '|'
        + operation
        + '|'
        + mode
        + '|'
        + new TreeMap<>(params);
  }

  @Override
  public byte[] histogram() {
    return histogram == null ? null : histogram.clone();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof BenchResult that
        && Double.compare(score, that.score) == 0
        && Double.compare(scoreError, that.scoreError) == 0
        && Double.compare(ciLower, that.ciLower) == 0
        && Double.compare(ciUpper, that.ciUpper) == 0
        && benchmark.equals(that.benchmark)
        && Objects.equals(codec, that.codec)
        && Objects.equals(fixture, that.fixture)
        && Objects.equals(operation, that.operation)
        && mode.equals(that.mode)
        && params.equals(that.params)
        && Objects.equals(unit, that.unit)
        && percentiles.equals(that.percentiles)
        && Objects.equals(allocBytesPerOp, that.allocBytesPerOp)
        && Objects.equals(encodedSize, that.encodedSize)
        && Objects.equals(decodeContract, that.decodeContract)
        && rawData.equals(that.rawData)
        && secondary.equals(that.secondary)
        && Arrays.equals(histogram, that.histogram)
        && Objects.equals(rawJson, that.rawJson)
        && Objects.equals(failure, that.failure)
        && warmup.equals(that.warmup);
  }

  @Override
  public int hashCode() {
    return Objects.hash(benchmark, codec, fixture, operation, mode, params, score, unit)
        + 31 * Arrays.hashCode(histogram);
  }

  @Override
  public String toString() {
    return "BenchResult["
        + benchmark
        + " codec="
        + codec
        + " fixture="
        + fixture
        + " op="
        + operation
        + " mode="
        + mode
        + " score="
        + score
        + " ± "
        + scoreError
        + " "
        + unit
        + (failure == null ? "" : " FAILED: " + failure)
        + "]";
  }
}
