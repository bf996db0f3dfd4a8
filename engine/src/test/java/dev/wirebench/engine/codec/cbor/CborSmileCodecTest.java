package dev.wirebench.engine.codec.cbor;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanChecks;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.smile.SmileCodec;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class CborSmileCodecTest {
  private static Message fixture(String id) {
    return FixtureLoader.bundled().resolve(id).first();
  }

  @Test
  void cborDecimalsAreDecimalFractionsNotDoubles() throws Exception {
    byte[] payload = Codecs.encode(new CborCodec(), fixture("new-order-single"));
    try (JsonParser parser = new CBORFactory().createParser(payload)) {
      JsonToken token;
      while ((token = parser.nextToken()) != null) {
        if (token == JsonToken.FIELD_NAME && parser.currentName().equals("price")) {
          assertThat(parser.nextToken()).isEqualTo(JsonToken.VALUE_NUMBER_FLOAT);
          assertThat(parser.getNumberType()).isEqualTo(JsonParser.NumberType.BIG_DECIMAL);
          assertThat(parser.getDecimalValue()).isEqualTo(new BigDecimal("85664.11"));
          return;
        }
      }
    }
    throw new AssertionError("no price in the payload");
  }

  @Test
  void cborValueSpansHoldTheirValueOnTheirOwn() throws Exception {
    Codec codec = new CborCodec();
    byte[] payload = Codecs.encode(codec, fixture("book-update-mix"));
    int checked = 0;
    for (FieldSpan leaf : SpanChecks.leaves(codec.describe(payload, 0, payload.length))) {
      if (leaf.kind() == SpanKind.VALUE && leaf.value() != null) {
        // a CBOR data item is self-contained: its span alone parses to the value shown
        try (JsonParser parser =
            new CBORFactory().createParser(payload, leaf.offset(), leaf.length())) {
          parser.nextToken();
          String text =
              parser.currentToken().isNumeric()
                  ? parser.getDecimalValue().toPlainString()
                  : parser.getText();
          assertThat(new BigDecimalOrText(text)).isEqualTo(new BigDecimalOrText(leaf.value()));
          assertThat(parser.nextToken()).as("span %s holds one item", leaf.path()).isNull();
        }
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(30);
  }

  /** Numbers compare by value (1.20 = 1.2), anything else as text. */
  private record BigDecimalOrText(String text) {
    @Override
    public boolean equals(Object other) {
      if (!(other instanceof BigDecimalOrText that)) {
        return false;
      }
      try {
        return new BigDecimal(text).compareTo(new BigDecimal(that.text)) == 0;
      } catch (NumberFormatException notNumbers) {
        return text.equals(that.text);
      }
    }

    @Override
    public int hashCode() {
      return 0;
    }
  }

  @Test
  void smileSpansIndexEveryEntryOfAList() {
    Codec codec = new SmileCodec();
    byte[] payload = Codecs.encode(codec, fixture("snapshot-20x20"));
    long distinctEntries =
        SpanChecks.leaves(codec.describe(payload, 0, payload.length)).stream()
            .filter(leaf -> leaf.path().endsWith(".price") && leaf.kind() == SpanKind.VALUE)
            .map(FieldSpan::path)
            .distinct()
            .count();
    assertThat(distinctEntries).isEqualTo(40);
  }

  @Test
  void smileNamesItsFourByteHeader() {
    Codec codec = new SmileCodec();
    byte[] payload = Codecs.encode(codec, fixture("minimal"));
    FieldSpan first = codec.describe(payload, 0, payload.length).get(0);
    assertThat(first.path()).isEqualTo("(format header)");
    assertThat(first.length()).isEqualTo(4);
  }
}
