package dev.wirebench.app.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.app.fx.TaskContext;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.FamilyParallel;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.InspectWarmUp;
import dev.wirebench.engine.inspect.Inspector;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.MessageJson;
import dev.wirebench.fixtures.FixtureEntry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The engine calls behind the Inspect screen: load a fixture (of the built-in model, or a JSON file
 * of any other shape with an inferred or given schema), encode one message in every codec, index
 * the payloads. Blocking (run it on the task executor); thread-safe.
 */
public final class InspectService {
  private final FixtureLoader loader;
  private final CodecRegistry registry;
  private final DynamicInspections dynamic;
  private final Inspector inspector;
  private final AtomicReference<FirstInspection> leadGate = new AtomicReference<>();
  private volatile boolean strict;

  public InspectService(FixtureLoader loader, CodecRegistry registry) {
    this.loader = loader;
    this.registry = registry;
    this.dynamic = new DynamicInspections(registry);
    this.inspector = new Inspector(registry);
  }

  /**
   * Runs the idle warm-up ({@link InspectWarmUp}) over the bundled fixtures {@code fixtureIds}
   * accepts (the app: all; {@code bin/inspect-in-app-time}: all but the one it times) — with the
   * codec instances this screen's inspections use, each codec's view laid out for the hex view and
   * each message's tree and text built as {@link #open} does, then read as JSON of an unknown shape
   * (the path of a user's own files) — until done or {@code stop} says so. Blocking.
   *
   * @return how many codec inspections ran
   */
  public int warmUp(Predicate<String> fixtureIds, BooleanSupplier stop) {
    // One thread: each message's tree, built right before its first codec, serves all its codecs.
    AtomicReference<JsonNode> shown = new AtomicReference<>();
    int count =
        InspectWarmUp.run(
            registry.ids(),
            InspectWarmUp.messages(loader, fixtureIds),
            InspectWarmUp.ROUNDS,
            stop,
            message -> shown.set(treeAndText(message)),
            (id, message) -> InspectedCodec.of(inspector.inspectOne(id, message, shown.get())));
    return count + dynamic.warmUp(loader, fixtureIds, stop);
  }

  /**
   * What an inspection builds once per message besides the codecs' views: its JSON tree (returned),
   * the field tree of it, its text.
   */
  private static JsonNode treeAndText(Message message) {
    JsonNode json = MessageJson.toTree(message);
    FieldNode.of(json);
    MessageJson.toJson(message);
    return json;
  }

  /**
   * The next {@link #open} runs the codec the screen will select alone first and shows it, and the
   * other codecs when {@code first} says: for the session's first inspection, started while the
   * window is built.
   */
  public void leadNextOpen(FirstInspection first) {
    leadGate.set(first);
  }

  public CodecRegistry registry() {
    return registry;
  }

  /** The registered codecs, in registry order. */
  public List<CodecInfo> infos() {
    return registry.infos();
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
    return open(choice, context, partial -> {});
  }

  /**
   * {@link #open(FixtureChoice, TaskContext)}, handing {@code partial} (through {@link
   * TaskContext#deliver}, on the FX thread) inspections that hold only the codecs finished so far
   * when the whole inspection takes longer than {@link ProgressiveViews#FIRST_AFTER_MS}: the first
   * use of some codecs in a JVM takes hundreds of milliseconds.
   */
  public Inspection open(FixtureChoice choice, TaskContext context, Consumer<Inspection> partial) {
    return open(choice, context, partial, "");
  }

  /**
   * {@link #open(FixtureChoice, TaskContext, Consumer)}; if {@link #leadNextOpen} asked for it,
   * codec {@code selected} (else the first) runs alone first and is shown at once (not for fixtures
   * read against an inferred or given schema).
   *
   * @param selected the codec the screen will select, or empty
   */
  public Inspection open(
      FixtureChoice choice, TaskContext context, Consumer<Inspection> partial, String selected) {
    FirstInspection first = leadGate.getAndSet(null);
    try {
      return open(
          choice,
          context,
          partial,
          first == null ? null : LeadCodec.of(selected, registry.ids(), first));
    } finally {
      if (first != null) {
        first.leadSkipped(); // if the lead never ran: nothing to wait for
      }
    }
  }

  private Inspection open(
      FixtureChoice choice, TaskContext context, Consumer<Inspection> partial, LeadCodec lead) {
    if (choice.isFile() && (choice.schema() != null || dynamic.isUnknownShape(choice.file()))) {
      if (lead != null) {
        lead.first().leadSkipped(); // no lead here: the window need not wait for one
      }
      DynamicFixture fixture = dynamic.load(choice);
      return dynamic.inspect(choice, fixture, DynamicInspections.labels(fixture), 0, context);
    }
    LoadedFixture loaded = load(choice);
    return inspect(choice, loaded, labels(loaded), 0, context, partial, lead);
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
    return inspect(choice, fixture, labels, index, context, partial -> {}, null);
  }

  /**
   * {@link #inspect(FixtureChoice, LoadedFixture, List, int, TaskContext)}, codecs of different
   * libraries on {@link FamilyParallel#threads()} threads, handing {@code partial} the codecs
   * finished so far as {@link ProgressiveViews} says; {@code lead} (may be null) first and alone.
   */
  private Inspection inspect(
      FixtureChoice choice,
      LoadedFixture fixture,
      List<String> labels,
      int index,
      TaskContext context,
      Consumer<Inspection> partial,
      LeadCodec lead) {
    Message message = fixture.messages().get(index);
    List<String> ids = registry.ids();
    JsonNode json = MessageJson.toTree(message);
    FieldNode tree = IgnoredTree.with(FieldNode.of(json), fixture, index);
    String text = MessageJson.toJson(message);
    Map<String, InspectedCodec> early = new HashMap<>();
    if (lead != null && ids.contains(lead.id())) {
      InspectedCodec alone = InspectedCodec.of(inspector.inspectOne(lead.id(), message, json));
      early.put(lead.id(), alone);
      Inspection shown =
          Inspection.of(
              choice,
              fixture,
              index,
              labels,
              List.of(alone.view()),
              InspectedCodec.layouts(List.of(alone)),
              tree,
              text);
      lead.first().leadReady(() -> partial.accept(shown), context::deliver);
      lead.first().awaitOthers(context);
    }
    ProgressiveViews progress =
        new ProgressiveViews(
            ids.size(),
            (views, layouts) ->
                context.deliver(
                    () ->
                        partial.accept(
                            Inspection.of(
                                choice, fixture, index, labels, views, layouts, tree, text))),
            (done, id) -> context.progress(done, ids.size(), id));
    if (!early.isEmpty()) {
      progress.alreadyShown(early.size());
    }
    List<InspectedCodec> inspected =
        FamilyParallel.map(
            ids,
            registry::family,
            id -> {
              context.checkCancelled();
              InspectedCodec done = early.get(id);
              return done != null
                  ? done
                  : InspectedCodec.of(inspector.inspectOne(id, message, json));
            },
            // At least two: the task's thread only hands over results, so one slow codec never
            // holds back the finished ones' rows, even on one core.
            Math.max(2, FamilyParallel.threads()),
            progress);
    context.checkCancelled();
    return Inspection.of(
        choice,
        fixture,
        index,
        labels,
        InspectedCodec.views(inspected),
        InspectedCodec.layouts(inspected),
        tree,
        text);
  }

  /** Encodes message {@code index} of a dynamic fixture in one codec (for comparisons). */
  public CodecPayload inspectOne(String codecId, DynamicFixture fixture, int index) {
    return dynamic.inspectSafely(codecId, fixture, fixture.messages().get(index));
  }

  /** Encodes one message in one codec (for comparisons). */
  public CodecPayload inspectOne(String codecId, Message message) {
    return inspector.inspectOne(codecId, message);
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
