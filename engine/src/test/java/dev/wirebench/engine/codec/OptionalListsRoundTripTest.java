package dev.wirebench.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.inspect.RecordDiff;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An optional list absent, present but empty, and present with elements stays each of those in the
 * codecs whose formats have no presence for repeated things of their own (protobuf's repeated
 * fields, SBE's groups).
 */
class OptionalListsRoundTripTest {
  private static final RecordSchema SCHEMA =
      new RecordSchema(
          "Book",
          List.of(
              new Field("id", FieldType.of(FieldKind.INT64), false),
              new Field("bids", FieldType.listOf(FieldType.of(FieldKind.INT32)), true),
              new Field(
                  "ladder",
                  FieldType.listOf(FieldType.listOf(FieldType.of(FieldKind.INT32))),
                  true)));

  @Test
  void absentEmptyAndFullOptionalListsStayApartInProtobufAndSbe() {
    DynamicCodecs dynamic = DynamicCodecs.discover();
    DynamicRecord absent = new DynamicRecord(SCHEMA);
    absent.setLong(0, 1);
    DynamicRecord empty = new DynamicRecord(SCHEMA);
    empty.setLong(0, 2);
    empty.list(1);
    empty.list(2).addList();
    DynamicRecord full = new DynamicRecord(SCHEMA);
    full.setLong(0, 3);
    full.list(1).addLong(-7);
    full.list(2).addList().addLong(9);
    for (String id : List.of("protobuf", "sbe")) {
      DynamicCodec codec = dynamic.create(id, SCHEMA);
      for (DynamicRecord message : List.of(absent, empty, full)) {
        byte[] payload = Codecs.encode(codec, message);
        DynamicRecord back = codec.decode(payload, 0, payload.length, null);
        assertThat(RecordDiff.diff(message, back))
            .as("%s, id %s", id, message.getLong(0))
            .isEmpty();
        assertThat(back.isPresent(1)).isEqualTo(message.isPresent(1));
      }
    }
  }
}
