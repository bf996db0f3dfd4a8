package dev.wirebench.engine.throughput;

import dev.wirebench.engine.run.CancelToken;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * Consumers as forked JVMs, as the reference measurement ran them: each child warms up (see {@link
 * ForkWarmUp}), opens the stream and reports ready; the parent then tells all of them to go at
 * once. The point's time is, as for threads, from the first consumer's start to the last one's end,
 * read from the children's own {@link System#nanoTime()} — one monotonic clock for every process of
 * a host on Linux, macOS and Windows. The children's readings are used only if they fall inside the
 * parent's own go-to-last-report window (which proves the clock is shared); otherwise that window
 * is the point's time (it also holds the go's and the reports' trip through the pipes). The
 * children get {@link ForkOptions}' {@code java}, Wirebench's required flags for that JDK, the
 * explicit JVM arguments and the class path; cancelling kills them at once.
 */
final class ForkedConsumerGroup implements ConsumerGroup {
  private static final long EXIT_TIMEOUT_SECONDS = 30;

  private final Target target;
  private final ForkOptions fork;
  private final long warmupMessages;
  private final Path logDirectory;
  private final CancelToken cancellation;
  private int points;

  ForkedConsumerGroup(
      Target target,
      ForkOptions fork,
      long warmupMessages,
      Path logDirectory,
      CancelToken cancellation) {
    this.target = target;
    this.fork = fork;
    this.warmupMessages = warmupMessages;
    this.logDirectory = logDirectory;
    this.cancellation = cancellation;
  }

  @Override
  public PointRun run(int consumers, Runnable onGo) {
    List<ForkedConsumer> forks = new CopyOnWriteArrayList<>();
    int point = points++;
    CancelToken.Registration hook =
        cancellation.onCancel(() -> forks.forEach(ForkedConsumer::kill));
    try {
      for (int i = 0; i < consumers; i++) {
        CancelChecks.throwIfCancelled(cancellation);
        List<String> command =
            fork.command(
                ForkedConsumerMain.class.getName(),
                ForkProtocol.arguments(target, warmupMessages, i));
        Path stderr = logDirectory.resolve("consumer-" + point + "-" + i + ".stderr");
        forks.add(ForkedConsumer.start(i, command, stderr));
      }
      for (ForkedConsumer child : forks) {
        awaitOrCancelled(child, ForkProtocol.READY);
      }
      CancelChecks.throwIfCancelled(cancellation);
      onGo.run();
      long go = System.nanoTime();
      for (ForkedConsumer child : forks) {
        child.go();
      }
      List<ConsumerResult> results = new ArrayList<>();
      List<String> deaths = new ArrayList<>();
      ConsumerFailure first = null;
      for (int i = 0; i < consumers; i++) {
        try { // every child is awaited: one that dies does not cost the others' reads
          results.add(ForkProtocol.parseDone(i, awaitOrCancelled(forks.get(i), ForkProtocol.DONE)));
        } catch (ConsumerFailure died) {
          deaths.add("consumer " + (i + 1) + " of " + consumers + " died: " + died.getMessage());
          first = first == null ? died : first;
        }
      }
      long reported = System.nanoTime();
      for (ForkedConsumer child : forks) {
        child.awaitExit(EXIT_TIMEOUT_SECONDS, TimeUnit.SECONDS);
      }
      if (!deaths.isEmpty()) {
        throw new ConsumersLost(deaths, results, first);
      }
      return timed(results, go, reported);
    } catch (IOException e) {
      CancelChecks.throwIfCancelled(cancellation);
      throw new ConsumerFailure("cannot start or talk to a forked consumer: " + e, e);
    } finally {
      hook.close();
      forks.forEach(ForkedConsumer::kill);
      forks.forEach(ForkedConsumer::awaitDeath);
    }
  }

  /**
   * The point's run timed by the children's clocks if their readings lie within {@code [go,
   * reported]} of this JVM's clock, else by that window.
   */
  static PointRun timed(List<ConsumerResult> results, long go, long reported) {
    boolean oneClock =
        results.stream().allMatch(r -> r.startNanos() >= go && r.endNanos() <= reported);
    return oneClock
        ? PointRun.ofOneClock(results)
        : new PointRun(List.copyOf(results), Math.max(1, reported - go), -1);
  }

  /** A child that dies because it was killed on cancel is a cancel, not a failure. */
  private String awaitOrCancelled(ForkedConsumer child, String expected) {
    try {
      return child.await(expected);
    } catch (ConsumerFailure failure) {
      CancelChecks.throwIfCancelled(cancellation);
      throw failure;
    }
  }
}
