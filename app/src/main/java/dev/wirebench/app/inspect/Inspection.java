package dev.wirebench.app.inspect;

import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.model.Message;
import java.util.List;
import java.util.Map;

/**
 * One message of a fixture seen through every codec, ready to show: built off the FX thread by
 * {@link InspectService}, immutable.
 *
 * @param choice what was opened
 * @param fixture the loaded fixture
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
    int messageIndex,
    List<String> messageLabels,
    List<CodecPayload> views,
    Map<String, PayloadLayout> layouts,
    FieldNode tree,
    String json) {
  public Inspection {
    messageLabels = List.copyOf(messageLabels);
    views = List.copyOf(views);
    layouts = Map.copyOf(layouts);
  }

  public Message message() {
    return fixture.messages().get(messageIndex);
  }

  /** The view of one codec, or null. */
  public CodecPayload view(String codecId) {
    return views.stream().filter(v -> v.info().id().equals(codecId)).findFirst().orElse(null);
  }
}
