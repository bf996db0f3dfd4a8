package dev.wirebench.engine.codec.sbe.d64;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.PackageHeader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The decimal64 binding against the portable one on the same book: same messages, decimals as the
 * model's own bits in 8 bytes where the portable composite takes 9.
 */
class SbeD64CodecTest {
  private final Codec d64 = new SbeCodec();
  private final Codec portable = new dev.wirebench.engine.codec.sbe.SbeCodec();
  private final PackageHeader book =
      (PackageHeader) FixtureLoader.bundled().resolve("snapshot-20x20").first();

  @Test
  void aDecimalIsItsDecimal64BitsInEightBytesAtItsSpan() {
    byte[] payload = Codecs.encode(d64, book);
    L2EntryNew first = (L2EntryNew) book.getEntries().get(0);
    FieldSpan price = find(d64.describe(payload, 0, payload.length), "entries[0].price");

    assertThat(price.length()).isEqualTo(8);
    long onWire =
        ByteBuffer.wrap(payload, price.offset(), 8).order(ByteOrder.LITTLE_ENDIAN).getLong();
    assertThat(onWire).isEqualTo(first.getPrice());
    assertThat(price.value()).isEqualTo(Decimals.toText(first.getPrice()));
  }

  @Test
  void theBookIsOneByteSmallerPerDecimalThanThePortableCompositeAndComesBackExact() {
    byte[] bits = Codecs.encode(d64, book);
    byte[] composite = Codecs.encode(portable, book);
    int decimals = 2 * book.getEntries().size();

    assertThat(composite.length - bits.length).isEqualTo(decimals);
    PackageHeader back = (PackageHeader) Codecs.decode(d64, bits, new PackageHeader());
    assertThat(Codecs.encode(portable, back)).isEqualTo(composite);
  }

  @Test
  void bitsOfNaNAreAMalformedPayloadAtTheirOffset() {
    byte[] payload = Codecs.encode(d64, book);
    FieldSpan price = find(d64.describe(payload, 0, payload.length), "entries[3].price");
    ByteBuffer.wrap(payload, price.offset(), 8)
        .order(ByteOrder.LITTLE_ENDIAN)
        .putLong(0x7C00000000000000L);

    assertThatThrownBy(() -> d64.decode(payload, 0, payload.length, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("not a finite number")
        .hasMessageContaining(String.valueOf(price.offset()));
  }

  @Test
  void itsInfoSaysWhichBindingRan() {
    assertThat(d64.info().id()).isEqualTo("sbe-d64");
    assertThat(d64.info().spanDetail()).contains("decimal64 bits");
    assertThat(portable.info().spanDetail()).contains("mantissa");
  }

  /** The leaf at {@code path} (a decimal is a group of its parts; its value is on the leaf). */
  private static FieldSpan find(List<FieldSpan> spans, String path) {
    List<FieldSpan> all = new ArrayList<>();
    flatten(spans, all);
    return all.stream()
        .filter(s -> s.isLeaf() && s.path().equals(path))
        .findFirst()
        .orElseThrow(() -> new AssertionError(path + " not among " + all.size() + " spans"));
  }

  private static void flatten(List<FieldSpan> spans, List<FieldSpan> into) {
    for (FieldSpan s : spans) {
      into.add(s);
      flatten(s.children(), into);
    }
  }
}
