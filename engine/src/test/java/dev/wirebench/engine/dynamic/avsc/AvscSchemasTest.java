package dev.wirebench.engine.dynamic.avsc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class AvscSchemasTest {
  private static byte[] resource(String name) throws IOException {
    try (InputStream in = AvscSchemasTest.class.getResourceAsStream(name)) {
      return in.readAllBytes();
    }
  }

  @Test
  void aRealisticOrderEventSchemaMapsFieldByField() throws IOException {
    RecordSchema schema = AvscSchemas.read(resource("/dynamic/order-event.avsc"));
    assertThat(schema.name()).isEqualTo("OrderEvent");
    assertThat(
            schema.fields().stream()
                .map(f -> f.name() + ":" + f.type().describe() + (f.optional() ? "?" : "")))
        .containsExactly(
            "eventId:int64",
            "account:int32",
            "side:enum(BUY|SELL|SELL_SHORT)",
            "price:decimal",
            "fxRate:float64?",
            "live:boolean",
            "transactTime:timestamp",
            "clOrdId:string",
            "text:string?",
            "fills:list<record Fill>",
            "tags:list<string>");
    assertThat(schema.field(schema.indexOf("fills")).type().element().record().fieldNames())
        .isEqualTo("fillId, price, quantity, at");
  }

  @Test
  void aMapIsNotSupportedAtItsLine() {
    String avsc =
        "{\"type\": \"record\", \"name\": \"M\", \"fields\": [\n"
            + "  {\"name\": \"id\", \"type\": \"long\"},\n"
            + "  {\"name\": \"attrs\", \"type\": {\"type\": \"map\", \"values\": \"string\"}}\n"
            + "]}";
    assertThatThrownBy(() -> AvscSchemas.read(avsc.getBytes(StandardCharsets.UTF_8)))
        .isInstanceOfSatisfying(
            DynamicInputException.class,
            e -> {
              assertThat(e.line()).isEqualTo(3);
              assertThat(e.path()).isEqualTo("attrs");
              assertThat(e.problem()).isEqualTo("not supported: map");
            });
  }

  @Test
  void aUnionOfTwoTypesAndABrokenSchemaAreRefused() {
    String union =
        "{\"type\": \"record\", \"name\": \"M\", \"fields\": ["
            + "{\"name\": \"v\", \"type\": [\"long\", \"string\"]}]}";
    assertThatThrownBy(() -> AvscSchemas.read(union.getBytes(StandardCharsets.UTF_8)))
        .hasMessage("not supported: a union of 2 types other than [\"null\", T]");
    assertThatThrownBy(
            () -> AvscSchemas.read("{\"type\": \"recrd\"}".getBytes(StandardCharsets.UTF_8)))
        .hasMessageStartingWith("not a valid Avro schema: ");
  }
}
