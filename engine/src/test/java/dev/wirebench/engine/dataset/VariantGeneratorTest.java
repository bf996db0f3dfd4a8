package dev.wirebench.engine.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.inspect.RoundTrip;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.fixtures.FixtureCatalog;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded variants of the bundled fixtures: the same seed gives the same bytes, prices move on their
 * tick together, sizes and depths vary, identifiers stay; and every variant is a message of the
 * built-in model that every codec carrying the fixture round-trips exactly.
 */
class VariantGeneratorTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path dir;

  private static List<ObjectNode> templates(String fixture) {
    return Templates.read(
        FixtureCatalog.bundled().find(fixture).orElseThrow().readBytes(), fixture);
  }

  private static String generate(String fixture, VariantSettings settings) throws IOException {
    StringWriter out = new StringWriter();
    new VariantGenerator(templates(fixture), settings).write(out, n -> {}, new CancelToken());
    return out.toString();
  }

  @Test
  void theSameSeedGivesTheSameBytesAndAnotherSeedOthers() throws IOException {
    VariantSettings settings = new VariantSettings(500, 7, 2, 0.5, 0.5);
    assertThat(generate("snapshot-20x20", settings))
        .isEqualTo(generate("snapshot-20x20", settings));
    assertThat(generate("snapshot-20x20", new VariantSettings(500, 8, 2, 0.5, 0.5)))
        .isNotEqualTo(generate("snapshot-20x20", settings));
  }

  @Test
  void pricesWalkOnTheirTickTogetherSizesVaryAndTheRestStays() throws IOException {
    JsonNode variants = JSON.readTree(generate("bars", new VariantSettings(2_000, 1, 3, 0.5, 0)));
    List<ObjectNode> bars = templates("bars");
    Set<String> closes = new HashSet<>();
    for (int i = 0; i < variants.size(); i++) {
      JsonNode variant = variants.get(i);
      JsonNode template = bars.get(i % bars.size());
      BigDecimal shift = decimal(variant, "open").subtract(decimal(template, "open"));
      for (String price : List.of("high", "low", "close")) {
        assertThat(decimal(variant, price).subtract(decimal(template, price)))
            .as("a bar's prices move together")
            .isEqualByComparingTo(shift);
        assertThat(decimal(variant, price).scale()).isEqualTo(decimal(template, price).scale());
      }
      assertThat(decimal(variant, "high")).isGreaterThanOrEqualTo(decimal(variant, "low"));
      assertThat(decimal(variant, "volume").signum()).isPositive();
      for (String kept : List.of("$type", "symbol", "timestamp", "exchangeId")) {
        assertThat(variant.get(kept)).isEqualTo(template.get(kept));
      }
      closes.add(variant.get("close").asText());
    }
    assertThat(closes.size()).as("2,000 variants, not a handful repeated").isGreaterThan(1_000);
  }

  @Test
  void listsOfRecordsVaryInLengthWithinTheSpread() throws IOException {
    JsonNode variants =
        JSON.readTree(generate("snapshot-20x20", new VariantSettings(300, 3, 0, 0, 0.5)));
    int template = templates("snapshot-20x20").get(0).get("entries").size();
    Set<Integer> lengths = new HashSet<>();
    for (JsonNode variant : variants) {
      lengths.add(variant.get("entries").size());
    }
    assertThat(lengths).hasSizeGreaterThan(5);
    assertThat(lengths).allMatch(n -> n >= template / 2 && n <= template * 3 / 2);
  }

  @ParameterizedTest(name = "every codec round-trips variants of {0}")
  @ValueSource(
      strings = {"bars", "snapshot-20x20", "new-order-single", "book-update-mix", "l1-packages"})
  void everyCodecThatCarriesTheFixtureRoundTripsItsVariants(String fixture) throws IOException {
    Path file = dir.resolve(fixture + "-variants.json");
    Files.writeString(
        file, generate(fixture, new VariantSettings(60, 11, 5, 0.8, 0.5)), StandardCharsets.UTF_8);
    LoadedFixture variants = FixtureLoader.bundled().load(file);
    assertThat(variants.messages()).hasSize(60);
    CodecRegistry registry = CodecRegistry.discover();
    List<String> checked = new ArrayList<>();
    for (String id : registry.ids()) {
      Codec codec = registry.create(id);
      if (id.equals("test-faulty")) {
        continue;
      }
      for (Message message : variants.messages()) {
        if (codec.support(message.messageType()).supported()) {
          assertThat(RoundTrip.check(codec, message).summary())
              .as("%s on a variant of %s", id, fixture)
              .isEqualTo("exact");
          assertThat(Codecs.encode(codec, message)).isNotEmpty();
          checked.add(id);
        }
      }
    }
    assertThat(checked).as("some codec carries " + fixture).isNotEmpty();
  }

  @Test
  void badTemplatesAndSettingsSayWhere() {
    assertThatThrownBy(
            () -> Templates.read("{\"a\":1}\n{\"b\":".getBytes(StandardCharsets.UTF_8), "f.json"))
        .hasMessageContaining("f.json at line 2");
    assertThatThrownBy(() -> Templates.read("[1, 2]".getBytes(StandardCharsets.UTF_8), "g.json"))
        .hasMessageContaining("g.json, message 1: expected a JSON object");
    assertThatThrownBy(() -> new VariantSettings(0, 1, 1, 1, 1)).hasMessageContaining("count");
    assertThatThrownBy(() -> new VariantSettings(1, 1, -1, 1, 1))
        .hasMessageContaining("price step");
  }

  private static BigDecimal decimal(JsonNode message, String field) {
    return new BigDecimal(message.get(field).asText());
  }
}
