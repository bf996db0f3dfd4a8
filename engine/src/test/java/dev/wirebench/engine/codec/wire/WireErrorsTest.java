package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.PackageHeader;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Bad bytes and unencodable messages give one CodecException with the offset and field path. */
class WireErrorsTest {
  static Stream<Codec> codecs() {
    return Stream.of(new InterpretedWireCodec(), new CompiledWireCodec());
  }

  private static CodecException decodeError(Codec codec, byte[] payload, Message target) {
    return catchThrowableOfType(
        CodecException.class, () -> codec.decode(payload, 0, payload.length, target));
  }

  private static byte[] tradeUpdate(Codec codec) {
    return Codecs.encode(codec, WireSamples.fixture("trade-update"));
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void truncatedPayloadNamesTheMessageSize(Codec codec) {
    byte[] payload = Arrays.copyOf(tradeUpdate(codec), 40);

    CodecException error = decodeError(codec, payload, null);

    assertThat(error.offset()).isZero();
    assertThat(error.fieldPath()).isEqualTo("(message size)");
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void recordCutShortNamesTheFieldAndItsOffset(Codec codec) {
    byte[] payload = Arrays.copyOf(tradeUpdate(codec), 90);
    WireBytes.setInt(payload, 0, payload.length - 4);

    CodecException error = decodeError(codec, payload, null);

    // The entry claims 68 bytes (41 + TimeBase's TradeEntry fields, absent: 27); only 26 remain.
    assertThat(error.fieldPath()).isEqualTo("entries[0]");
    assertThat(error.offset()).isEqualTo(60);
    assertThat(error.getMessage()).contains("record length 68");
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void oversizedStringLengthIsRefusedBeforeReading(Codec codec) {
    byte[] payload = tradeUpdate(codec);
    WireBytes.setShort(payload, 73, (short) 0x7000); // matchId's length prefix

    CodecException error = decodeError(codec, payload, null);

    assertThat(error.fieldPath()).isEqualTo("entries[0].matchId");
    assertThat(error.offset()).isEqualTo(73);
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void hugeCountIsRefusedWithoutAllocating(Codec codec) {
    byte[] payload = tradeUpdate(codec);
    WireBytes.setInt(payload, 55, Integer.MAX_VALUE); // the entries count

    CodecException error = decodeError(codec, payload, null);

    assertThat(error.fieldPath()).isEqualTo("entries");
    assertThat(error.getMessage()).contains("count 2147483647 cannot fit");
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void unknownTypeIndexAndMismatchedInstanceAreRefused(Codec codec) {
    byte[] payload = tradeUpdate(codec);
    byte[] unknown = payload.clone();
    unknown[4] = 42;
    byte[] badEntry = payload.clone();
    badEntry[59] = 9;

    assertThat(decodeError(codec, unknown, null).fieldPath()).isEqualTo("(type index)");
    assertThat(decodeError(codec, payload, new BarMessage()).getMessage())
        .contains("payload holds a PackageHeader but the instance to fill is a BarMessage");
    CodecException entry = decodeError(codec, badEntry, null);
    assertThat(entry.fieldPath()).isEqualTo("entries[0]");
    assertThat(entry.offset()).isEqualTo(59);
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void badEnumBooleanAndUtf8BytesAreRefused(Codec codec) {
    byte[] payload = tradeUpdate(codec);
    byte[] badSide = payload.clone();
    badSide[101] = 7; // entries[0].side: AggressorSide has 2 constants
    byte[] badAscii = payload.clone();
    badAscii[66] = (byte) 0xC3; // inside entries[0].exchangeId

    assertThat(decodeError(codec, badSide, null).fieldPath()).isEqualTo("entries[0].side");
    assertThat(decodeError(codec, badAscii, null).getMessage())
        .contains("entries[0].exchangeId")
        .contains("not ASCII");
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void nonAsciiIdentifierIsRefusedOnEncodeWithItsPath(Codec codec) {
    PackageHeader message = (PackageHeader) WireSamples.fixture("snapshot-20x20");
    ((L2EntryNew) message.getEntries().get(3)).setExchangeId("BÖRSE");

    CodecException error =
        catchThrowableOfType(CodecException.class, () -> Codecs.encode(codec, message));

    assertThat(error.fieldPath()).isEqualTo("entries[3].exchangeId");
    assertThat(error.getMessage()).contains("U+00D6");
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void nestingBeyondTheLimitIsRefusedNotAStackOverflow(Codec codec) {
    FixMessage deep = WireSamples.nestedGroups(200);

    CodecException error =
        catchThrowableOfType(CodecException.class, () -> Codecs.encode(codec, deep));

    assertThat(error.getMessage()).contains("nested deeper than 256");
  }

  @ParameterizedTest
  @MethodSource("codecs")
  void tooSmallBufferIsReportedAsSuch(Codec codec) {
    Message message = WireSamples.fixture("snapshot-20x20");

    BufferTooSmallException error =
        catchThrowableOfType(
            BufferTooSmallException.class, () -> codec.encode(message, new byte[100], 10));

    assertThat(error.offset()).isEqualTo(90);
  }
}
