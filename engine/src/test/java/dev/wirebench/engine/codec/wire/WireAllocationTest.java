package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.model.Message;
import java.lang.management.ManagementFactory;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Encode and decode-into-a-reused-instance allocate nothing once the instance holds the strings
 * (counted with the JVM's per-thread allocation counter; the JMH {@code -prof gc} numbers in the
 * report measure the same thing under the benchmark).
 */
class WireAllocationTest {
  private static final int WARM_UP = 3_000;
  private static final int MEASURED = 2_000;

  static Stream<String> fixtures() {
    return Stream.of(
        "minimal",
        "trade-update",
        "snapshot-20x20",
        "book-update-mix",
        "book-snapshots-5",
        "deep-book-100x10",
        "new-order-single",
        "bars",
        "l1-packages");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void encodeAndDecodeIntoAReusedInstanceAllocateNothing(String fixture) {
    com.sun.management.ThreadMXBean threads = threads();
    for (Codec codec : new Codec[] {new InterpretedWireCodec(), new CompiledWireCodec()}) {
      Message message = WireSamples.fixture(fixture);
      byte[] payload = Codecs.encode(codec, message);
      byte[] buffer = new byte[payload.length];
      Message target = message.messageType().newInstance();
      for (int i = 0; i < WARM_UP; i++) {
        roundTrip(codec, message, buffer, target);
      }
      long before = threads.getCurrentThreadAllocatedBytes();
      for (int i = 0; i < MEASURED; i++) {
        roundTrip(codec, message, buffer, target);
      }
      long allocated = threads.getCurrentThreadAllocatedBytes() - before;

      assertThat(allocated / (double) MEASURED)
          .as("%s bytes per encode + decode on %s", codec.info().id(), fixture)
          .isLessThan(1.0);
    }
  }

  private static void roundTrip(Codec codec, Message message, byte[] buffer, Message target) {
    int length = codec.encode(message, buffer, 0);
    codec.decode(buffer, 0, length, target);
  }

  private static com.sun.management.ThreadMXBean threads() {
    boolean available =
        ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean bean
            && bean.isThreadAllocatedMemorySupported()
            && bean.isThreadAllocatedMemoryEnabled();
    assumeTrue(available, "this JVM does not count allocated bytes per thread");
    com.sun.management.ThreadMXBean bean =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    bean.getCurrentThreadAllocatedBytes();
    return bean;
  }
}
