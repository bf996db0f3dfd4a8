package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.cbor.CborCodec;
import dev.wirebench.engine.codec.fix.FixCodec;
import dev.wirebench.engine.codec.json.JsonCodec;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

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

  /** The inspect tests' four real codecs: JSON, FIX, a hooked CBOR named {@code id}, CBOR. */
  static CodecRegistry amongRealCodecs(String id, Runnable beforeEncode) {
    return CodecRegistry.of(
        JsonCodec::new, FixCodec::new, () -> new HookedCodec(id, beforeEncode), CborCodec::new);
  }

  /**
   * The Inspect screen's view model over {@code registry} and the bundled fixtures, its jobs on
   * {@code jobs} and their results handed to {@code fxThread}.
   */
  static InspectViewModel model(
      CodecRegistry registry, Executor jobs, Executor fxThread, Consumer<Throwable> unexpected) {
    return new InspectViewModel(
        new InspectService(FixtureLoader.bundled(), registry),
        TaskExecutor.using(jobs, fxThread, unexpected),
        new RecentFixtures(List.of()));
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
