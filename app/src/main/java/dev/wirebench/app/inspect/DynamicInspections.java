package dev.wirebench.app.inspect;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import dev.wirebench.app.fx.TaskContext;
import dev.wirebench.engine.codec.CodecPool;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FamilyParallel;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.json.DynamicJsonWriter;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.InspectWarmUp;
import dev.wirebench.engine.inspect.Inspector;
import dev.wirebench.engine.workload.SchemaSource;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * Inspect for JSON message files of shapes Wirebench has no model for: the file read against its
 * inferred schema (or the user's schema file, in any language the engine's {@link
 * DynamicFixtureLoader#readSchema} reads), one message in every codec that can carry it. The same
 * {@link Inspection}s as for the built-in model, so every view works unchanged. Blocking (run it on
 * the task executor); thread-safe.
 */
final class DynamicInspections {
  // decimals keep their scale (6012.50) from the message to the tree and the JSON text
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false);

  private final DynamicFixtureLoader loader = new DynamicFixtureLoader();
  private final CodecRegistry registry;
  private final Inspector inspector;

  DynamicInspections(CodecRegistry registry) {
    this.registry = registry;
    this.inspector = new Inspector(new CodecPool(registry), DynamicCodecs.discover());
  }

  /**
   * The dynamic half of the idle warm-up: every codec over the bundled JSON fixtures {@code
   * fixtureIds} accepts, read as files of an unknown shape, until done or {@code stop} says so.
   *
   * @return how many codec inspections ran
   */
  int warmUp(FixtureLoader fixtures, Predicate<String> fixtureIds, BooleanSupplier stop) {
    return InspectWarmUp.runDynamic(
        inspector,
        InspectWarmUp.dynamicFixtures(fixtures, fixtureIds),
        registry.ids(),
        InspectWarmUp.DYNAMIC_ROUNDS,
        stop);
  }

  /** Whether a file is JSON of a shape the built-in model does not know (reads the file). */
  boolean isUnknownShape(Path file) {
    return loader.isUnknownShape(file);
  }

  /**
   * Loads {@code choice}'s file against its schema file, or infers one.
   *
   * @throws dev.wirebench.engine.fixture.FixtureException located, for the file or the schema
   */
  DynamicFixture load(FixtureChoice choice) {
    return choice.schema() == null
        ? loader.load(choice.file())
        : loader.load(
            choice.file(),
            Path.of(SchemaSource.path(choice.schema().toString())),
            SchemaSource.message(choice.schema().toString()));
  }

  /** One label per message: {@code 2 of 5 · OrderEvent}. */
  static List<String> labels(DynamicFixture fixture) {
    int count = fixture.messages().size();
    List<String> labels = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      labels.add((i + 1) + " of " + count + " · " + fixture.schema().name());
    }
    return labels;
  }

  /** Message {@code index} of {@code fixture} in every codec, one progress step per codec. */
  Inspection inspect(
      FixtureChoice choice,
      DynamicFixture fixture,
      List<String> labels,
      int index,
      TaskContext context) {
    DynamicRecord message = fixture.messages().get(index);
    List<String> ids = registry.ids();
    AtomicInteger done = new AtomicInteger();
    // Codecs of different libraries on two threads, as for model fixtures: building a schema's
    // codecs (SBE parses its XML, wire-compiled generates classes) is most of a first sight.
    List<InspectedCodec> inspected =
        FamilyParallel.map(
            ids,
            registry::family,
            id -> {
              context.checkCancelled();
              InspectedCodec each = InspectedCodec.of(inspectSafely(id, fixture, message));
              context.progress(done.incrementAndGet(), ids.size(), id);
              return each;
            },
            Math.max(2, FamilyParallel.threads()),
            null);
    List<CodecPayload> views = InspectedCodec.views(inspected);
    Map<String, PayloadLayout> layouts = InspectedCodec.layouts(inspected);
    context.checkCancelled();
    String json = json(message);
    JsonNode tree = tree(json);
    return Inspection.dynamic(
        choice,
        fixture,
        index,
        labels,
        views,
        layouts,
        FieldNode.of(tree, fixture.schema().name()),
        pretty(tree));
  }

  /**
   * One message in one codec; a codec that breaks its contract shows as failed in its own row (as
   * for model fixtures).
   */
  CodecPayload inspectSafely(String id, DynamicFixture fixture, DynamicRecord message) {
    return inspector.inspectOne(fixture.schema(), message, id);
  }

  private static String pretty(JsonNode tree) {
    try {
      return JSON.writeValueAsString(tree);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String json(DynamicRecord message) {
    StringWriter text = new StringWriter();
    try (JsonGenerator gen = JSON.getFactory().createGenerator(text)) {
      new DynamicJsonWriter(false).write(gen, message);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return text.toString();
  }

  private static JsonNode tree(String json) {
    try {
      return JSON.readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
