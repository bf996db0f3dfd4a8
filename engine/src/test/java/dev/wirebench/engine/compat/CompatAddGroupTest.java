package dev.wirebench.engine.compat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code --edit add-group:PATH:NAME:TYPE,…}: a repeating group added at the end of a message, and
 * what every codec family does with it on real payloads.
 */
class CompatAddGroupTest {
  static final String EDIT = "add-group:fills:price:float64,lots:int32";

  @Test
  void theGroupIsAnOptionalListOfRecordsAtTheEnd() {
    SchemaEdits.Edited edited = SchemaEdits.apply(CompatOutcomesTest.V1, List.of(EDIT));
    List<Field> fields = edited.schema().fields();
    Field fills = fields.get(fields.size() - 1);
    assertThat(fills.name()).isEqualTo("fills");
    assertThat(fills.optional()).isTrue();
    assertThat(fills.kind()).isEqualTo(FieldKind.LIST);
    assertThat(fills.type().element().kind()).isEqualTo(FieldKind.RECORD);
    assertThat(fills.type().element().record().fields())
        .extracting(Field::name)
        .containsExactly("price", "lots");
  }

  @Test
  void everyCodecFamilySaysWhatAnAddedGroupDoes() {
    CompatReport report = CompatOutcomesTest.run(EDIT);
    Map<String, String> observed = new LinkedHashMap<>();
    for (String row : CompatOutcomesTest.ROWS) {
      List<CellResult> both = report.cellsOf(row);
      observed.put(
          row, CompatOutcomesTest.label(both.get(0)) + "/" + CompatOutcomesTest.label(both.get(1)));
    }
    // by name: an unknown key is refused (new→old); by field number: kept aside / defaulted;
    // by position with a checked length (msgpack, wire-*) or none (avro, sbe's derived layout):
    // error; Avro's resolution skips the writer's group and defaults the reader's
    assertThat(observed)
        .containsEntry("json", "defaulted/error")
        .containsEntry("msgpack", "error/error")
        .containsEntry("avro", "error/error")
        .containsEntry("avro-resolving", "defaulted/dropped")
        .containsEntry("protobuf", "defaulted/dropped")
        .containsEntry("sbe", "error/error")
        .containsEntry("wire-compiled", "error/dropped");
    CellResult protobufBack = report.cellsOf("protobuf").get(1);
    assertThat(protobufBack.fields())
        .filteredOn(f -> f.pair().label().startsWith("fills"))
        .isNotEmpty()
        .allSatisfy(f -> assertThat(f.outcome()).isEqualTo(Outcome.DROPPED));
  }

  @Test
  void aGroupWithoutTypedFieldsIsRefusedWithTheForm() {
    assertThatThrownBy(
            () -> SchemaEdits.apply(CompatOutcomesTest.V1, List.of("add-group:fills:price")))
        .isInstanceOf(CompatInputException.class)
        .hasMessageContaining("a group's fields are NAME:TYPE,NAME:TYPE…");
  }
}
