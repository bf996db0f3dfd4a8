package dev.wirebench.engine.bench;

import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.gen.GenerationException;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.workload.SchemaSource;
import dev.wirebench.engine.workload.Workloads;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The dynamic side of {@link PlanPreparer}: which fixture files of a plan are dynamic fixtures
 * (listed with a schema in {@link BenchmarkPlan#schemas()}, or JSON of a shape the built-in model
 * does not know), loading them here once so a bad file or a schema mismatch stops the plan with the
 * loader's one located line, and what each codec's dynamic mapping says about them. One instance
 * per preparation: it keeps the fixtures it took.
 */
final class DynamicPlanFixtures {
  private final FixtureLoader loader;
  private final DynamicFixtureLoader dynamicLoader = new DynamicFixtureLoader();
  private final DynamicCodecs codecs = DynamicCodecs.discover();

  private final Map<String, DynamicFixture> fixtures = new LinkedHashMap<>();
  private final Map<String, String> schemaSources = new LinkedHashMap<>();
  private final Map<String, String> sources = new LinkedHashMap<>();

  DynamicPlanFixtures(FixtureLoader loader) {
    this.loader = loader;
  }

  /** Takes {@code source} if it is a dynamic fixture (loading it); false if it is not. */
  boolean take(BenchmarkPlan plan, String source) {
    String schemaSource = schemaSource(plan, source);
    if (schemaSource == null) {
      return false;
    }
    DynamicFixture fixture = load(source, schemaSource);
    fixtures.put(fixture.id(), fixture);
    schemaSources.put(fixture.id(), schemaSource);
    sources.put(fixture.id(), absolute(source));
    return true;
  }

  /** The dynamic fixtures taken, by id. */
  Map<String, DynamicFixture> fixtures() {
    return fixtures;
  }

  /** Adds codec {@code codecId}'s cases on every dynamic fixture it carries; skips the others. */
  void addCases(
      BenchmarkPlan plan,
      String codecId,
      List<BenchmarkCase> cases,
      List<SkippedPair> skipped,
      Map<String, Integer> sizes,
      List<String> warnings) {
    for (DynamicFixture fixture : fixtures.values()) {
      Support support = support(codecId, fixture);
      if (!support.supported()) {
        skipped.add(new SkippedPair(codecId, fixture.id(), support.reason()));
        continue;
      }
      DynamicCodec codec;
      try {
        codec = codecs.create(codecId, fixture.schema());
      } catch (GenerationException e) {
        if (e.kind() != GenerationException.Kind.UNAVAILABLE) {
          throw new PlanException(e.getMessage(), e); // the user's schema or its code is at fault
        }
        skipped.add(new SkippedPair(codecId, fixture.id(), e.getMessage()));
        continue;
      }
      encodedSize(codec, fixture)
          .ifPresentOrElse(
              size -> sizes.put(PreparedPlan.pairKey(codecId, fixture.id()), size),
              () -> warnings.add(codecId + " cannot encode " + fixture.id() + " here"));
      PlanPreparer.addCases(
          plan,
          cases,
          codecId,
          fixture.id(),
          sources.get(fixture.id()),
          schemaSources.get(fixture.id()));
    }
  }

  /**
   * The schema source {@code source} is read with as a dynamic fixture (an absolute schema path or
   * {@code inferred}), or null if it is a fixture of the built-in model (or a file the static
   * loader will report as missing).
   */
  String schemaSource(BenchmarkPlan plan, String source) {
    String listed = plan.schemas().get(source);
    if (listed != null) {
      return SchemaSource.INFERRED.equals(listed) ? listed : absolute(listed);
    }
    if (loader.catalog().find(source).isPresent()) {
      return null;
    }
    try {
      return dynamicLoader.isUnknownShape(Path.of(source)) ? SchemaSource.INFERRED : null;
    } catch (FixtureException unreadable) {
      return null; // the static loader says what is wrong with the file, in its own words
    }
  }

  /** Loads a dynamic fixture; any problem is the plan's, as one located line. */
  DynamicFixture load(String source, String schemaSource) {
    try {
      return Workloads.load(absolute(source), schemaSource);
    } catch (FixtureException e) {
      throw new PlanException(e.getMessage(), e);
    }
  }

  static String absolute(String file) {
    return Path.of(file).toAbsolutePath().normalize().toString();
  }

  Support support(String codecId, DynamicFixture fixture) {
    return codecs.support(codecId, fixture.schema());
  }

  /** The encoded size of the fixture's first message, or empty if the codec fails on it here. */
  static Optional<Integer> encodedSize(DynamicCodec codec, DynamicFixture fixture) {
    try {
      return Optional.of(Codecs.encode(codec, fixture.messages().get(0)).length);
    } catch (RuntimeException failed) {
      return Optional.empty(); // the fork fails the same way and reports it
    }
  }
}
