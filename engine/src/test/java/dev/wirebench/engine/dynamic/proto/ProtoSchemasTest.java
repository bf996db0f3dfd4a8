package dev.wirebench.engine.dynamic.proto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProtoSchemasTest {
  private static byte[] resource(String name) throws IOException {
    try (InputStream in = ProtoSchemasTest.class.getResourceAsStream(name)) {
      return in.readAllBytes();
    }
  }

  private static List<String> fields(RecordSchema schema) {
    return schema.fields().stream()
        .map(f -> f.name() + ":" + f.type().describe() + (f.optional() ? "?" : ""))
        .toList();
  }

  private static RecordSchema record(RecordSchema schema, String field) {
    Field f = schema.field(schema.indexOf(field));
    return f.type().record() != null ? f.type().record() : f.type().element().record();
  }

  @Test
  void aRealisticProto3RiskSnapshotMapsFieldByField() throws IOException {
    RecordSchema schema = ProtoSchemas.read(resource("/dynamic/risk-snapshot.proto"));
    assertThat(schema.name()).isEqualTo("RiskSnapshot");
    assertThat(fields(schema))
        .containsExactly(
            "snapshot_id:int64",
            "desk:string",
            "as_of:timestamp",
            "status:enum(STATUS_UNSPECIFIED|PRELIMINARY|FINAL)",
            "revision:int64",
            "var_99:float64?",
            "greeks:record Greeks?",
            "positions:list<record Position>",
            "alerts:list<string>",
            "checksum:bytes?");
    assertThat(fields(record(schema, "positions")))
        .containsExactly(
            "instrument:string",
            "quantity:int64",
            "mark_price:decimal",
            "greeks:record Greeks?",
            "bucket_limits:list<int32>",
            "hedged:boolean");
    assertThat(fields(record(schema, "greeks")))
        .containsExactly("delta:float64", "gamma:float64", "vega:float32");
  }

  @Test
  void proto2LabelsGivePresence() {
    RecordSchema schema =
        read(
            """
            syntax = "proto2";
            message Order {
              required int64 id = 1;
              optional string note = 2;
              repeated int32 legs = 3;
              optional Leg first = 4;
              message Leg { required int32 qty = 1; }
            }
            """);
    assertThat(fields(schema))
        .containsExactly("id:int64", "note:string?", "legs:list<int32>", "first:record Leg?");
  }

  @Test
  void aMapIsNotSupportedAtItsLineAndColumn() {
    assertUnsupported(
        """
        syntax = "proto3";
        message Quote {
          int64 id = 1;
          map<string, string> attrs = 2;
        }
        """,
        4,
        3,
        "attrs",
        "not supported: map<string, string> (dynamic schemas have no map type)");
  }

  @Test
  void aOneofIsNotSupportedAtItsLine() {
    assertUnsupported(
        """
        syntax = "proto3";
        message Event {
          int64 id = 1;
          oneof body {
            string text = 2;
            int64 code = 3;
          }
        }
        """,
        4,
        3,
        "",
        "not supported: oneof body");
  }

  @Test
  void uint64AndUnknownTypesAndRecursionAreNotSupported() {
    assertUnsupported(
        "syntax = \"proto3\";\nmessage A {\n  uint64 seq = 1;\n}\n",
        3,
        3,
        "seq",
        "not supported: uint64 (dynamic schemas have no unsigned 64-bit integer)");
    assertUnsupported(
        "syntax = \"proto3\";\nmessage A {\n  Money px = 1;\n}\n",
        3,
        3,
        "px",
        "not supported: type Money (not defined in this file)");
    assertUnsupported(
        "syntax = \"proto3\";\nmessage Node {\n  int32 v = 1;\n  repeated Node kids = 2;\n}\n",
        2,
        1,
        "kids",
        "not supported: recursive message Node (dynamic records nest a fixed depth)");
  }

  @Test
  void syntaxErrorsAndOtherImportsAreLocated() {
    assertUnsupported(
        "syntax = \"proto3\";\nmessage A {\n  int32 a = 1\n  int32 b = 2;\n}\n",
        4,
        4,
        "",
        "not valid .proto: expected ';' but was 'i'");
    assertUnsupported(
        "syntax = \"proto3\";\nimport \"money.proto\";\nmessage A { int32 a = 1; }\n",
        1,
        1,
        "",
        "not supported: import \"money.proto\" (one self-contained file; only"
            + " google/protobuf/timestamp.proto is known)");
    assertUnsupported(
        "syntax = \"proto3\";\nmessage A { int32 a = 1; }\nmessage B { int32 b = 1; }\n",
        1,
        1,
        "",
        "the file defines 2 top-level messages (A, B); choose one with --message NAME");
  }

  private static RecordSchema read(String proto) {
    return ProtoSchemas.read(proto.getBytes(StandardCharsets.UTF_8));
  }

  private static void assertUnsupported(
      String proto, int line, int column, String path, String problem) {
    assertThatThrownBy(() -> read(proto))
        .isInstanceOfSatisfying(
            DynamicInputException.class,
            e -> {
              assertThat(e.problem()).isEqualTo(problem);
              assertThat(e.line()).as("line").isEqualTo(line);
              assertThat(e.column()).as("column").isEqualTo(column);
              assertThat(e.path()).as("path").isEqualTo(path);
            });
  }
}
