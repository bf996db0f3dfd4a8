package dev.wirebench.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.mapping.WireNames;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.inspect.RecordDiff;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 32, items 15 and 21: a message whose names the schema languages do not allow (TimeBase's
 * {@code $type}, a record the user named {@code Decimal}) is carried by Avro, Protocol Buffers and
 * SBE under mapped names, round trip exact, instead of making them n/a.
 */
class WireNamesRoundTripTest {
  private static final RecordSchema DECIMAL =
      new RecordSchema(
          "Decimal",
          List.of(
              new Field("mantissa", FieldType.of(FieldKind.INT64), false),
              new Field("exponent", FieldType.of(FieldKind.INT32), false)));

  private static final RecordSchema PACKAGE =
      new RecordSchema(
          "PackageHeader",
          List.of(
              new Field("$type", FieldType.of(FieldKind.STRING), false),
              new Field("1st-price", FieldType.of(FieldKind.DECIMAL), false),
              new Field("_type", FieldType.of(FieldKind.INT64), false),
              new Field("size", FieldType.recordOf(DECIMAL), false)));

  @Test
  void namesAreMadeValidAndKeptApart() {
    RecordSchema mapped = WireNames.of(PACKAGE, Set.of("Decimal"));

    assertThat(mapped.fields())
        .extracting(Field::name)
        .containsExactly("_type", "_1st_price", "_type_", "size");
    assertThat(mapped.field(3).type().record().name()).isEqualTo("Decimal_");
    assertThat(WireNames.unchanged(DECIMAL, Set.of())).isTrue();
  }

  @Test
  void avroProtobufAndSbeCarryTheMessageAndRoundTripIt() {
    DynamicCodecs dynamic = DynamicCodecs.discover();
    DynamicRecord message = new DynamicRecord(PACKAGE);
    message.setString(0, "PackageHeader");
    message.setLong(
        1, dev.wirebench.engine.dynamic.DecimalValues.of(new java.math.BigDecimal("1.25")));
    message.setLong(2, 42);
    DynamicRecord size = message.record(3);
    size.setLong(0, 125);
    size.setLong(1, -2);
    for (String id : List.of("avro", "protobuf", "sbe")) {
      assertThat(dynamic.support(id, PACKAGE).supported()).as(id).isTrue();
      DynamicCodec codec = dynamic.create(id, PACKAGE);

      byte[] payload = Codecs.encode(codec, message);
      DynamicRecord back = codec.decode(payload, 0, payload.length, null);

      assertThat(RecordDiff.diff(message, back)).as(id).isEmpty();
      assertThat(codec.describe(payload, 0, payload.length)).as(id).isNotEmpty();
    }
  }
}
