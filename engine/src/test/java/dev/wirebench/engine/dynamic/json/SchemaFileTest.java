package dev.wirebench.engine.dynamic.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaFileTest {
  static RecordSchema orderEvent() {
    RecordSchema fill =
        new RecordSchema(
            "Fill",
            List.of(
                new Field("qty", FieldType.of(FieldKind.INT32), false),
                new Field("px", FieldType.of(FieldKind.DECIMAL), false)));
    return new RecordSchema(
        "OrderEvent",
        List.of(
            new Field("id", FieldType.of(FieldKind.INT64), false),
            new Field("venue", FieldType.of(FieldKind.INT8), false),
            new Field("qty16", FieldType.of(FieldKind.INT16), true),
            new Field("ratio", FieldType.of(FieldKind.FLOAT32), true),
            new Field("score", FieldType.of(FieldKind.FLOAT64), true),
            new Field("live", FieldType.of(FieldKind.BOOLEAN), false),
            new Field("side", FieldType.enumOf(List.of("BUY", "SELL")), false),
            new Field("at", FieldType.of(FieldKind.TIMESTAMP), false),
            new Field("tag", FieldType.of(FieldKind.BYTES), true),
            new Field("note", FieldType.of(FieldKind.STRING), true),
            new Field("fills", FieldType.listOf(FieldType.recordOf(fill)), false),
            new Field("last", FieldType.recordOf(new RecordSchema("Last", List.of())), true)));
  }

  @Test
  void writesAndReadsBackTheSameSchema() {
    String text = SchemaFile.write(orderEvent());
    assertThat(text).startsWith("{\n  \"wirebenchSchema\": 1,\n  \"name\": \"OrderEvent\",");
    RecordSchema back = SchemaFile.read(text.getBytes(StandardCharsets.UTF_8));
    assertThat(back).isEqualTo(orderEvent());
    assertThat(SchemaFile.hash(back)).isEqualTo(SchemaFile.hash(orderEvent())).hasSize(64);
  }

  @Test
  void anInferredSchemaSurvivesTheFile() {
    RecordSchema inferred =
        Json.infer("{\"a\": [{\"b\": 1.5, \"t\": \"2025-01-01T00:00:00Z\"}], \"c\": null}")
            .schema();
    RecordSchema back =
        SchemaFile.read(SchemaFile.write(inferred).getBytes(StandardCharsets.UTF_8));
    assertThat(back).isEqualTo(inferred);
  }

  @Test
  void anUnknownTypeIsNotSupportedWithItsLine() {
    String text =
        "{\"wirebenchSchema\": 1, \"name\": \"M\", \"fields\": [\n"
            + "  {\"name\": \"a\", \"type\": \"int32\"},\n"
            + "  {\"name\": \"m\", \"type\": \"map\"}\n"
            + "]}";
    assertThatThrownBy(() -> SchemaFile.read(text.getBytes(StandardCharsets.UTF_8)))
        .isInstanceOfSatisfying(
            DynamicInputException.class,
            e -> {
              assertThat(e.line()).isEqualTo(3);
              assertThat(e.column()).isEqualTo(25);
              assertThat(e.problem()).startsWith("not supported: type \"map\" (scalar types: int8");
            });
  }

  @Test
  void aFieldWithoutATypeAndAnUnknownKeyAreLocated() {
    assertThatThrownBy(
            () ->
                SchemaFile.read(
                    "{\"wirebenchSchema\": 1, \"name\": \"M\", \"fields\": [{\"name\": \"a\"}]}"
                        .getBytes(StandardCharsets.UTF_8)))
        .hasMessage("a field needs a \"name\" and a \"type\"");
    assertThatThrownBy(
            () ->
                SchemaFile.read(
                    "{\"wirebenchSchema\": 1, \"nam\": \"M\"}".getBytes(StandardCharsets.UTF_8)))
        .hasMessage("unknown key \"nam\" (known here: wirebenchSchema, name, fixMsgType, fields)");
  }
}
