package dev.wirebench.engine.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A codec that hangs on foreign bytes: the message becomes an error after the lab's time limit, the
 * rest of the cell is not tried (the codec may still be busy), the stuck reader is interrupted, and
 * the run goes on — never a hung lab.
 */
class CompatHangTest {
  private static final Duration LIMIT = Duration.ofMillis(300);

  /** The real json codec, except that its reader blocks forever on the {@code hangOn}-th read. */
  private static final class HangingRoute implements CompatRoute {
    final DynamicCodec json = DynamicCodecs.discover().create("json", CompatBadInputTest.ORDER);
    final AtomicInteger reads = new AtomicInteger();
    final CountDownLatch interrupted = new CountDownLatch(1);
    final int hangOn;

    HangingRoute(int hangOn) {
      this.hangOn = hangOn;
    }

    @Override
    public byte[] write(DynamicRecord message) {
      return CompatRoute.encode(json, message);
    }

    @Override
    public DynamicRecord read(byte[] payload) {
      if (reads.incrementAndGet() == hangOn) {
        try {
          new CountDownLatch(1).await(); // never counted down: a reader that waits forever
        } catch (InterruptedException stopped) {
          interrupted.countDown();
          Thread.currentThread().interrupt();
        }
        throw new IllegalStateException("stopped");
      }
      return json.decode(payload, 0, payload.length, null);
    }
  }

  private static CellResult run(HangingRoute route) {
    CompatInput input =
        CompatInputs.of(CompatBadInputTest.ORDER, CompatBadInputTest.ORDER, Map.of(), null);
    return CompatLab.measure("hangs", Direction.OLD_TO_NEW, input, route, route.json, LIMIT);
  }

  @Test
  void aReaderThatHangsOnTheSecondMessageIsAnErrorAndTheRestIsNotTried() throws Exception {
    HangingRoute route = new HangingRoute(2);
    CellResult cell = run(route);

    assertThat(cell.messages()).isEqualTo(3);
    assertThat(cell.failedMessages()).isEqualTo(2); // the hung one and the one after it
    assertThat(cell.verdict()).isEqualTo(Outcome.ERROR);
    assertThat(cell.firstError())
        .isEqualTo(
            "the reader gave no answer within 300 ms (it hangs on these bytes; stopped waiting,"
                + " and the rest of this cell's messages were not tried)");
    assertThat(route.reads.get()).isEqualTo(2); // message 3 never reached the codec
    // the first message was read and tallied before the hang
    assertThat(cell.fields())
        .allSatisfy(f -> assertThat(f.counts()).containsEntry(Outcome.SURVIVED, 1));
    // the hung message is the one shown, with its payload; the reader's own codec is left alone
    assertThat(cell.shown().index()).isEqualTo(1);
    assertThat(cell.shown().error()).contains("gave no answer");
    assertThat(cell.writerHex()).isNotEmpty();
    assertThat(cell.readerOwnHex()).isNull();
    assertThat(route.interrupted.await(10, TimeUnit.SECONDS))
        .as("the stuck reader was interrupted")
        .isTrue();
  }

  @Test
  void aLabWithAHangingRowStillAnswersForEveryRow() {
    HangingRoute route = new HangingRoute(1);
    CellResult cell = run(route);
    assertThat(cell.failedMessages()).isEqualTo(cell.messages());
    assertThat(cell.fields()).allSatisfy(f -> assertThat(f.outcome()).isEqualTo(Outcome.ERROR));
    assertThat(cell.shown().why()).isEqualTo("the first message the reader refused");
  }
}
