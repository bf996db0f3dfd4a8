package dev.wirebench.app.inspect;

import dev.wirebench.engine.dynamic.json.SchemaFile;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.model.Message;
import java.util.List;
import java.util.Map;

/**
 * One message of a fixture seen through every codec, ready to show: built off the FX thread by
 * {@link InspectService}, immutable. The fixture is either of the built-in model ({@link #fixture})
 * or a JSON file of a shape Wirebench has no model for, read against an inferred or given schema
 * ({@link #dynamic}); exactly one of the two is set.
 *
 * @param choice what was opened
 * @param fixture the loaded model fixture, or null for a dynamic one
 * @param dynamic the loaded dynamic fixture, or null for a model one
 * @param messageIndex which message (0-based)
 * @param messageLabels one label per message of the fixture, for the message picker
 * @param views one per registered codec, in registry order
 * @param layouts hex layouts of the codecs that produced a payload, by codec id
 * @param tree the decoded message tree
 * @param json the message as pretty-printed fixture JSON
 */
public record Inspection(
    FixtureChoice choice,
    LoadedFixture fixture,
    DynamicFixture dynamic,
    int messageIndex,
    List<String> messageLabels,
    List<CodecPayload> views,
    Map<String, PayloadLayout> layouts,
    FieldNode tree,
    String json) {
  public Inspection {
    if ((fixture == null) == (dynamic == null)) {
      throw new IllegalArgumentException("an inspection shows a model fixture or a dynamic one");
    }
    messageLabels = List.copyOf(messageLabels);
    views = List.copyOf(views);
    layouts = Map.copyOf(layouts);
  }

  /** An inspection of a model fixture. */
  public static Inspection of(
      FixtureChoice choice,
      LoadedFixture fixture,
      int messageIndex,
      List<String> messageLabels,
      List<CodecPayload> views,
      Map<String, PayloadLayout> layouts,
      FieldNode tree,
      String json) {
    return new Inspection(
        choice, fixture, null, messageIndex, messageLabels, views, layouts, tree, json);
  }

  /** An inspection of a JSON file of a shape the model does not know. */
  public static Inspection dynamic(
      FixtureChoice choice,
      DynamicFixture dynamic,
      int messageIndex,
      List<String> messageLabels,
      List<CodecPayload> views,
      Map<String, PayloadLayout> layouts,
      FieldNode tree,
      String json) {
    return new Inspection(
        choice, null, dynamic, messageIndex, messageLabels, views, layouts, tree, json);
  }

  /** Whether the fixture is a file of unknown shape read against a runtime schema. */
  public boolean isDynamic() {
    return dynamic != null;
  }

  /**
   * The inspected message of a model fixture.
   *
   * @throws IllegalStateException for a dynamic fixture (it has no model message)
   */
  public Message message() {
    if (fixture == null) {
      throw new IllegalStateException("a dynamic fixture has no model message");
    }
    return fixture.messages().get(messageIndex);
  }

  public int messageCount() {
    return fixture != null ? fixture.messages().size() : dynamic.messages().size();
  }

  /** The message type's short name, or the schema's record name. */
  public String typeName() {
    return fixture != null ? message().messageType().shortName() : dynamic.schema().name();
  }

  /** How the file holds its messages, said to the user. */
  public String format() {
    return fixture != null ? fixture.format() : dynamic.format();
  }

  /** One line: message type, count, and the format the file was read as. */
  public String summary() {
    int count = messageCount();
    return typeName() + " · " + (count == 1 ? "1 message" : count + " messages") + " · " + format();
  }

  /** The file name, or the bundled id: names saved payloads and schemas. */
  public String fixtureName() {
    return choice.isFile() && choice.file().getFileName() != null
        ? choice.file().getFileName().toString()
        : choice.key();
  }

  /** The schema as a Wirebench schema file (editable, readable back), or empty for the model. */
  public String schemaText() {
    return dynamic == null ? "" : SchemaFile.write(dynamic.schema());
  }

  /** The loaded fixture object, whichever kind: the same object for messages of one load. */
  public Object loaded() {
    return fixture != null ? fixture : dynamic;
  }

  /** The view of one codec, or null. */
  public CodecPayload view(String codecId) {
    return views.stream().filter(v -> v.info().id().equals(codecId)).findFirst().orElse(null);
  }
}
