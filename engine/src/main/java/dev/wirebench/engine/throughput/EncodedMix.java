package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import java.nio.file.Path;
import java.util.function.LongConsumer;

/**
 * A fixture's messages encoded once by one codec; a stream of N messages cycles through them. Each
 * payload's expected checksum is taken from decoding it, which is what consumers will see (for a
 * codec that drops or rounds a field, the written and decoded messages differ). The messages are of
 * the built-in model, or dynamic messages of a user's message file (see {@link StreamDecoding}).
 */
final class EncodedMix {
  private static final long PROGRESS_EVERY = 1 << 16;

  private final StreamDecoding decoding;
  private final byte[][] payloads;
  private final long[] hashes;
  private final long cycleBytes;

  private EncodedMix(StreamDecoding decoding, byte[][] payloads, long[] hashes) {
    this.decoding = decoding;
    this.payloads = payloads;
    this.hashes = hashes;
    long bytes = 0;
    for (byte[] payload : payloads) {
      bytes += payload.length;
    }
    this.cycleBytes = bytes;
  }

  /**
   * Encodes every message of {@code fixture}.
   *
   * @throws IllegalArgumentException if the fixture mixes message types (a consumer decodes into
   *     one reused instance) or the codec cannot carry its type
   */
  static EncodedMix of(LoadedFixture fixture, String codecId, CodecRegistry codecs) {
    Codec codec = codecs.create(codecId);
    return of(fixture, codec, new StreamDecoding.Static(codecId, fixture.messageType(), codecs));
  }

  /**
   * As {@link #of(LoadedFixture, String, CodecRegistry)} with a codec instance of one's own
   * (tests); {@code decoding} is what {@link #decoding()} returns, possibly null.
   */
  static EncodedMix of(LoadedFixture fixture, Codec codec, StreamDecoding decoding) {
    MessageType type = fixture.messageType();
    if (type == null) {
      throw new IllegalArgumentException(
          "fixture "
              + fixture.id()
              + " mixes message types; a throughput stream holds one type, decoded into one"
              + " reused instance");
    }
    Support support = codec.support(type);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "codec "
              + codec.info().id()
              + " cannot carry "
              + type.shortName()
              + " (fixture "
              + fixture.id()
              + "): "
              + support.reason());
    }
    int count = fixture.messages().size();
    byte[][] payloads = new byte[count][];
    long[] hashes = new long[count];
    for (int i = 0; i < count; i++) {
      payloads[i] = Codecs.encode(codec, fixture.messages().get(i));
      Message decoded = codec.decode(payloads[i], 0, payloads[i].length, type.newInstance());
      hashes[i] = MessageChecksum.of(decoded);
    }
    return new EncodedMix(decoding, payloads, hashes);
  }

  /**
   * Encodes every message of a dynamic fixture with codec {@code codecId}'s dynamic mapping.
   *
   * @throws IllegalArgumentException if the codec cannot carry the fixture's schema
   */
  static EncodedMix of(DynamicFixture fixture, String codecId, DynamicCodecs codecs) {
    Support support = codecs.support(codecId, fixture.schema());
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "codec "
              + codecId
              + " cannot carry the messages of "
              + fixture.id()
              + " (schema "
              + fixture.schema().name()
              + "): "
              + support.reason());
    }
    DynamicCodec codec = codecs.create(codecId, fixture.schema());
    int count = fixture.messages().size();
    byte[][] payloads = new byte[count][];
    long[] hashes = new long[count];
    for (int i = 0; i < count; i++) {
      payloads[i] = Codecs.encode(codec, fixture.messages().get(i));
      DynamicRecord decoded =
          codec.decode(payloads[i], 0, payloads[i].length, new DynamicRecord(fixture.schema()));
      hashes[i] = DynamicChecksum.of(decoded);
    }
    StreamDecoding decoding =
        new StreamDecoding.Dynamic(
            codecId, fixture.schema(), Path.of(fixture.source()), fixture.schemaSource(), codecs);
    return new EncodedMix(decoding, payloads, hashes);
  }

  /** How consumers decode this stream's payloads. */
  StreamDecoding decoding() {
    return decoding;
  }

  /** Payload bytes of the first {@code messages} messages of the stream. */
  long payloadBytes(long messages) {
    long bytes = messages / payloads.length * cycleBytes;
    for (int i = 0; i < messages % payloads.length; i++) {
      bytes += payloads[i].length;
    }
    return bytes;
  }

  /** Mean payload size in bytes. */
  double meanPayloadBytes() {
    return cycleBytes / (double) payloads.length;
  }

  /**
   * Appends {@code messages} messages, reporting the count written every 65,536 messages.
   *
   * @return the stream's size and the checksum every consumer must arrive at
   */
  StreamStats write(
      StreamAppender appender, long messages, CancelToken cancellation, LongConsumer progress) {
    long checksum = 0;
    long bytes = 0;
    int next = 0;
    for (long i = 0; i < messages; i++) {
      byte[] payload = payloads[next];
      appender.append(payload, 0, payload.length);
      checksum = MessageChecksum.fold(checksum, hashes[next]);
      bytes += payload.length;
      next = next + 1 == payloads.length ? 0 : next + 1;
      if ((i + 1) % PROGRESS_EVERY == 0) {
        CancelChecks.throwIfCancelled(cancellation);
        progress.accept(i + 1);
      }
    }
    progress.accept(messages);
    return new StreamStats(messages, bytes, checksum);
  }

  /**
   * A written stream.
   *
   * @param checksum what every consumer's {@link ConsumerResult#checksum()} must equal
   */
  record StreamStats(long messages, long payloadBytes, long checksum) {}
}
