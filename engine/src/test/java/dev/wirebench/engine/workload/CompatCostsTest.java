package dev.wirebench.engine.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.compat.CompatInput;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.inspect.RoundTrip;
import dev.wirebench.engine.model.Message;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The workloads of the cost of compatibility, without forks: each compatible mode really is the
 * other mode (its bytes say so), decodes what it encoded, and a reader that refuses the other
 * version's bytes is refused when the workload is made.
 */
class CompatCostsTest {
  static final Path DOCS = Path.of("..", "docs", "examples");
  static final Path SAMPLE = Path.of("src/test/resources/peer/order_book_snapshots_sample.json");
  static final String FIXTURE = "book-snapshots-5";

  static CompatSource source(String ext, String change) {
    return CompatSource.of(
        DOCS.resolve("peer-order-book/order_book." + ext),
        DOCS.resolve("compat/" + change + "." + ext),
        List.of(),
        null,
        SAMPLE,
        Map.of());
  }

  @Test
  void foryAndKryoCompatibleModesDecodeWhatTheyEncodeAndCarryTheirFieldNames() {
    for (CostVariant[] pair :
        new CostVariant[][] {
          {CostVariant.FORY, CostVariant.FORY_COMPATIBLE},
          {CostVariant.KRYO, CostVariant.KRYO_COMPATIBLE}
        }) {
      @SuppressWarnings("unchecked") // built-in variants are workloads of the model's messages
      Workload<Message> strict = (Workload<Message>) CompatCosts.prepare(pair[0], FIXTURE, null);
      @SuppressWarnings("unchecked")
      Workload<Message> compatible =
          (Workload<Message>) CompatCosts.prepare(pair[1], FIXTURE, null);
      assertThat(compatible.codec().info().id()).isEqualTo(pair[1].id());
      for (int i = 0; i < compatible.size(); i++) {
        assertThat(RoundTrip.of(compatible.message(i), compatible.decode(i)).summary())
            .as(pair[1].id())
            .isEqualTo("exact");
        assertThat(RoundTrip.of(strict.message(i), strict.decode(i)).summary()).isEqualTo("exact");
        // the compatible payload carries its class's field meta; the strict one only values
        assertThat(compatible.payloads()[i].length).isGreaterThan(strict.payloads()[i].length);
        if (pair[1] == CostVariant.KRYO_COMPATIBLE) {
          // Kryo writes ASCII names with the last character's high bit set: the rest is plain
          assertThat(new String(compatible.payloads()[i], StandardCharsets.ISO_8859_1))
              .contains("instrumentI");
          assertThat(new String(strict.payloads()[i], StandardCharsets.ISO_8859_1))
              .doesNotContain("instrumentI");
        }
      }
    }
  }

  @Test
  void avroVariantsReadTheSameOldBytesWithTheirOwnReaders() {
    CompatInput input = source("avsc", "add-field").read();
    Workload<?> plain = CompatCosts.prepare(CostVariant.AVRO, FIXTURE, input);
    Workload<?> same = CompatCosts.prepare(CostVariant.AVRO_RESOLVING_SAME, FIXTURE, input);
    Workload<?> resolving = CompatCosts.prepare(CostVariant.AVRO_RESOLVING, FIXTURE, input);
    assertThat(plain.size()).isEqualTo(input.oldMessages().size());
    for (int i = 0; i < plain.size(); i++) {
      assertThat(same.payloads()[i]).isEqualTo(plain.payloads()[i]);
      assertThat(resolving.payloads()[i]).isEqualTo(plain.payloads()[i]);
      // the resolving reader reads as NEW: its added field is there, at its default
      DynamicRecord read = (DynamicRecord) resolving.decode(i);
      assertThat(read.schema()).isSameAs(input.newSchema());
      DynamicRecord own = (DynamicRecord) same.decode(i);
      assertThat(own.schema()).isSameAs(input.oldSchema());
    }
  }

  @Test
  void sbeNewerBlockIsNewsLongerPayloadReadByTheOldReader() {
    CompatInput input = source("xml", "add-field").read();
    Workload<?> own = CompatCosts.prepare(CostVariant.SBE, FIXTURE, input);
    Workload<?> newer = CompatCosts.prepare(CostVariant.SBE_NEWER_BLOCK, FIXTURE, input);
    for (int i = 0; i < Math.min(own.size(), newer.size()); i++) {
      assertThat(newer.payloads()[i].length).isGreaterThan(own.payloads()[i].length);
      DynamicRecord read = (DynamicRecord) newer.decode(i);
      assertThat(read.schema()).isSameAs(input.oldSchema());
    }
  }

  @Test
  void aReaderThatRefusesTheOtherVersionsBytesIsRefusedWithItsMessage() {
    CompatInput input = source("xml", "remove-field").read();
    assertThatThrownBy(() -> CompatCosts.prepare(CostVariant.SBE_NEWER_BLOCK, FIXTURE, input))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the reader refuses the writer's bytes: sbe");
  }

  @Test
  void theSourceTravelsToAForkAsOneParameter() {
    CompatSource source =
        new CompatSource(
            "/a/old.avsc", null, List.of("add:x:int32", "remove:y"), "M", null, Map.of("a", "b"));
    assertThat(CompatSource.ofParam(source.param())).isEqualTo(source);
    assertThat(CompatCosts.prepare("kryo-compatible", FIXTURE, "none").codec().info().id())
        .isEqualTo("kryo-compatible");
    assertThatThrownBy(() -> CompatCosts.prepare("nope", FIXTURE, "none"))
        .hasMessageContaining("no such compatibility cost: nope");
  }
}
