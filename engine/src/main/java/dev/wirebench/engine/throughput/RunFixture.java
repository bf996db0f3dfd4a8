package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.workload.SchemaSource;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The messages a run's streams are made of: a fixture of the built-in model ({@code fixture}), or a
 * user's message file of a shape the model does not know, read with its inferred schema or a schema
 * file ({@code dynamic}). Exactly one of the two is set.
 *
 * <p>A fixture is dynamic when the settings give a schema file or ask for it ({@code dynamic}), or
 * when it is a file (not a bundled id) whose shape the built-in model does not know — the rule
 * {@code bench} and {@code inspect} follow.
 *
 * @param fixture the built-in model's fixture, or null
 * @param dynamic the user's message file and schema, or null
 */
record RunFixture(LoadedFixture fixture, DynamicFixture dynamic) {
  RunFixture {
    if ((fixture == null) == (dynamic == null)) {
      throw new IllegalArgumentException("a run streams a fixture or a dynamic fixture");
    }
  }

  /**
   * Loads the settings' fixture.
   *
   * @throws FixtureException one located line if a file is missing or does not fit its schema
   */
  static RunFixture resolve(ThroughputSettings settings, FixtureLoader fixtures) {
    String source = settings.fixture();
    DynamicFixtureLoader loader = new DynamicFixtureLoader();
    if (settings.schema() != null) {
      return new RunFixture(null, loader.load(Path.of(source), Path.of(settings.schema())));
    }
    if (settings.dynamic() || unknownShape(source, fixtures, loader)) {
      return new RunFixture(null, loader.load(Path.of(source)));
    }
    return new RunFixture(fixtures.resolve(source), null);
  }

  private static boolean unknownShape(
      String source, FixtureLoader fixtures, DynamicFixtureLoader loader) {
    if (fixtures.catalog().find(source).isPresent()) {
      return false;
    }
    try {
      return loader.isUnknownShape(Path.of(source));
    } catch (FixtureException unreadable) {
      return false; // the static loader says what is wrong with the file, in its own words
    }
  }

  /** The fixture's id in stored points: the bundled id, or the file's name. */
  String id() {
    return fixture != null ? fixture.id() : dynamic.id();
  }

  /**
   * The payloads of codec {@code codecId} (its dynamic mapping for a dynamic fixture).
   *
   * @throws IllegalArgumentException if the codec cannot carry the messages
   */
  EncodedMix mix(String codecId, CodecRegistry codecs, DynamicCodecs dynamicCodecs) {
    codecs.info(codecId); // an unknown id says so, with the known ones, before a mapping question
    return fixture != null
        ? EncodedMix.of(fixture, codecId, codecs)
        : EncodedMix.of(dynamic, codecId, dynamicCodecs);
  }

  /**
   * Fixtures whose content hash {@code EnvironmentCapture} records ({@code fixture.<id>.sha256}).
   */
  List<LoadedFixture> staticFixtures() {
    return fixture == null ? List.of() : List.of(fixture);
  }

  /**
   * {@code environment} plus a dynamic fixture's provenance, in the keys {@code bench} uses: the
   * message file's hash ({@code fixture.<id>.sha256}), the schema's file name or {@code inferred}
   * ({@code fixture.<id>.schema.file}) and its hash ({@code fixture.<id>.schema.sha256}), so
   * Compare warns when two runs read their messages with different schemas.
   */
  Environment withProvenance(Environment environment) {
    if (dynamic == null) {
      return environment;
    }
    String schemaFile =
        dynamic.inferred()
            ? SchemaSource.INFERRED
            : Path.of(dynamic.schemaSource()).getFileName().toString();
    return environment
        .with(Map.of(Environment.FIXTURE_PREFIX + dynamic.id() + ".sha256", dynamic.contentHash()))
        .withSchema(dynamic.id(), schemaFile, dynamic.schemaHash());
  }
}
