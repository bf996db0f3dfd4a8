package dev.wirebench.app.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.app.fx.TaskContext;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.Inspector;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.MessageJson;
import dev.wirebench.fixtures.FixtureEntry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The engine calls behind the Inspect screen: load a fixture (of the built-in model, or a JSON file
 * of any other shape with an inferred or given schema), encode one message in every codec, index
 * the payloads. Blocking (run it on the task executor); thread-safe.
 */
public final class InspectService {
  private final FixtureLoader loader;
  private final CodecRegistry registry;
  private final DynamicInspections dynamic;
  private volatile boolean strict;

  public InspectService(FixtureLoader loader, CodecRegistry registry) {
    this.loader = loader;
    this.registry = registry;
    this.dynamic = new DynamicInspections(registry);
  }

  public CodecRegistry registry() {
    return registry;
  }

  /** The bundled fixtures, in catalog order. */
  public List<FixtureChoice> bundled() {
    return loader.catalog().entries().stream().map(FixtureChoice::bundled).toList();
  }

  /** Resolves a settings/recent key (bundled id or file path) to a choice. */
  public FixtureChoice choiceFor(String key) {
    return loader
        .catalog()
        .find(key)
        .map(FixtureChoice::bundled)
        .orElseGet(() -> FixtureChoice.file(Path.of(key)));
  }

  /** Whether loading refuses fields no model holds (otherwise they are skipped and listed). */
  public void setStrict(boolean strict) {
    this.strict = strict;
  }

  /**
   * Loads a fixture, strictly if {@link #setStrict} said so.
   *
   * @throws dev.wirebench.engine.fixture.FixtureException saying where and why it is broken
   */
  public LoadedFixture load(FixtureChoice choice) {
    FixtureLoader using = loader.strict(strict);
    if (choice.isFile()) {
      return using.load(choice.file());
    }
    FixtureEntry entry = using.catalog().find(choice.key()).orElseThrow();
    return using.load(entry);
  }

  /**
   * Loads a fixture and inspects its first message. A file of a JSON shape the model does not know
   * (or one given a schema file) is read against its inferred (or given) schema.
   *
   * @throws dev.wirebench.engine.fixture.FixtureException saying where and why it is broken
   */
  public Inspection open(FixtureChoice choice, TaskContext context) {
    if (choice.isFile() && (choice.schema() != null || dynamic.isUnknownShape(choice.file()))) {
      DynamicFixture fixture = dynamic.load(choice);
      return dynamic.inspect(choice, fixture, DynamicInspections.labels(fixture), 0, context);
    }
    LoadedFixture loaded = load(choice);
    return inspect(choice, loaded, labels(loaded), 0, context);
  }

  /** Inspects another message of the fixture {@code shown} holds. */
  public Inspection inspectMessage(Inspection shown, int index, TaskContext context) {
    if (shown.isDynamic()) {
      return dynamic.inspect(
          shown.choice(), shown.dynamic(), shown.messageLabels(), index, context);
    }
    return inspect(shown.choice(), shown.fixture(), shown.messageLabels(), index, context);
  }

  /**
   * Inspects message {@code index} of the fixture in every codec, reporting one step per codec.
   *
   * @param labels the fixture's message labels ({@link #labels}), kept from its first inspection
   */
  public Inspection inspect(
      FixtureChoice choice,
      LoadedFixture fixture,
      List<String> labels,
      int index,
      TaskContext context) {
    Message message = fixture.messages().get(index);
    List<String> ids = registry.ids();
    List<CodecPayload> views = new ArrayList<>();
    Map<String, PayloadLayout> layouts = new LinkedHashMap<>();
    for (int i = 0; i < ids.size(); i++) {
      context.checkCancelled();
      String id = ids.get(i);
      context.progress(i, ids.size(), id);
      CodecPayload view = inspectSafely(id, message);
      views.add(view);
      byte[] payload = view.payload();
      if (payload != null) {
        layouts.put(id, PayloadLayout.of(payload, view.spans()));
      }
    }
    context.checkCancelled();
    JsonNode tree = MessageJson.toTree(message);
    return Inspection.of(
        choice,
        fixture,
        index,
        labels,
        views,
        layouts,
        IgnoredTree.with(FieldNode.of(tree), fixture, index),
        MessageJson.toJson(message));
  }

  /** Encodes message {@code index} of a dynamic fixture in one codec (for comparisons). */
  public CodecPayload inspectOne(String codecId, DynamicFixture fixture, int index) {
    return dynamic.inspectSafely(codecId, fixture, fixture.messages().get(index));
  }

  /** Encodes one message in one codec (for comparisons). */
  public CodecPayload inspectOne(String codecId, Message message) {
    return inspectSafely(codecId, message);
  }

  /**
   * One codec's view; a codec that breaks its contract (throws something other than a
   * CodecException) shows as failed in its own row instead of taking the whole inspection down.
   */
  private CodecPayload inspectSafely(String id, Message message) {
    try {
      return Inspector.inspect(registry.create(id), message);
    } catch (RuntimeException bug) {
      return new CodecPayload(
          registry.find(id).orElseThrow(),
          Support.yes(),
          null,
          List.of(),
          null,
          null,
          "codec error (a bug in the codec): " + bug);
    }
  }

  /** One label per message, e.g. {@code 3 of 5 · OrderBookSnapshot IBM}. */
  public List<String> labels(LoadedFixture fixture) {
    List<Message> messages = fixture.messages();
    List<String> labels = new ArrayList<>(messages.size());
    for (int i = 0; i < messages.size(); i++) {
      Message message = messages.get(i);
      String symbol = MessageJson.valueAt(MessageJson.toTree(message), "symbol");
      labels.add(
          (i + 1)
              + " of "
              + messages.size()
              + " · "
              + message.messageType().shortName()
              + (symbol == null || symbol.isEmpty() ? "" : " " + symbol));
    }
    return labels;
  }
}
