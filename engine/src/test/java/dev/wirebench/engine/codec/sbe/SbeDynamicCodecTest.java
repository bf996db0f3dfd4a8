package dev.wirebench.engine.codec.sbe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The IR-driven layout of a small schema, byte for byte, and located refusals of bad bytes. */
class SbeDynamicCodecTest {
  private static final RecordSchema LEVEL =
      new RecordSchema(
          "Level",
          List.of(
              new Field("price", FieldType.of(FieldKind.DECIMAL), false),
              new Field("size", FieldType.of(FieldKind.INT32), false)));
  private static final RecordSchema QUOTE =
      new RecordSchema(
          "Quote",
          List.of(
              new Field("seq", FieldType.of(FieldKind.INT64), false),
              new Field("side", FieldType.enumOf(List.of("BID", "ASK")), false),
              new Field("note", FieldType.of(FieldKind.STRING), true),
              new Field("levels", FieldType.listOf(FieldType.recordOf(LEVEL)), false)));

  private static DynamicRecord quote() {
    DynamicRecord quote = new DynamicRecord(QUOTE);
    quote.setLong(0, 42);
    quote.setLong(1, 1);
    DynamicRecord level = quote.list(3).addRecord();
    level.setLong(0, DecimalValues.of(new BigDecimal("101.25")));
    level.setLong(1, 7);
    return quote;
  }

  @Test
  void theLayoutIsTheIrs() {
    byte[] payload = Codecs.encode(new SbeDynamicCodec(QUOTE), quote());
    // header 8; block: presence set 1 + seq 8 + side 1 = 10; group header 4 + entry 9 + 4 = 13;
    // note: length prefix 4, absent so empty
    assertThat(payload).hasSize(8 + 10 + 4 + 13 + 4);
    assertThat(payload[0]).isEqualTo((byte) 10); // root block length
    assertThat(payload[8]).isZero(); // fieldsPresent: note absent
    assertThat(payload[17]).isEqualTo((byte) 1); // side = ASK (ordinal 1)
    assertThat(payload[18]).isEqualTo((byte) 13); // group block length
    assertThat(payload[20]).isEqualTo((byte) 1); // numInGroup
    assertThat(payload[22]).isEqualTo((byte) 0x8D); // mantissa 10125 = 0x278D, little-endian
    assertThat(payload[30]).isEqualTo((byte) -2); // exponent
  }

  @Test
  void foreignHeadersAndAbsentFieldsHoldingBytesAreLocated() {
    SbeDynamicCodec codec = new SbeDynamicCodec(QUOTE);
    byte[] payload = Codecs.encode(codec, quote());
    byte[] foreign = payload.clone();
    foreign[2] = 9;
    assertThatThrownBy(() -> codec.decode(foreign, 0, foreign.length, null))
        .isInstanceOfSatisfying(
            CodecException.class,
            e -> {
              assertThat(e.offset()).isEqualTo(2);
              assertThat(e.getMessage()).contains("header templateId is 9, this schema's is 1");
            });
    byte[] enumOutOfRange = payload.clone();
    enumOutOfRange[17] = 2;
    assertThatThrownBy(() -> codec.decode(enumOutOfRange, 0, enumOutOfRange.length, null))
        .isInstanceOfSatisfying(
            CodecException.class,
            e -> {
              assertThat(e.offset()).isEqualTo(17);
              assertThat(e.getMessage()).contains("enum value 2 has no symbol");
            });
    assertThatThrownBy(() -> codec.decode(payload, 0, payload.length - 1, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("truncated");
  }

  @Test
  void fieldNamesSbeCannotTakeAreMappedButEnumSymbolsStillSayWhy() {
    RecordSchema dashed =
        new RecordSchema(
            "Fill", List.of(new Field("order-id", FieldType.of(FieldKind.INT64), false)));
    RecordSchema badSymbol =
        new RecordSchema(
            "Fill",
            List.of(new Field("side", FieldType.enumOf(List.of("BUY", "SELL-SHORT")), false)));

    assertThat(new SbeDynamicProvider().support(dashed).supported()).isTrue();
    assertThat(new SbeDynamicProvider().support(badSymbol).describe())
        .isEqualTo("n/a — enum symbol \"SELL-SHORT\" of Fill.side is not a valid SBE name");
  }
}
