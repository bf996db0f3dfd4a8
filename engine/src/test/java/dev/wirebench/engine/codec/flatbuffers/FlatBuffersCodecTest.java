package dev.wirebench.engine.codec.flatbuffers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.flatbuffers.gen.Body;
import dev.wirebench.engine.codec.flatbuffers.gen.Envelope;
import dev.wirebench.engine.codec.flatbuffers.gen.FixField;
import dev.wirebench.engine.codec.flatbuffers.gen.FixGroup;
import dev.wirebench.engine.codec.flatbuffers.gen.FixMessage;
import dev.wirebench.engine.codec.flatbuffers.gen.MetadataEntry;
import dev.wirebench.engine.codec.flatbuffers.gen.OrderBookSnapshot;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.RoundTrip;
import dev.wirebench.engine.model.Message;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * FlatBuffers specifics beyond the contract test: decode reads into the caller's instance, spans
 * point at the bytes the generated accessors read, and bytes the Java runtime would trust blindly
 * (lengths, offsets, enum codes, decimals, nesting) are refused with the offset of the bad bytes.
 */
class FlatBuffersCodecTest {
  private final FlatBuffersCodec codec = new FlatBuffersCodec();

  private static Message fixture(String id) {
    return FixtureLoader.bundled().resolve(id).first();
  }

  @Test
  void decodesIntoTheCallersInstanceKeepingUnchangedStrings() {
    var message = (dev.wirebench.engine.model.OrderBookSnapshot) fixture("book-snapshots-5");
    byte[] payload = Codecs.encode(codec, message);
    var target = new dev.wirebench.engine.model.OrderBookSnapshot();
    codec.decode(payload, 0, payload.length, target);
    String symbol = target.getSymbol();

    Message again = codec.decode(payload, 0, payload.length, target);

    assertThat(again).isSameAs(target);
    assertThat(target.getSymbol()).isSameAs(symbol);
    assertThat(RoundTrip.of(message, target).summary()).isEqualTo("exact");
    assertThat(codec.info().decodeContract()).isEqualTo(DecodeContract.FLYWEIGHT);
  }

  @Test
  void decodesAPayloadInTheMiddleOfALargerArray() {
    Message message = fixture("book-update-mix");
    byte[] payload = Codecs.encode(codec, message);
    byte[] framed = new byte[payload.length + 13];
    Arrays.fill(framed, (byte) 0x5a);
    System.arraycopy(payload, 0, framed, 9, payload.length);

    Message decoded = codec.decode(framed, 9, payload.length, null);

    assertThat(RoundTrip.of(message, decoded).summary()).isEqualTo("exact");
  }

  @Test
  void spansPointAtTheBytesTheAccessorsRead() {
    var message = (dev.wirebench.engine.model.OrderBookSnapshot) fixture("book-snapshots-5");
    byte[] payload = Codecs.encode(codec, message);
    List<FieldSpan> leaves = leaves(codec.describe(payload, 0, payload.length));
    ByteBuffer bytes = ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN);

    FieldSpan identifier = leaf(leaves, "(file identifier)");
    assertThat(identifier.offset()).isEqualTo(4);
    assertThat(new String(payload, 4, 4, java.nio.charset.StandardCharsets.US_ASCII))
        .isEqualTo("WBFB");
    FieldSpan price = leaf(leaves, "bids[3].priceNanos");
    assertThat(price.length()).isEqualTo(8);
    assertThat(bytes.getLong(price.offset())).isEqualTo(message.getBids().get(3).getPriceNanos());
    FieldSpan sequence = leaf(leaves, "sequence");
    assertThat(bytes.getLong(sequence.offset())).isEqualTo(message.getSequence());
  }

  @Test
  void encodeAndDecodeIntoAReusedInstanceAllocateNothing() {
    var threads = allocationCounter();
    for (String id :
        List.of(
            "minimal",
            "trade-update",
            "snapshot-20x20",
            "book-update-mix",
            "book-snapshots-5",
            "deep-book-100x10",
            "new-order-single",
            "bars",
            "l1-packages")) {
      Message message = fixture(id);
      byte[] buffer = new byte[Codecs.encode(codec, message).length];
      Message target = message.messageType().newInstance();
      for (int i = 0; i < 3_000; i++) {
        codec.decode(buffer, 0, codec.encode(message, buffer, 0), target);
      }
      long before = threads.getCurrentThreadAllocatedBytes();
      for (int i = 0; i < 2_000; i++) {
        codec.decode(buffer, 0, codec.encode(message, buffer, 0), target);
      }
      double perRoundTrip = (threads.getCurrentThreadAllocatedBytes() - before) / 2_000.0;

      assertThat(perRoundTrip).as("bytes per encode + decode of %s", id).isLessThan(1.0);
    }
  }

  @Test
  void refusesARootOffsetOutsideThePayloadAtByteZero() {
    byte[] payload = Codecs.encode(codec, fixture("minimal"));
    ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).putInt(0, payload.length + 100);

    assertThat(decodeError(payload).offset()).isZero();
  }

  @Test
  void refusesAStringLengthBeyondThePayloadAtTheLengthPrefix() {
    byte[] payload = Codecs.encode(codec, fixture("snapshot-20x20"));
    FieldSpan length = leaf(leaves(codec.describe(payload, 0, payload.length)), "symbol");
    ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).putInt(length.offset(), 0x7fff_fff0);

    CodecException error = decodeError(payload);

    assertThat(error.offset()).isEqualTo(length.offset());
    assertThat(error).hasMessageContaining("runs past the end");
  }

  @Test
  void refusesAVectorLengthBeyondThePayloadWithoutSizingAnything() {
    byte[] payload = Codecs.encode(codec, fixture("book-snapshots-5"));
    FieldSpan count = leaf(leaves(codec.describe(payload, 0, payload.length)), "asks");
    ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).putInt(count.offset(), 1 << 30);

    assertThat(decodeError(payload).offset()).isEqualTo(count.offset());
  }

  @Test
  void refusesAnEnumCodeTheSchemaDoesNotDefineAtItsByte() {
    byte[] payload = Codecs.encode(codec, fixture("book-snapshots-5"));
    FieldSpan status = leaf(leaves(codec.describe(payload, 0, payload.length)), "tradingStatus");
    payload[status.offset()] = 42;

    CodecException error = decodeError(payload);

    assertThat(error.offset()).isEqualTo(status.offset());
    assertThat(error.fieldPath()).isEqualTo("OrderBookSnapshot.tradingStatus");
  }

  @Test
  void refusesADecimalThatIsNotAnExactDecimal64AtTheStruct() {
    byte[] payload = Codecs.encode(codec, fixture("trade-update"));
    FieldSpan price = leaf(leaves(codec.describe(payload, 0, payload.length)), "entries[0].price");
    ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).putLong(price.offset(), Long.MAX_VALUE);

    CodecException error = decodeError(payload);

    assertThat(error.offset()).isEqualTo(price.offset());
    assertThat(error).hasMessageContaining("not an exact decimal64");
  }

  @Test
  void refusesAnOffsetPointingBackwardsInsteadOfLooping() {
    byte[] payload = Codecs.encode(codec, fixture("trade-update"));
    FieldSpan element =
        leaf(leaves(codec.describe(payload, 0, payload.length)), "(entries[0] offset)");
    ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).putInt(element.offset(), -16);

    CodecException error = decodeError(payload);

    assertThat(error.offset()).isEqualTo(element.offset());
    assertThat(error).hasMessageContaining("does not point forward");
  }

  @Test
  void refusesAnEnvelopeWithoutAMessage() {
    FlatBufferBuilder builder = new FlatBufferBuilder();
    Envelope.startEnvelope(builder);
    Envelope.finishEnvelopeBuffer(builder, Envelope.endEnvelope(builder));

    assertThat(decodeError(builder.sizedByteArray()))
        .hasMessageContaining("Envelope.$type is required but absent");
  }

  @Test
  void refusesAMetadataKeyWrittenTwiceAtTheSecondKey() {
    FlatBufferBuilder builder = new FlatBufferBuilder();
    int first =
        MetadataEntry.createMetadataEntry(
            builder, builder.createString("feed"), builder.createString("A"));
    int second =
        MetadataEntry.createMetadataEntry(
            builder, builder.createString("feed"), builder.createString("B"));
    int metadata = OrderBookSnapshot.createMetadataVector(builder, new int[] {first, second});
    OrderBookSnapshot.startOrderBookSnapshot(builder);
    OrderBookSnapshot.addMetadata(builder, metadata);
    int book = OrderBookSnapshot.endOrderBookSnapshot(builder);
    Envelope.finishEnvelopeBuffer(
        builder, Envelope.createEnvelope(builder, Body.OrderBookSnapshot, book));
    byte[] payload = builder.sizedByteArray();

    CodecException error = decodeError(payload);

    assertThat(error).hasMessageContaining("metadata key \"feed\" appears twice");
    assertThat(error.offset()).isPositive();
    int length = ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).getInt(error.offset());
    assertThat(
            new String(
                payload, error.offset() + 4, length, java.nio.charset.StandardCharsets.UTF_8))
        .isEqualTo("feed");
  }

  @Test
  void refusesFixGroupsNestedDeeperThanTheLimitBothWays() {
    FlatBufferBuilder builder = new FlatBufferBuilder();
    int fields = FixMessage.createFieldsVector(builder, new int[0]);
    for (int level = 0; level < FbWalker.MAX_DEPTH; level++) {
      int group = FixGroup.createFixGroup(builder, fields);
      int groups = FixField.createGroupsVector(builder, new int[] {group});
      int field = FixField.createFixField(builder, 453, 0, groups);
      fields = FixMessage.createFieldsVector(builder, new int[] {field});
    }
    int fix = FixMessage.createFixMessage(builder, builder.createString("FIX.4.4"), fields);
    Envelope.finishEnvelopeBuffer(builder, Envelope.createEnvelope(builder, Body.FixMessage, fix));

    assertThat(decodeError(builder.sizedByteArray())).hasMessageContaining("nest deeper than");

    var message = new dev.wirebench.engine.model.FixMessage();
    message.setBeginString("FIX.4.4");
    ArrayList<dev.wirebench.engine.model.FixField> level = message.getFields();
    for (int depth = 0; depth <= FbWalker.MAX_FIX_DEPTH + 1; depth++) {
      var field = dev.wirebench.engine.model.FixField.slot(level, 0);
      field.setTag(453);
      field.setValue("1");
      level = dev.wirebench.engine.model.FixGroup.slot(field.getGroups(), 0).getFields();
    }
    dev.wirebench.engine.model.FixField.slot(level, 0).setTag(448);
    assertThatThrownBy(() -> Codecs.encode(codec, message))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("nest deeper than");
  }

  private CodecException decodeError(byte[] payload) {
    try {
      codec.decode(payload, 0, payload.length, null);
    } catch (CodecException expected) {
      return expected;
    }
    throw new AssertionError("decode accepted the payload");
  }

  /** The JVM's count of bytes this thread allocated (skips the test where it cannot count). */
  private static com.sun.management.ThreadMXBean allocationCounter() {
    boolean available =
        ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean bean
            && bean.isThreadAllocatedMemorySupported()
            && bean.isThreadAllocatedMemoryEnabled();
    assumeTrue(available, "this JVM does not count allocated bytes per thread");
    return (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  }

  private static FieldSpan leaf(List<FieldSpan> leaves, String path) {
    return leaves.stream()
        .filter(span -> span.path().equals(path))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no span " + path + " in " + leaves));
  }

  private static List<FieldSpan> leaves(List<FieldSpan> spans) {
    List<FieldSpan> leaves = new ArrayList<>();
    for (FieldSpan span : spans) {
      if (span.isLeaf()) {
        leaves.add(span);
      } else {
        leaves.addAll(leaves(span.children()));
      }
    }
    return leaves;
  }
}
