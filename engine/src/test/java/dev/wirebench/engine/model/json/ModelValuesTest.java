package dev.wirebench.engine.model.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ModelValuesTest {
  /** The path grammar ModelValues used to match with, kept here as the reference. */
  private static final Pattern STEP = Pattern.compile("([^.\\[\\]]+)|\\[(\\d+)]");

  @Test
  void everySpanPathOfEveryCodecFindsWhatThePathGrammarFinds() {
    CodecRegistry registry = CodecRegistry.discover();
    FixtureLoader fixtures = FixtureLoader.bundled();
    int compared = 0;
    for (String fixture : fixtures.catalog().ids()) {
      Message message = fixtures.resolve(fixture).first();
      ModelValues values = new ModelValues(message);
      JsonNode tree = MessageJson.toTree(message);
      for (String path : spanPaths(registry, message)) {
        assertThat(values.text(path))
            .as(fixture + " " + path)
            .isEqualTo(text(reference(tree, path)));
        assertThat(values.has(path))
            .as(fixture + " " + path)
            .isEqualTo(reference(tree, path) != null);
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(1000);
  }

  @Test
  void oddPathsFindWhatThePathGrammarFinds() {
    Message book = FixtureLoader.bundled().resolve("snapshot-20x20").first();
    ModelValues values = new ModelValues(book);
    JsonNode tree = MessageJson.toTree(book);
    List<String> odd =
        List.of(
            "",
            ".",
            "symbol",
            "entries[3].price",
            "entries[3]price",
            "entries.[3].price",
            "entries[x].price",
            "entries[]",
            "entries[3",
            "entries]3[",
            "[0]",
            "entries[999].price",
            "(message size)",
            "entries[0]",
            "..symbol..");
    for (String path : odd) {
      assertThat(values.text(path)).as(path).isEqualTo(text(reference(tree, path)));
      assertThat(values.has(path)).as(path).isEqualTo(reference(tree, path) != null);
    }
    assertThat(values.text("entries[3].price")).isNotNull();
  }

  private static Set<String> spanPaths(CodecRegistry registry, Message message) {
    Set<String> paths = new LinkedHashSet<>();
    for (String id : registry.ids()) {
      Codec codec = registry.create(id);
      if (!codec.support(message.messageType()).supported()) {
        continue;
      }
      byte[] payload = Codecs.encode(codec, message);
      collect(codec.describe(payload, 0, payload.length), paths);
    }
    return paths;
  }

  private static void collect(List<FieldSpan> spans, Set<String> paths) {
    for (FieldSpan span : new ArrayList<>(spans)) {
      paths.add(span.path());
      collect(span.children(), paths);
    }
  }

  private static JsonNode reference(JsonNode tree, String path) {
    JsonNode node = tree;
    Matcher m = STEP.matcher(path);
    boolean any = false;
    while (m.find()) {
      if (node == null) {
        return null;
      }
      node = m.group(1) != null ? node.get(m.group(1)) : node.get(Integer.parseInt(m.group(2)));
      any = true;
    }
    return any ? node : null;
  }

  private static String text(JsonNode node) {
    if (node == null || node.isNull() || node.isContainerNode()) {
      return null;
    }
    return node.isNumber() ? node.decimalValue().toPlainString() : node.asText();
  }
}
