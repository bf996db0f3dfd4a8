package dev.wirebench.storage.report;

import dev.wirebench.engine.result.BenchResult;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Short human names for results: {@code json decode snapshot [avgt]}. */
public final class ResultNames {
  private static final Set<String> NAMED_PARAMS = Set.of("codec", "fixture");

  private ResultNames() {}

  /** Whether the result names a codec (else it is a generic benchmark). */
  public static boolean isCodecResult(BenchResult r) {
    return r.codec() != null;
  }

  /** {@code Class.method} of the benchmark. */
  public static String shortBenchmark(String benchmark) {
    String[] parts = benchmark.split("\\.");
    return parts.length < 2 ? benchmark : parts[parts.length - 2] + "." + parts[parts.length - 1];
  }

  /** The params the codec/fixture columns do not already show, e.g. {@code {size=4}}, or "". */
  public static String extraParams(BenchResult r) {
    Map<String, String> extra = new TreeMap<>(r.params());
    if (isCodecResult(r)) {
      NAMED_PARAMS.forEach(extra::remove);
    }
    return extra.isEmpty() ? "" : extra.toString();
  }

  /** One-cell name: codec, operation, fixture and mode, or the benchmark and its params. */
  public static String describe(BenchResult r) {
    String params = extraParams(r);
    String base =
        isCodecResult(r)
            ? r.codec()
                + (r.operation() == null
                    ? " " + shortBenchmark(r.benchmark())
                    : " " + r.operation())
                + (r.fixture() == null ? "" : " " + r.fixture())
            : shortBenchmark(r.benchmark());
    return base + " [" + r.mode() + "]" + (params.isEmpty() ? "" : " " + params);
  }
}
