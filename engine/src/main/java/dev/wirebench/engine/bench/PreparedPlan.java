package dev.wirebench.engine.bench;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.LoadedFixture;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A checked plan, ready to run: the benchmarks to run (only supported codec × fixture pairs), the
 * pairs skipped and why, the runtime and exact flags the forks get, and what the results need
 * (codec infos, fixtures, encoded sizes).
 *
 * @param plan the plan as given
 * @param jvm the runtime the forks run on
 * @param forkJvmArgs every flag the forks get: the codec libraries' required flags for that
 *     runtime's version, then the plan's own
 * @param cases the benchmarks, in run order
 * @param skipped unsupported pairs, not run
 * @param codecs the infos of the plan's codecs, by id
 * @param fixtures the plan's fixtures, by id
 * @param encodedSizes payload size of each pair's first message, by {@link #pairKey}; absent if the
 *     codec failed to encode it here
 * @param warnings things the user should know before trusting the numbers
 * @param estimate a rough lower bound of the run's duration
 * @param dynamicFixtures the plan's dynamic fixtures (JSON files of shapes the model does not
 *     know), by id
 */
public record PreparedPlan(
    BenchmarkPlan plan,
    JavaRuntime jvm,
    List<String> forkJvmArgs,
    List<BenchmarkCase> cases,
    List<SkippedPair> skipped,
    Map<String, CodecInfo> codecs,
    Map<String, LoadedFixture> fixtures,
    Map<String, Integer> encodedSizes,
    List<String> warnings,
    Duration estimate,
    Map<String, DynamicFixture> dynamicFixtures) {
  public PreparedPlan {
    forkJvmArgs = List.copyOf(forkJvmArgs);
    cases = List.copyOf(cases);
    skipped = List.copyOf(skipped);
    codecs = Map.copyOf(codecs);
    fixtures = Map.copyOf(fixtures);
    encodedSizes = Map.copyOf(encodedSizes);
    warnings = List.copyOf(warnings);
    dynamicFixtures = Map.copyOf(dynamicFixtures);
  }

  /**
   * The plan's settings as recorded in the run's environment, with each dynamic fixture's
   * provenance: {@code dynamic.<id>.sha256} (the message file), {@code .schema} (the schema file's
   * name, or inferred) and {@code .schemaSha256}.
   */
  public Map<String, String> settings() {
    Map<String, String> settings = new LinkedHashMap<>(plan.settings());
    dynamicFixtures.forEach(
        (id, fixture) -> {
          settings.put("dynamic." + id + ".sha256", fixture.contentHash());
          settings.put(
              "dynamic." + id + ".schema",
              fixture.inferred()
                  ? fixture.schemaSource()
                  : Path.of(fixture.schemaSource()).getFileName().toString());
          settings.put("dynamic." + id + ".schemaSha256", fixture.schemaHash());
        });
    return settings;
  }

  static String pairKey(String codec, String fixture) {
    return codec + '\u0000' + fixture;
  }

  /** The encoded size of {@code fixture}'s first message in {@code codec}, or null. */
  public Integer encodedSize(String codec, String fixture) {
    return encodedSizes.get(pairKey(codec, fixture));
  }
}
