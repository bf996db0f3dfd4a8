package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.cbor.CborCodec;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A real CBOR codec under another id that runs {@code beforeEncode} first on every encode: stands
 * for a codec whose first use is slow (held back by a latch) or one a test watches start.
 */
final class HookedCodec implements Codec {
  private final CborCodec cbor = new CborCodec();
  private final String id;
  private final Runnable beforeEncode;

  HookedCodec(String id, Runnable beforeEncode) {
    this.id = id;
    this.beforeEncode = beforeEncode;
  }

  /**
   * Runs what a job hands the FX thread ({@code fxThread}, the test's stand-in), in order, until
   * {@code done} (or 30 s pass).
   */
  static void runFxUntil(BlockingQueue<Runnable> fxThread, BooleanSupplier done)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!done.getAsBoolean()) {
      Runnable next =
          fxThread.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      assertThat(next).as("the inspection went on").isNotNull();
      next.run();
    }
  }

  @Override
  public CodecInfo info() {
    CodecInfo real = cbor.info();
    return new CodecInfo(
        id,
        "CBOR " + id,
        real.library(),
        real.binary(),
        real.decodeContract(),
        real.stringHandling(),
        real.spanDetail());
  }

  @Override
  public Support support(MessageType type) {
    return cbor.support(type);
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    beforeEncode.run();
    return cbor.encode(message, dst, offset);
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    return cbor.decode(src, offset, length, reuse);
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    return cbor.describe(src, offset, length);
  }
}
