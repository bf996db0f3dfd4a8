package dev.wirebench.engine.bench;

import dev.wirebench.engine.result.BenchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;

/** Keeps every event of a run, in order, for assertions. */
final class RecordingListener implements BenchmarkListener {
  final List<String> events = new CopyOnWriteArrayList<>();
  final List<IterationProgress> iterations = new CopyOnWriteArrayList<>();
  final List<BenchResult> finished = new CopyOnWriteArrayList<>();
  final List<String> waits = new CopyOnWriteArrayList<>();
  final List<String> output = new CopyOnWriteArrayList<>();
  final CountDownLatch started = new CountDownLatch(1);
  volatile RunStart start;
  volatile BenchOutcome outcome;

  @Override
  public void waiting(String message) {
    waits.add(message);
    events.add("waiting");
  }

  @Override
  public void runStarted(RunStart start) {
    this.start = start;
    events.add("runStarted");
  }

  @Override
  public void benchmarkStarted(BenchmarkCase benchmark, int index, int count) {
    events.add("benchmarkStarted " + index + "/" + count + " " + benchmark.label());
    started.countDown();
  }

  @Override
  public void iteration(IterationProgress progress) {
    iterations.add(progress);
  }

  @Override
  public void benchmarkFinished(BenchResult result) {
    finished.add(result);
    events.add("benchmarkFinished " + result.codec() + " " + result.fixture());
  }

  @Override
  public void output(String line) {
    output.add(line);
  }

  @Override
  public void runFinished(BenchOutcome outcome) {
    this.outcome = outcome;
    events.add("runFinished " + outcome.status());
  }

  /**
   * The events' names, without "waiting": whether a run first waits for the machine-wide
   * measurement lock depends on what else measures on the machine (another build, a user's run),
   * not on the engine under test; CancelAndQueueTest tests the waiting itself.
   */
  List<String> eventNames() {
    List<String> names = new ArrayList<>();
    for (String event : events) {
      String name = event.split(" ")[0];
      if (!name.equals("waiting")) {
        names.add(name);
      }
    }
    return names;
  }
}
