package dev.wirebench.engine.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every generic codec family on every kind of change, on real payloads from the real libraries: the
 * verdict of each cell as observed (old→new / new→old), and the field that decides it. The
 * expectations are what the libraries and Wirebench's mappings do today; a change in a codec that
 * alters what a schema change does to its bytes fails here first.
 */
class CompatOutcomesTest {
  static final RecordSchema V1 =
      new RecordSchema(
          "Order",
          List.of(
              new Field("id", FieldType.of(FieldKind.INT64), false),
              new Field("qty", FieldType.of(FieldKind.INT32), false),
              new Field("side", FieldType.enumOf(List.of("BUY", "SELL")), false),
              new Field("sym", FieldType.of(FieldKind.STRING), false),
              new Field("note", FieldType.of(FieldKind.STRING), true)));

  static final List<String> ROWS =
      List.of(
          "json",
          "cbor",
          "smile",
          "msgpack",
          "avro",
          "avro-resolving",
          "protobuf",
          "sbe",
          "wire-interpreted",
          "wire-compiled");

  static Stream<Arguments> changes() {
    return Stream.of(
        Arguments.of(
            "add:venue:string",
            "venue",
            expect(
                "defaulted/error defaulted/error defaulted/error error/error error/error"
                    + " defaulted/dropped defaulted/dropped error/error error/dropped"
                    + " error/dropped")),
        Arguments.of(
            "remove:sym",
            "sym",
            expect(
                "error/error error/error error/error error/error error/error dropped/error"
                    + " misread/misread error/error misread/error misread/error")),
        Arguments.of(
            "rename:sym=symbol",
            "sym → symbol",
            expect(
                "error/error error/error error/error survived/survived survived/survived"
                    + " error/error survived/survived survived/survived survived/survived"
                    + " survived/survived")),
        Arguments.of(
            "retype:qty:int64",
            "qty",
            expect(
                "survived/error survived/error survived/error survived/error survived/misread"
                    + " survived/error survived/misread error/error error/error error/error")),
        Arguments.of(
            "enum-add:side:CROSS",
            "side",
            expect(
                "survived/error survived/error survived/error survived/error survived/error"
                    + " survived/error survived/error survived/error survived/error"
                    + " survived/error")),
        Arguments.of(
            "move:qty:0",
            "qty",
            expect(
                "survived/survived survived/survived survived/survived misread/misread"
                    + " misread/misread survived/survived misread/misread misread/misread"
                    + " misread/misread misread/misread")));
  }

  private static Map<String, String> expect(String verdicts) {
    String[] cells = verdicts.split(" ");
    Map<String, String> out = new LinkedHashMap<>();
    for (int i = 0; i < ROWS.size(); i++) {
      out.put(ROWS.get(i), cells[i]);
    }
    return out;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("changes")
  void everyCodecFamilyGivesItsObservedVerdictBothWays(
      String edit, String field, Map<String, String> expected) {
    CompatReport report = run(edit);
    Map<String, String> observed = new LinkedHashMap<>();
    for (String row : ROWS) {
      List<CellResult> both = report.cellsOf(row);
      observed.put(row, label(both.get(0)) + "/" + label(both.get(1)));
    }
    assertThat(observed).isEqualTo(expected);
    for (CellResult cell : report.cells()) {
      if (cell.verdict() != Outcome.SURVIVED) { // the changed field shows the change
        assertThat(outcomeOf(cell, field))
            .as(cell.codecId() + " " + cell.direction().label())
            .isNotEqualTo(Outcome.SURVIVED);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("changes")
  void errorsCarryTheCodecsOwnMessage(String edit, String field, Map<String, String> expected) {
    for (CellResult cell : run(edit).cells()) {
      if (cell.verdict() == Outcome.ERROR) {
        assertThat(cell.firstError()).startsWith(cell.codecId());
        assertThat(cell.failedMessages()).isPositive();
      }
    }
  }

  static CompatReport run(String edit) {
    SchemaEdits.Edited edited = SchemaEdits.apply(V1, List.of(edit));
    CompatInput input = CompatInputs.of(V1, edited.schema(), edited.renames(), null);
    return new CompatLab(DynamicCodecs.discover()).run(input, ROWS, "v1", edit);
  }

  static Outcome outcomeOf(CellResult cell, String label) {
    return cell.fields().stream()
        .filter(f -> f.pair().label().equals(label))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no field " + label + " in " + cell.codecId()))
        .outcome();
  }

  static String label(CellResult cell) {
    return cell.verdict() == null ? "-" : cell.verdict().label();
  }
}
