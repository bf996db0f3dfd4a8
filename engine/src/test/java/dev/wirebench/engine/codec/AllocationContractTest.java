package dev.wirebench.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirebench.engine.model.Message;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Holds every codec whose {@link CodecInfo#allocationFree()} claims it to the claim, on every
 * bundled fixture it carries whole: encode into a reused buffer plus decode into a reused instance
 * (one per message, so each already holds its message's strings) allocate less than one byte per
 * round trip once warmed up. Counted with HotSpot's per-thread allocation counter, the same counter
 * JMH's {@code -prof gc} reads; skipped where the JVM does not offer it.
 *
 * <p>A failure is a finding: make the codec allocate nothing, or narrow its claim and say why —
 * never raise the threshold.
 */
class AllocationContractTest {
  private static final CodecRegistry CODECS = CodecRegistry.discover();

  /**
   * Round trips before measuring: enough for every target to hold its strings and for the codec's
   * hot paths to reach C2 (HotSpot's tier-4 compile needs about 15,000 invocations plus loop
   * back-edges; the interpreter and C1 do no escape analysis, so a round trip whose temporaries
   * only C2 removes counts as allocating until then — FIX on timebase-packages measured 20 bytes
   * per round trip after 3,000, 0 after 20,000).
   */
  private static final int WARM_UP = 20_000;

  /** Round trips measured: at 1 byte per trip, 2,000 bytes — well above the counter's noise. */
  private static final int MEASURED = 2_000;

  static Stream<Arguments> claimsAndFixtures() {
    List<Arguments> cases = new ArrayList<>();
    for (CodecInfo info : CODECS.infos()) {
      if (info.allocationFree()) {
        for (String fixture : CodecFixtures.ids()) {
          cases.add(Arguments.of(info.id(), fixture));
        }
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} allocates nothing per round trip on {1}")
  @MethodSource("claimsAndFixtures")
  void encodeAndDecodeIntoReusedInstancesAllocateNothing(String codecId, String fixtureId) {
    com.sun.management.ThreadMXBean threads = threadsOrSkip();
    Codec codec = CODECS.create(codecId);
    List<Message> messages = CodecFixtures.allOrSkip(codec, fixtureId);
    Message[] targets = new Message[messages.size()];
    int largest = 0;
    for (int i = 0; i < targets.length; i++) {
      targets[i] = messages.get(i).messageType().newInstance();
      largest = Math.max(largest, Codecs.encode(codec, messages.get(i)).length);
    }
    // one buffer for every message, as a benchmark reuses it (FlatBuffers keeps a view of it)
    byte[] buffer = new byte[largest];
    int rounds = ceilDiv(MEASURED, messages.size());

    roundTrips(codec, messages, buffer, targets, ceilDiv(WARM_UP, messages.size()));
    long before = threads.getCurrentThreadAllocatedBytes();
    roundTrips(codec, messages, buffer, targets, rounds);
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;

    double perRoundTrip = allocated / (double) (rounds * messages.size());
    System.out.printf(
        Locale.ROOT, "allocation: %s on %s: %.3f bytes/op%n", codecId, fixtureId, perRoundTrip);
    assertThat(perRoundTrip)
        .as("%s bytes per encode + decode on %s", codecId, fixtureId)
        .isLessThan(1.0);
  }

  private static void roundTrips(
      Codec codec, List<Message> messages, byte[] buffer, Message[] targets, int rounds) {
    for (int round = 0; round < rounds; round++) {
      for (int i = 0; i < targets.length; i++) {
        int length = codec.encode(messages.get(i), buffer, 0);
        codec.decode(buffer, 0, length, targets[i]);
      }
    }
  }

  private static int ceilDiv(int total, int each) {
    return (total + each - 1) / each;
  }

  private static com.sun.management.ThreadMXBean threadsOrSkip() {
    boolean available =
        ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean bean
            && bean.isThreadAllocatedMemorySupported()
            && bean.isThreadAllocatedMemoryEnabled();
    assumeTrue(available, "this JVM does not count allocated bytes per thread");
    com.sun.management.ThreadMXBean bean =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    // the first call may initialise the counter's own machinery: not in the measured window
    bean.getCurrentThreadAllocatedBytes();
    return bean;
  }
}
