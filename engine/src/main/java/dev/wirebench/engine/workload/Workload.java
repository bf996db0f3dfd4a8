package dev.wirebench.engine.workload;

import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.codec.Codecs;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * One bound codec on a list of messages, ready to time: the messages, their payloads in this codec,
 * a reusable decode target per message and an encode buffer. Operations cycle through the messages
 * (the order-book suites' method). The one workload of every benchmark — JMH, latency — for every
 * kind of message (the built-in model's or a user's), so all time exactly the same work; {@link
 * Workloads} makes them from a message source.
 *
 * <p>Not thread-safe: one instance per measuring thread. The operations allocate only what the
 * codec allocates. The arrays are {@code Object[]} at run time (generic), so none is handed out.
 *
 * @param <M> the messages of the codec's schema
 */
public final class Workload<M> {
  private final BoundCodec<M> codec;
  private final M[] messages;
  private final byte[][] payloads;
  private final M[] targets;
  private final byte[] buffer;
  private int next;

  /**
   * Encodes every message once (the decode payloads) and makes a decode target for each with {@code
   * newTarget} (given the message it will receive).
   *
   * @throws dev.wirebench.engine.codec.CodecException if the codec fails to encode a message
   */
  @SuppressWarnings("unchecked") // the arrays only ever hold Ms
  public Workload(BoundCodec<M> codec, List<M> messages, UnaryOperator<M> newTarget) {
    if (messages.isEmpty()) {
      throw new IllegalArgumentException("a workload needs at least one message");
    }
    this.codec = codec;
    this.messages = (M[]) messages.toArray();
    this.payloads = new byte[this.messages.length][];
    this.targets = (M[]) new Object[this.messages.length];
    int largest = 0;
    for (int i = 0; i < this.messages.length; i++) {
      payloads[i] = Codecs.encode(codec, this.messages[i]);
      targets[i] = newTarget.apply(this.messages[i]);
      largest = Math.max(largest, payloads[i].length);
    }
    this.buffer = new byte[Math.max(4096, largest * 2)];
  }

  /** The codec instance every operation uses. */
  public BoundCodec<M> codec() {
    return codec;
  }

  /** Each message's payload in this codec; shared, not copied (hot loop). */
  public byte[][] payloads() {
    return payloads;
  }

  /** The reused encode buffer; shared, not copied (hot loop). */
  public byte[] buffer() {
    return buffer;
  }

  /** Message {@code index} (off the hot path: checks, tools). */
  public M message(int index) {
    return messages[index];
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
  public M decode(int index) {
    byte[] payload = payloads[index];
    return codec.decode(payload, 0, payload.length, targets[index]);
  }

  /** Encodes message {@code index}, then decodes the bytes just written. */
  public M roundtrip(int index) {
    int length = codec.encode(messages[index], buffer, 0);
    return codec.decode(buffer, 0, length, targets[index]);
  }
}
