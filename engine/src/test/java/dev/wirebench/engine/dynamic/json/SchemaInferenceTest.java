package dev.wirebench.engine.dynamic.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.RecordSchema;
import org.junit.jupiter.api.Test;

class SchemaInferenceTest {
  private static Field field(RecordSchema schema, String name) {
    return schema.field(schema.indexOf(name));
  }

  @Test
  void integersAreInt32UnlessAValueNeedsInt64() {
    RecordSchema schema =
        Json.infer("[{\"a\": 1, \"b\": 1}, {\"a\": 2147483647, \"b\": 2147483648}]").schema();
    assertThat(field(schema, "a").kind()).isEqualTo(FieldKind.INT32);
    assertThat(field(schema, "b").kind()).isEqualTo(FieldKind.INT64);
  }

  @Test
  void integersBeyondInt64AreExactDecimalsWhenDecimal64HoldsThem() {
    RecordSchema schema = Json.infer("{\"big\": 100000000000000000000000}").schema();
    assertThat(field(schema, "big").kind()).isEqualTo(FieldKind.DECIMAL);
  }

  @Test
  void integersWithMoreDigitsThanDecimal64AreRefusedWithTheirLine() {
    assertThatThrownBy(() -> Json.infer("{\n  \"id\": 12345678901234567890123\n}"))
        .isInstanceOfSatisfying(
            DynamicInputException.class,
            e -> {
              assertThat(e.line()).isEqualTo(2);
              assertThat(e.column()).isEqualTo(9);
              assertThat(e.path()).isEqualTo("id");
              assertThat(e.problem())
                  .isEqualTo(
                      "not supported: 12345678901234567890123 has 23 significant digits; an"
                          + " exact decimal (decimal64) holds 16");
            });
  }

  @Test
  void aFractionAnywhereMakesTheFieldDecimal() {
    RecordSchema schema = Json.infer("{\"p\": 1}\n{\"p\": 1.50}\n{\"p\": 2E+3}").schema();
    assertThat(field(schema, "p").kind()).isEqualTo(FieldKind.DECIMAL);
  }

  @Test
  void nullsAndMissingFieldsMakeFieldsOptional() {
    RecordSchema schema =
        Json.infer("[{\"a\": 1, \"b\": \"x\", \"c\": true}, {\"a\": 2, \"b\": null}]").schema();
    assertThat(field(schema, "a").optional()).isFalse();
    assertThat(field(schema, "b").optional()).isTrue();
    assertThat(field(schema, "b").kind()).isEqualTo(FieldKind.STRING);
    assertThat(field(schema, "c").optional()).isTrue();
    assertThat(field(schema, "c").kind()).isEqualTo(FieldKind.BOOLEAN);
  }

  @Test
  void onlyNullsIsAnOptionalStringWithANote() {
    SchemaInference.Result result = Json.infer("{\"x\": null}");
    assertThat(field(result.schema(), "x").optional()).isTrue();
    assertThat(result.notes())
        .containsExactly(
            "x: only null values; typed as an optional string — edit the schema if it is something"
                + " else");
  }

  @Test
  void decimalTextIsQuotedFromTheFileNotFromAnExample() {
    SchemaInference.Result result = Json.infer("{\"px\": \"7.125\"}\n{\"px\": \"8.5\"}");
    assertThat(field(result.schema(), "px").kind()).isEqualTo(FieldKind.STRING);
    assertThat(result.notes())
        .singleElement()
        .asString()
        .startsWith("px: every value is decimal text (\"7.125\"); typed as string")
        .doesNotContain("189.2300");
  }

  @Test
  void emptyArraysAreListsOfStringsWithANote() {
    SchemaInference.Result result = Json.infer("{\"fills\": []}");
    assertThat(field(result.schema(), "fills").type().describe()).isEqualTo("list<string>");
    assertThat(result.notes())
        .singleElement()
        .asString()
        .startsWith("fills: every array was empty");
  }

  @Test
  void anEmptyArrayBesideAFullOneTakesTheFullOnesElements() {
    RecordSchema schema = Json.infer("[{\"fills\": []}, {\"fills\": [{\"qty\": 5}]}]").schema();
    assertThat(field(schema, "fills").type().describe()).isEqualTo("list<record Fill>");
  }

  @Test
  void isoStringsWithAnOffsetAreTimestampsOthersStrings() {
    RecordSchema schema =
        Json.infer(
                "[{\"t\": \"2025-11-10T14:32:05.123456789Z\", \"d\": \"2025-11-10\","
                    + " \"l\": \"2025-11-10T14:32:05\"},"
                    + " {\"t\": \"2025-11-10T15:32:05+01:00\", \"d\": \"x\", \"l\": \"y\"}]")
            .schema();
    assertThat(field(schema, "t").kind()).isEqualTo(FieldKind.TIMESTAMP);
    assertThat(field(schema, "d").kind()).isEqualTo(FieldKind.STRING);
    assertThat(field(schema, "l").kind()).isEqualTo(FieldKind.STRING);
  }

  @Test
  void aStringThatIsNotATimestampInOneMessageMakesAString() {
    RecordSchema schema =
        Json.infer("[{\"t\": \"2025-11-10T14:32:05Z\"}, {\"t\": \"soon\"}]").schema();
    assertThat(field(schema, "t").kind()).isEqualTo(FieldKind.STRING);
  }

  @Test
  void mixedTypesAreRefusedAtTheValueThatDisagrees() {
    assertThatThrownBy(() -> Json.infer("{\"q\": 5}\n{\"q\": \"five\"}"))
        .isInstanceOfSatisfying(
            DynamicInputException.class,
            e -> {
              assertThat(e.line()).isEqualTo(2);
              assertThat(e.column()).isEqualTo(7);
              assertThat(e.path()).isEqualTo("[1].q");
              assertThat(e.problem())
                  .startsWith("not supported: a string here, where line 1 has a number");
            });
  }

  @Test
  void nestedObjectsAreRecordsNamedForTheirFieldsAndListsSingular() {
    RecordSchema schema =
        Json.infer(
                "{\"lastTrade\": {\"px\": 1.5}, \"bids\": [{\"px\": 1.25, \"qty\": 3}],"
                    + " \"entries\": [{\"k\": 1}], \"tags\": [[\"a\"]]}")
            .schema();
    assertThat(schema.name()).isEqualTo("Msg");
    assertThat(field(schema, "lastTrade").type().describe()).isEqualTo("record LastTrade");
    assertThat(field(schema, "bids").type().describe()).isEqualTo("list<record Bid>");
    assertThat(field(schema, "entries").type().describe()).isEqualTo("list<record Entry>");
    assertThat(field(schema, "tags").type().describe()).isEqualTo("list<list<string>>");
  }

  @Test
  void fieldsMissingFromSomeElementsOfAListAreOptional() {
    RecordSchema bid =
        field(Json.infer("{\"bids\": [{\"p\": 1, \"maker\": true}, {\"p\": 2}]}").schema(), "bids")
            .type()
            .element()
            .record();
    assertThat(field(bid, "p").optional()).isFalse();
    assertThat(field(bid, "maker").optional()).isTrue();
  }

  @Test
  void nullInsideAListIsNotSupported() {
    assertThatThrownBy(() -> Json.infer("{\"a\": [1, null]}"))
        .isInstanceOf(DynamicInputException.class)
        .hasMessage("not supported: null inside a list (list elements are never null)");
  }

  @Test
  void ndjsonAndArraysAndSingleObjectsAreSaidSo() {
    assertThat(Json.infer("{\"a\": 1}").layout()).isEqualTo("one JSON object");
    assertThat(Json.infer("[{\"a\": 1}]").layout()).isEqualTo("a JSON array of objects");
    SchemaInference.Result nd = Json.infer("{\"a\": 1}\n{\"a\": 2}\n");
    assertThat(nd.layout()).isEqualTo("JSON objects one after another (NDJSON)");
    assertThat(nd.messages()).isEqualTo(2);
  }

  @Test
  void aScalarWhereAMessageShouldBeIsRefused() {
    assertThatThrownBy(() -> Json.infer("[{\"a\": 1}, 7]"))
        .isInstanceOf(DynamicInputException.class)
        .hasMessage("expected a message object in the array, found a number");
  }
}
