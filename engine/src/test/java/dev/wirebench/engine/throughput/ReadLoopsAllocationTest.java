package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.log.MappedLogStore;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The read loops over the Wirebench log allocate nothing per message, counted by the thread's
 * allocation counter (the same counter that fills the results' allocation column). A codec that
 * allocates nothing isolates the reader and the loop.
 */
class ReadLoopsAllocationTest {
  private static final int MESSAGES = 200_000;

  @TempDir Path root;

  /** A stream directory inside the test's own: a server serves the directory holding it. */
  private Path dir;

  @BeforeEach
  void streamDirectory() {
    dir = root.resolve("stream");
  }

  @Test
  void scanAndConsumeOverTheLogAllocateNothingPerMessage() throws IOException {
    readsAllocateNothingPerMessage(new MappedLogStore());
  }

  /** The Aeron reader copies each message into one reused array (its client thread not counted). */
  @Test
  void scanAndConsumeOverAeronIpcAllocateNothingPerMessage() throws IOException {
    StreamStore served = StreamStores.create("log@aeron-ipc");
    try {
      readsAllocateNothingPerMessage(served);
    } finally {
      served.release(dir);
    }
  }

  private void readsAllocateNothingPerMessage(StreamStore store) throws IOException {
    assumeTrue(AllocationCounter.currentThread() >= 0, "needs the thread allocation counter");
    Codec codec = new ClosePriceCodec();
    EncodedMix mix = EncodedMix.of(FixtureLoader.bundled().resolve("bars"), codec, null);
    EncodedMix.StreamStats written;
    try (StreamAppender appender = store.openAppender(dir, MESSAGES, mix.payloadBytes(MESSAGES))) {
      written = mix.write(appender, MESSAGES, new CancelToken(), done -> {});
    }
    Message reuse = new BarMessage();

    ConsumerResult consumed = null;
    ReadLoops.ScanPass scanned = null;
    for (int pass = 0; pass < 3; pass++) {
      try (StreamReader reader = store.openReader(dir)) {
        consumed =
            ReadLoops.consume(
                0, reader, codec, reuse, MessageChecksum::of, MESSAGES, new CancelToken());
      }
      try (StreamReader reader = store.openReader(dir)) {
        scanned = ReadLoops.scan(reader, MESSAGES, new CancelToken());
      }
    }

    assertThat(consumed.messages()).isEqualTo(MESSAGES);
    assertThat(consumed.checksum()).isEqualTo(written.checksum());
    assertThat(scanned.messages()).isEqualTo(MESSAGES);
    // A few hundred bytes at most for the whole pass (a result record), not bytes per message.
    assertThat(consumed.allocatedBytes()).isLessThan(1024);
    assertThat(scanned.allocatedBytes()).isLessThan(1024);
  }

  /** Carries a bar's close price in 8 bytes; decodes into the reused instance. */
  private static final class ClosePriceCodec implements Codec {
    private static final VarHandle LONGS =
        MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final CodecInfo INFO =
        new CodecInfo(
            "close-price",
            "close price",
            "test",
            true,
            DecodeContract.FILLS_REUSED,
            "none",
            "none");

    @Override
    public CodecInfo info() {
      return INFO;
    }

    @Override
    public Support support(MessageType type) {
      return type == MessageType.BAR_MESSAGE ? Support.yes() : Support.no("bars only");
    }

    @Override
    public int encode(Message message, byte[] dst, int offset) {
      LONGS.set(dst, offset, ((BarMessage) message).getClose());
      return Long.BYTES;
    }

    @Override
    public Message decode(byte[] src, int offset, int length, Message reuse) {
      BarMessage bar = (BarMessage) reuse;
      bar.setClose((long) LONGS.get(src, offset));
      return bar;
    }

    @Override
    public List<FieldSpan> describe(byte[] src, int offset, int length) {
      return List.of();
    }
  }
}
