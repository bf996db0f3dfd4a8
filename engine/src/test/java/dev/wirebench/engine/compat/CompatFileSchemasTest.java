package dev.wirebench.engine.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The five order-book changes of {@code docs/examples/compat} in the users' own schema languages,
 * on the peer order-book sample: what each format's rules mean on its own bytes, and its checker
 * beside them.
 */
class CompatFileSchemasTest {
  static final Path DOCS = Path.of("..", "docs", "examples");
  static final Path SAMPLE = Path.of("src/test/resources/peer/order_book_snapshots_sample.json");

  static CompatReport run(
      String ext, String change, List<String> rows, Map<String, String> renames) {
    DynamicFixtureLoader loader = new DynamicFixtureLoader();
    RecordSchema old = loader.readSchema(DOCS.resolve("peer-order-book/order_book." + ext));
    RecordSchema neu = loader.readSchema(DOCS.resolve("compat/" + change + "." + ext));
    List<DynamicRecord> messages = loader.readMessages(SAMPLE, old);
    return new CompatLab(DynamicCodecs.discover())
        .run(CompatInputs.of(old, neu, renames, messages), rows, "old", change);
  }

  static FieldResult field(CellResult cell, String label) {
    return cell.fields().stream()
        .filter(f -> f.pair().label().equals(label))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + label + " among " + cell.fields()));
  }

  @Test
  void protobufPairsARenameByFieldNumberAndItsBytesSurvive() {
    CompatReport report = run("proto", "rename", List.of("protobuf", "json"), Map.of());
    assertThat(report.mapping().toNew("venue")).isEqualTo("exchange");
    assertThat(report.notes())
        .anyMatch(n -> n.contains("venue → exchange: paired by field number 2"));
    CellResult protobuf = report.cellsOf("protobuf").get(0);
    assertThat(protobuf.verdict()).isEqualTo(Outcome.SURVIVED);
    assertThat(protobuf.staticVerdict().compatible()).isTrue();
    assertThat(protobuf.staticVerdict().findings())
        .anyMatch(f -> f.startsWith("warning:") && f.contains("renamed to exchange"));
    // JSON goes by name: the renamed key is unknown to the new reader
    assertThat(report.cellsOf("json").get(0).firstError()).contains("unknown field \"venue\"");
  }

  @Test
  void protobufWidenIsMisreadByAnOldReaderThoughItsRulesPassIt() {
    CellResult back =
        run("proto", "widen", List.of("protobuf"), Map.of()).cellsOf("protobuf").get(1);
    assertThat(back.direction()).isEqualTo(Direction.NEW_TO_OLD);
    FieldResult size = field(back, "bids[].size");
    assertThat(size.outcome()).isEqualTo(Outcome.MISREAD);
    // int32 reader of an int64 2147483648+: the low 32 bits, a negative number, no error
    assertThat(size.example()).contains("wrote 214748").contains("read -214748");
    assertThat(back.staticVerdict().compatible()).isTrue();
    assertThat(back.staticVerdict().findings()).anyMatch(f -> f.contains("truncates"));
    assertThat(back.disagreement()).contains("says compatible").contains("misread");
  }

  @Test
  void protobufRemovedFieldIsDroppedAndItsNumberNotReservedIsAWarning() {
    CompatReport report = run("proto", "remove-field", List.of("protobuf"), Map.of());
    CellResult forward = report.cellsOf("protobuf").get(0);
    assertThat(field(forward, "sequence").outcome()).isEqualTo(Outcome.DROPPED);
    assertThat(forward.verdict()).isEqualTo(Outcome.DROPPED);
    assertThat(forward.staticVerdict().findings())
        .anyMatch(f -> f.contains("field 5 (sequence) removed without reserving its number"));
    CellResult back = report.cellsOf("protobuf").get(1);
    assertThat(field(back, "sequence").outcome()).isEqualTo(Outcome.DEFAULTED);
  }

  @Test
  void avroResolvesARenameThroughTheAliasOnlyWithTheWritersSchema() {
    CompatReport report = run("avsc", "rename", List.of("avro", "avro-resolving"), Map.of());
    assertThat(report.mapping().toNew("venue")).isEqualTo("exchange");
    CellResult resolving = report.cellsOf("avro-resolving").get(0);
    assertThat(resolving.verdict()).isEqualTo(Outcome.SURVIVED);
    assertThat(resolving.staticVerdict().compatible()).isTrue();
    // the alias is on the new reader only: an old reader cannot resolve the new name
    CellResult back = report.cellsOf("avro-resolving").get(1);
    assertThat(back.verdict()).isEqualTo(Outcome.ERROR);
    assertThat(back.staticVerdict().compatible()).isFalse();
  }

  @Test
  void avroWithoutTheWritersSchemaMisreadsARemovedField() {
    CompatReport report = run("avsc", "remove-field", List.of("avro", "avro-resolving"), Map.of());
    CellResult raw = report.cellsOf("avro").get(0);
    assertThat(raw.verdict()).isIn(Outcome.ERROR, Outcome.MISREAD);
    CellResult resolving = report.cellsOf("avro-resolving").get(0);
    assertThat(resolving.verdict()).isEqualTo(Outcome.DROPPED);
    assertThat(field(resolving, "sequence").outcome()).isEqualTo(Outcome.DROPPED);
    assertThat(raw.disagreement()).contains("says compatible");
  }

  @Test
  void sbePairsByIdAndItsRulesJudgeEachChange() {
    CompatReport rename = run("xml", "rename", List.of("sbe"), Map.of());
    assertThat(rename.cellsOf("sbe").get(0).verdict()).isEqualTo(Outcome.SURVIVED);
    assertThat(rename.cellsOf("sbe").get(0).staticVerdict().compatible()).isTrue();
    StaticVerdict removed =
        run("xml", "remove-field", List.of("sbe"), Map.of()).cellsOf("sbe").get(0).staticVerdict();
    assertThat(removed.compatible()).isFalse();
    assertThat(removed.findings()).anyMatch(f -> f.contains("sequence removed"));
    StaticVerdict widened =
        run("xml", "widen", List.of("sbe"), Map.of()).cellsOf("sbe").get(0).staticVerdict();
    assertThat(widened.findings()).anyMatch(f -> f.contains("bids.size moved or retyped"));
    StaticVerdict added =
        run("xml", "add-field", List.of("sbe"), Map.of()).cellsOf("sbe").get(0).staticVerdict();
    assertThat(added.compatible()).isTrue();
  }

  @Test
  void sbeReadsAnotherVersionAtItsActingVersionAsSbeToolsDecodersDo() {
    CompatReport added = run("xml", "add-field", List.of("sbe", "sbe-gen"), Map.of());
    CellResult forward = added.cellsOf("sbe").get(0);
    // a v1 payload predates session (sinceVersion 2): absent to the v2 reader
    assertThat(field(forward, "session").outcome()).isEqualTo(Outcome.DEFAULTED);
    assertThat(forward.verdict()).isEqualTo(Outcome.DEFAULTED);
    // a v2 payload's longer block is read past its known fields by the v1 reader
    assertThat(added.cellsOf("sbe").get(1).verdict()).isEqualTo(Outcome.DROPPED);
    assertThat(forward.disagreement()).isNull();
    // sbe-gen's binding checks the header against its own schema: another version is refused
    assertThat(added.cellsOf("sbe-gen").get(0).firstError()).contains("blockLength");

    CellResult widened = run("xml", "widen", List.of("sbe"), Map.of()).cellsOf("sbe").get(0);
    FieldResult size = field(widened, "bids[].size");
    assertThat(size.outcome()).isEqualTo(Outcome.MISREAD);
    // the v2 int64 at offset 8 spans the v1 int32 size (14) and orderCount (7): 7 << 32 | 14
    assertThat(size.example()).startsWith("wrote 14, read 30064771086");
    assertThat(field(widened, "bids[].orderCount").outcome()).isEqualTo(Outcome.DEFAULTED);
  }

  @Test
  void flatBuffersPairsARenameByVtableSlotAndItSurvives() {
    CompatReport report = run("fbs", "rename", List.of("flatbuffers-gen", "json"), Map.of());
    assertThat(report.mapping().pairs())
        .contains(new FieldPair("venue", "exchange", "vtable slot 1"));
    for (CellResult cell : report.cellsOf("flatbuffers-gen")) {
      assertThat(cell.verdict()).as(cell.direction().label()).isEqualTo(Outcome.SURVIVED);
    }
    assertThat(report.cellsOf("json").get(0).verdict()).isEqualTo(Outcome.ERROR);
  }

  @Test
  void flatBuffersWidenInOneVtableSlotIsMisreadBothWays() {
    CompatReport report = run("fbs", "widen", List.of("flatbuffers-gen"), Map.of());
    for (CellResult cell : report.cellsOf("flatbuffers-gen")) {
      assertThat(cell.verdict()).as(cell.direction().label()).isEqualTo(Outcome.MISREAD);
      assertThat(field(cell, "bids[].size").outcome()).isEqualTo(Outcome.MISREAD);
    }
  }
}
