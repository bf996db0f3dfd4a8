package dev.wirebench.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Issue 20, case 1: a listener that throws fails the run; it is never turned into a log line. */
class ListenerFanOutTest {
  /** Hears lines; the store stand-in fails on the line it is told to. */
  private record Hearer(String name, String failOn, List<String> heard)
      implements Consumer<String> {
    Hearer(String name, String failOn) {
      this(name, failOn, new ArrayList<>());
    }

    @Override
    public void accept(String line) {
      if (line.equals(failOn)) {
        throw new IllegalStateException(name + " cannot take " + line);
      }
      heard.add(line);
    }
  }

  @Test
  void aFailingListenerHearsNothingMoreTheOthersHearEverythingAndTheFailureIsKept() {
    Hearer store = new Hearer("store", "result 2");
    Hearer screen = new Hearer("screen", null);
    ListenerFanOut<Hearer> fanOut = new ListenerFanOut<>(List.of(store, screen));
    AtomicInteger stops = new AtomicInteger();
    fanOut.onFailure(stops::incrementAndGet);

    for (String line : List.of("started", "result 1", "result 2", "result 3", "finished")) {
      fanOut.each(listener -> listener.accept(line));
    }

    assertThat(store.heard()).containsExactly("started", "result 1");
    assertThat(screen.heard())
        .containsExactly("started", "result 1", "result 2", "result 3", "finished");
    assertThat(fanOut.failureMessage()).contains("store cannot take result 2");
    assertThat(stops).hasValue(1);
  }

  @Test
  void aSecondFailureIsKeptBesideTheFirstAndStopsNothingTwice() {
    Hearer a = new Hearer("a", "x");
    Hearer b = new Hearer("b", "y");
    ListenerFanOut<Hearer> fanOut = new ListenerFanOut<>(List.of(a, b));
    AtomicInteger stops = new AtomicInteger();
    fanOut.onFailure(stops::incrementAndGet);

    fanOut.each(listener -> listener.accept("x"));
    fanOut.each(listener -> listener.accept("y"));

    assertThat(fanOut.failure())
        .get()
        .extracting(Throwable::getMessage)
        .isEqualTo("a cannot take x");
    assertThat(fanOut.failure().orElseThrow().getSuppressed())
        .singleElement()
        .extracting(Throwable::getMessage)
        .isEqualTo("b cannot take y");
    assertThat(stops).hasValue(1);
  }

  @Test
  void anActionAddedAfterTheFailureRunsAtOnce() {
    ListenerFanOut<Hearer> fanOut = new ListenerFanOut<>(List.of(new Hearer("a", "x")));
    fanOut.each(listener -> listener.accept("x"));
    AtomicInteger stops = new AtomicInteger();

    fanOut.onFailure(stops::incrementAndGet);

    assertThat(stops).hasValue(1);
  }

  @Test
  void noFailureNoMessage() {
    ListenerFanOut<Hearer> fanOut = new ListenerFanOut<>(List.of(new Hearer("a", null)));

    fanOut.each(listener -> listener.accept("x"));

    assertThat(fanOut.failure()).isEmpty();
    assertThat(fanOut.failureMessage()).isEmpty();
  }
}
