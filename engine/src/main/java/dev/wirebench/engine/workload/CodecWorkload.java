package dev.wirebench.engine.workload;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * One codec on one fixture, ready to time: the fixture's messages, their payloads in this codec, a
 * reusable decode target per message and an encode buffer. Operations cycle through the messages
 * (the order-book suites' method). Used by {@code CodecBenchmark} (JMH) and by the latency harness,
 * so both time exactly the same work.
 *
 * <p>Not thread-safe: one instance per measuring thread. The operations allocate only what the
 * codec allocates.
 */
public final class CodecWorkload {
  private final Codec codec;
  private final Message[] messages;
  private final byte[][] payloads;
  private final Message[] targets;
  private final byte[] buffer;
  private int next;

  private CodecWorkload(Codec codec, Message[] messages) {
    this.codec = codec;
    this.messages = messages;
    this.payloads = new byte[messages.length][];
    this.targets = new Message[messages.length];
    int largest = 0;
    for (int i = 0; i < messages.length; i++) {
      payloads[i] = Codecs.encode(codec, messages[i]);
      targets[i] = messages[i].messageType().newInstance();
      largest = Math.max(largest, payloads[i].length);
    }
    this.buffer = new byte[Math.max(4096, largest * 2)];
  }

  /**
   * Prepares codec {@code codecId} (from the registry) on fixture {@code fixture} (a bundled id or
   * a file path).
   *
   * @throws IllegalArgumentException if the codec cannot carry every message of the fixture
   * @throws dev.wirebench.engine.codec.CodecException if the codec fails to encode a message
   */
  public static CodecWorkload prepare(String codecId, String fixture) {
    Codec codec = CodecRegistry.discover().create(codecId);
    LoadedFixture loaded = FixtureLoader.bundled().resolve(fixture);
    Support support = support(codec, loaded);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "codec " + codecId + " on fixture " + fixture + ": " + support.describe());
    }
    return new CodecWorkload(codec, loaded.messages().toArray(new Message[0]));
  }

  /**
   * Whether {@code codec} carries every message of {@code fixture}. A fixture is benchmarked whole
   * or not at all, so that every codec in a comparison does the same work.
   */
  public static Support support(Codec codec, LoadedFixture fixture) {
    Set<MessageType> types = new LinkedHashSet<>();
    fixture.messages().forEach(m -> types.add(m.messageType()));
    for (MessageType type : types) {
      Support support = codec.support(type);
      if (!support.supported()) {
        return types.size() == 1
            ? support
            : Support.no(type + " (one of the fixture's message types): " + support.reason());
      }
    }
    return Support.yes();
  }

  /** The codec instance every operation uses. */
  public Codec codec() {
    return codec;
  }

  /** The fixture's messages; shared, not copied: the benchmark reads them in its hot loop. */
  public Message[] messages() {
    return messages;
  }

  /** Each message's payload in this codec; shared, not copied (hot loop). */
  public byte[][] payloads() {
    return payloads;
  }

  /** A reusable decode target per message; shared, not copied (hot loop). */
  public Message[] targets() {
    return targets;
  }

  /** The reused encode buffer; shared, not copied (hot loop). */
  public byte[] buffer() {
    return buffer;
  }

  /** The number of messages cycled through. */
  public int size() {
    return messages.length;
  }

  /** The next message index, cycling. */
  public int nextIndex() {
    int index = next;
    next = index + 1 == messages.length ? 0 : index + 1;
    return index;
  }

  /** Encodes message {@code index} into the reused buffer; returns the payload length. */
  public int encode(int index) {
    return codec.encode(messages[index], buffer, 0);
  }

  /** Decodes payload {@code index} into its reused target (or what the codec's contract gives). */
  public Message decode(int index) {
    byte[] payload = payloads[index];
    return codec.decode(payload, 0, payload.length, targets[index]);
  }

  /** Encodes message {@code index}, then decodes the bytes just written. */
  public Message roundtrip(int index) {
    int length = codec.encode(messages[index], buffer, 0);
    return codec.decode(buffer, 0, length, targets[index]);
  }
}
