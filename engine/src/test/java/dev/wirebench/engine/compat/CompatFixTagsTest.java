package dev.wirebench.engine.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.FixTag;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * FIX tag=value goes by tag: a renamed field keeps its tag, a reused tag is read as the new field.
 */
class CompatFixTagsTest {
  static Field tagged(String name, FieldKind kind, int tag) {
    return new Field(name, FieldType.of(kind), false, FixTag.of(tag));
  }

  static RecordSchema order(Field... fields) {
    return new RecordSchema("NewOrder", List.of(fields), "D");
  }

  static final RecordSchema V1 =
      order(
          tagged("clOrdId", FieldKind.STRING, 11),
          tagged("qty", FieldKind.INT32, 38),
          tagged("symbol", FieldKind.STRING, 55));

  @Test
  void aRenameThatKeepsItsTagSurvivesBothWays() {
    RecordSchema v2 =
        order(
            tagged("clOrdId", FieldKind.STRING, 11),
            tagged("orderQty", FieldKind.INT32, 38),
            tagged("symbol", FieldKind.STRING, 55));
    CompatReport report = run(v2, Map.of("qty", "orderQty"));
    assertThat(report.cellsOf("fix"))
        .allSatisfy(cell -> assertThat(cell.verdict()).isEqualTo(Outcome.SURVIVED));
  }

  @Test
  void aTagReusedForAnotherFieldIsMisread() {
    // qty removed, and its tag 38 given to a new field: old payloads fill the new field
    RecordSchema v2 =
        order(
            tagged("clOrdId", FieldKind.STRING, 11),
            tagged("displayQty", FieldKind.INT32, 38),
            tagged("symbol", FieldKind.STRING, 55));
    CellResult forward = run(v2, Map.of("qty", "")).cellsOf("fix").get(0);
    FieldResult reused =
        forward.fields().stream()
            .filter(f -> "displayQty".equals(f.pair().newTemplate()))
            .findFirst()
            .orElseThrow();
    assertThat(reused.outcome()).isEqualTo(Outcome.MISREAD);
    assertThat(reused.example()).startsWith("wrote nothing, read ");
    assertThat(forward.verdict()).isEqualTo(Outcome.MISREAD);
  }

  private static CompatReport run(RecordSchema v2, Map<String, String> renames) {
    return new CompatLab(DynamicCodecs.discover())
        .run(CompatInputs.of(V1, v2, renames, null), List.of("fix"), "v1", "v2");
  }
}
