package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import java.util.function.LongConsumer;

/**
 * A fixture's messages encoded once by one codec; a stream of N messages cycles through them. Each
 * payload's expected checksum is taken from decoding it, which is what consumers will see (for a
 * codec that drops or rounds a field, the written and decoded messages differ).
 */
final class EncodedMix {
  private static final long PROGRESS_EVERY = 1 << 16;

  private final MessageType type;
  private final byte[][] payloads;
  private final long[] hashes;
  private final long cycleBytes;

  private EncodedMix(MessageType type, byte[][] payloads, long[] hashes) {
    this.type = type;
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
  static EncodedMix of(LoadedFixture fixture, Codec codec) {
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
    return new EncodedMix(type, payloads, hashes);
  }

  MessageType type() {
    return type;
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
