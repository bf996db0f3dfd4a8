package dev.wirebench.engine.history;

import dev.wirebench.engine.result.BenchResult;
import java.util.Comparator;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What one history follows: a benchmark (codec × fixture × operation × mode × params). Codec,
 * fixture and operation are null for generic JMH benchmarks that do not name them; the benchmark
 * name tells those apart.
 *
 * @param benchmark the JMH benchmark name
 * @param codec the codec id, or null
 * @param fixture the fixture id, or null
 * @param operation encode, decode, roundtrip, or null
 * @param mode the JMH mode short name, or {@code latency}
 * @param params every JMH parameter (codec and fixture included), sorted
 */
public record BenchmarkKey(
    String benchmark,
    String codec,
    String fixture,
    String operation,
    String mode,
    SortedMap<String, String> params)
    implements Comparable<BenchmarkKey> {
  private static final Comparator<String> NULLS_FIRST =
      Comparator.nullsFirst(Comparator.naturalOrder());

  public BenchmarkKey {
    Objects.requireNonNull(benchmark, "benchmark");
    Objects.requireNonNull(mode, "mode");
    params = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(params));
  }

  /** The key a result belongs to. */
  public static BenchmarkKey of(BenchResult result) {
    return new BenchmarkKey(
        result.benchmark(),
        result.codec(),
        result.fixture(),
        result.operation(),
        result.mode(),
        new TreeMap<>(result.params()));
  }

  /** Whether {@code result} belongs to this key. */
  public boolean matches(BenchResult result) {
    return equals(of(result));
  }

  /** Params the codec and fixture do not already name, e.g. {@code {size=4}}, or empty. */
  public Map<String, String> extraParams() {
    TreeMap<String, String> extra = new TreeMap<>(params);
    if (codec != null) {
      extra.remove("codec");
      extra.remove("fixture");
    }
    return extra;
  }

  /** {@code json decode snapshot-20x20 [avgt]}, or the benchmark's short name and params. */
  public String describe() {
    String extra = extraParams().isEmpty() ? "" : " " + extraParams();
    if (codec == null) {
      String[] parts = benchmark.split("\\.");
      String shortName =
          parts.length < 2 ? benchmark : parts[parts.length - 2] + "." + parts[parts.length - 1];
      return shortName + " [" + mode + "]" + extra;
    }
    return codec
        + (operation == null ? "" : " " + operation)
        + (fixture == null ? "" : " " + fixture)
        + " ["
        + mode
        + "]"
        + extra;
  }

  /** Sorted by codec, fixture, operation, mode, params, then benchmark: stable report order. */
  @Override
  public int compareTo(BenchmarkKey other) {
    int c = NULLS_FIRST.compare(codec, other.codec);
    c = c != 0 ? c : NULLS_FIRST.compare(fixture, other.fixture);
    c = c != 0 ? c : NULLS_FIRST.compare(operation, other.operation);
    c = c != 0 ? c : mode.compareTo(other.mode);
    c = c != 0 ? c : params.toString().compareTo(other.params.toString());
    return c != 0 ? c : benchmark.compareTo(other.benchmark);
  }
}
