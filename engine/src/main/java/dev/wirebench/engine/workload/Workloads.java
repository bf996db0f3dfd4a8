package dev.wirebench.engine.workload;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Makes the {@link Workload} of a codec on a message source — the one place that knows the two
 * kinds of message: a bundled fixture or fixture file of the built-in model (no schema source),
 * whose codec is the format's build-time binding, or a message file read with a {@link
 * SchemaSource} (inferred or a schema file), whose codec is the format bound to that schema at run
 * time. Everything downstream works on the workload and never asks which kind it was.
 */
public final class Workloads {
  private Workloads() {}

  /**
   * Codec {@code codecId} on the messages of {@code fixture} (a bundled id or a file path) read
   * with {@code schemaSource} (null for the built-in model).
   *
   * @throws IllegalArgumentException if the codec cannot carry every message
   * @throws dev.wirebench.engine.fixture.FixtureException one located line if a file is missing or
   *     the messages and the schema disagree
   * @throws dev.wirebench.engine.codec.CodecException if the codec fails to encode a message
   */
  public static Workload<?> prepare(String codecId, String fixture, String schemaSource) {
    return schemaSource == null
        ? builtIn(codecId, fixture)
        : dynamic(codecId, fixture, schemaSource);
  }

  /** Codec {@code codecId}'s build-time binding on a fixture of the built-in model. */
  public static Workload<Message> builtIn(String codecId, String fixture) {
    Codec codec = CodecRegistry.discover().create(codecId);
    LoadedFixture loaded = FixtureLoader.bundled().resolve(fixture);
    Support support = support(codec, loaded);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "codec " + codecId + " on fixture " + fixture + ": " + support.describe());
    }
    return new Workload<>(codec, loaded.messages(), m -> m.messageType().newInstance());
  }

  /** Codec {@code codecId} bound to the schema that reads {@code messagesFile}. */
  public static Workload<DynamicRecord> dynamic(
      String codecId, String messagesFile, String schemaSource) {
    DynamicFixture fixture = load(messagesFile, schemaSource);
    DynamicCodecs codecs = DynamicCodecs.discover();
    Support support = codecs.support(codecId, fixture.schema());
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "codec " + codecId + " on fixture " + fixture.id() + ": " + support.describe());
    }
    return new Workload<>(
        codecs.create(codecId, fixture.schema()),
        fixture.messages(),
        m -> new DynamicRecord(fixture.schema()));
  }

  /**
   * The messages of {@code messagesFile} read with {@code schemaSource}.
   *
   * @throws dev.wirebench.engine.fixture.FixtureException one located line if a file is missing or
   *     the messages and the schema disagree
   */
  public static DynamicFixture load(String messagesFile, String schemaSource) {
    DynamicFixtureLoader loader = new DynamicFixtureLoader();
    return SchemaSource.INFERRED.equals(schemaSource)
        ? loader.load(Path.of(messagesFile))
        : loader.load(
            Path.of(messagesFile),
            Path.of(SchemaSource.path(schemaSource)),
            SchemaSource.message(schemaSource));
  }

  /**
   * Whether {@code codec} carries every message of {@code fixture}. A fixture is benchmarked whole
   * or not at all, so that every codec in a comparison does the same work.
   */
  public static Support support(Codec codec, LoadedFixture fixture) {
    Set<MessageType> types = new LinkedHashSet<>();
    fixture.messages().forEach(m -> types.add(m.messageType()));
    for (MessageType type : types) {
      Support support = codec.support(type);
      if (!support.supported()) {
        return types.size() == 1
            ? support
            : Support.no(type + " (one of the fixture's message types): " + support.reason());
      }
    }
    return Support.yes();
  }
}
