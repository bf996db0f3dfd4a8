package dev.wirebench.engine.throughput;

import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.ThroughputProgress.Phase;
import dev.wirebench.engine.throughput.served.ServedStore;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One store x codec stream of a run: {@link #prepare} writes it and warms up; {@link #measure}
 * sweeps K for one repetition (the runner interleaves the streams' repetitions, see {@link
 * StreamOrder}), each point right after its own scan pass; {@link #cleanUp} deletes its files
 * unless the run keeps them.
 *
 * <p>Why a scan pass per point: the scan's rate moves by 10-40 % between passes on a busy machine
 * (and by ~20 % on an idle one), and passes taken minutes before the points made "% of scan"
 * compare a consumer with a different moment's machine. A point carries the pass taken just before
 * it, so each ratio compares neighbours; the stream's ceiling (reported once its last repetition is
 * done) is the median of all its passes. A served stream's scan reads its files locally: the
 * ceiling a transport is measured against.
 */
final class StreamMeasurement {
  private final RunState state;
  private final StreamStore store;
  private final String label;
  private final String codec;
  private final EncodedMix mix;
  private final ThroughputSettings settings;
  private final CancelToken cancellation;
  private final Path streamsDirectory;
  private final List<Path> streams = new ArrayList<>();
  private final Path directory;

  /**
   * The stream(s) of {@code planned} encoded with {@code codec}: in one directory, {@code stream-0}
   * .. {@code stream-(M-1)}; the scan reads the first.
   */
  StreamMeasurement(
      RunState state, ThroughputRunner.PlannedStore planned, String codec, EncodedMix mix) {
    this.state = state;
    this.store = planned.store();
    this.label = planned.label();
    this.codec = codec;
    this.mix = mix;
    this.settings = state.settings();
    this.cancellation = state.cancellation();
    this.streamsDirectory = state.runDirectory().resolve(label + "-" + codec);
    for (int i = 0; i < planned.streams(); i++) {
      streams.add(streamsDirectory.resolve("stream-" + i));
    }
    this.directory = streams.get(0);
  }

  private EncodedMix.StreamStats stats;
  private final List<Double> scanPasses = new ArrayList<>();
  private ConsumerGroup group;

  /** Writes the stream and warms up; then it is ready to measure. */
  void prepare() {
    stats = write(directory);
    for (Path other : streams.subList(1, streams.size())) {
      EncodedMix.StreamStats copy = write(other);
      if (copy.messages() != stats.messages() || copy.checksum() != stats.checksum()) {
        throw new IllegalStateException(
            label + "/" + codec + ": " + other + " differs from the first stream");
      }
    }
    ConsumerGroup.Target target =
        new ConsumerGroup.Target(store, streams, codec, mix.decoding(), stats.messages());
    group = group(target);
    warmUp();
    settings.consumers().forEach(k -> state.warnIfOversubscribed(k, serverThreads(k)));
  }

  /**
   * The threads a served stream's server keeps busy for {@code consumers} consumers: its sending
   * threads (one per consumer by default), at most its CPU limit; 0 for a local read.
   */
  private int serverThreads(int consumers) {
    if (!(store instanceof ServedStore served)) {
      return 0;
    }
    int senders = served.options().channels() > 0 ? served.options().channels() : consumers;
    int cpus = served.options().cpus();
    return cpus > 0 ? Math.min(senders, cpus) : senders;
  }

  /**
   * Measures every K of one repetition, in {@link #consumerOrder}, each point right after a scan
   * pass it is compared with; after the last repetition, reports the stream's scan ceiling (all
   * passes). Call {@link #prepare} first.
   */
  void measure(int repetition) {
    for (int consumers : consumerOrder(settings.consumers(), repetition)) {
      double scan = scanPass(consumers, repetition);
      scanPasses.add(scan);
      state.beginStep(Phase.MEASURING, label, codec, consumers, repetition);
      ConsumerGroup.PointRun run;
      ServerCpu cpu = new ServerCpu(store, directory);
      try {
        run = group.run(consumers, cpu::start);
      } catch (ConsumerGroup.ConsumersLost lost) {
        lose(lost, consumers, repetition);
        continue;
      }
      double serverCpuPercent = cpu.percent();
      verify(run, stats, consumers);
      warnAboutStartSkew(run, consumers, repetition);
      state.point(point(run, stats, scan, consumers, repetition, serverCpuPercent));
    }
    if (repetition == settings.repetitions() - 1) {
      state.ceiling(
          new ScanCeiling(label, codec, stats.messages(), stats.payloadBytes(), scanPasses));
    }
  }

  /**
   * A point some consumers died in: the run goes on and says which died and what the others read;
   * if none read the stream through (the server or the stream is gone), the run fails.
   */
  private void lose(ConsumerGroup.ConsumersLost lost, int consumers, int repetition) {
    if (lost.survivors().isEmpty()) {
      throw lost;
    }
    verify(new ConsumerGroup.PointRun(lost.survivors(), 1, -1), stats, consumers);
    StringBuilder rates = new StringBuilder();
    for (ConsumerResult survivor : lost.survivors()) {
      rates.append(rates.length() == 0 ? "" : ", ");
      rates.append(
          String.format(
              Locale.ROOT,
              "consumer %d %.0f msg/s",
              survivor.consumer() + 1,
              survivor.msgPerSec()));
    }
    state.lostPoint(
        String.format(
            Locale.ROOT,
            "%s/%s K=%d repetition %d lost: %s; the others read the whole stream (%s), kept here"
                + " but not a point, which needs all %d",
            label,
            codec,
            consumers,
            repetition + 1,
            lost.getMessage(),
            rates,
            consumers));
  }

  /**
   * Consumers that started far apart make the combined rate (K x N over first start to last end)
   * lower than what K consumers reading at once achieve: say so when the skew is over 2 %.
   */
  private void warnAboutStartSkew(ConsumerGroup.PointRun run, int consumers, int repetition) {
    if (consumers > 1 && run.startSkewNanos() * 50 > run.elapsedNanos()) {
      state.warn(
          String.format(
              "%s/%s K=%d repetition %d: consumers started %.1f ms apart, %.0f %% of the point's"
                  + " %.1f ms; its combined rate is understated by that much",
              label,
              codec,
              consumers,
              repetition + 1,
              run.startSkewNanos() / 1e6,
              run.startSkewNanos() * 100.0 / run.elapsedNanos(),
              run.elapsedNanos() / 1e6));
    }
  }

  /** Deletes the stream's files unless the run keeps them. */
  void cleanUp() {
    store.release(directory); // a served stream's server stops before its files go
    if (!settings.keepFiles()) {
      RunFiles.deleteRecursively(streamsDirectory, state::warn);
    }
  }

  /**
   * The consumer counts of one repetition: ascending in even repetitions, descending in odd ones,
   * so a drift over the run (heating, page cache, JIT) does not always favour the same K.
   */
  static List<Integer> consumerOrder(List<Integer> consumers, int repetition) {
    List<Integer> order = new ArrayList<>(consumers);
    if (repetition % 2 == 1) {
      java.util.Collections.reverse(order);
    }
    return order;
  }

  private EncodedMix.StreamStats write(Path directory) {
    state.beginStep(Phase.WRITING, label, codec, 0, 0);
    long messages = settings.messages();
    long[] lastPercent = {0};
    try (StreamAppender appender =
        store.openAppender(directory, messages, mix.payloadBytes(messages))) {
      return mix.write(
          appender,
          messages,
          cancellation,
          written -> {
            state.checkpoint();
            long percent = written * 100 / messages;
            if (percent > lastPercent[0]) {
              lastPercent[0] = percent;
              state.progress(Phase.WRITING, label, codec, 0, 0, written);
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the " + label + " stream " + directory, e);
    }
  }

  /**
   * Compiles the read loops before anything is timed: the scan always (it runs here), the decode
   * loop only when consumers are threads of this JVM, with the consumers the points will use (see
   * {@link ThreadConsumerGroup}; forked consumers warm up themselves); then waits until the JIT
   * compiler is idle, as a forked consumer does.
   */
  private void warmUp() {
    state.beginStep(Phase.WARMING_UP, label, codec, 0, 0);
    long limit = Math.min(settings.messages(), settings.warmupMessages());
    if (limit == 0) {
      return;
    }
    if (group instanceof ThreadConsumerGroup threads) {
      int most = settings.consumers().stream().mapToInt(Integer::intValue).max().orElse(1);
      try {
        threads.warmUp(most, limit, 2, state::checkpoint);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot open the " + label + " stream", e);
      }
    }
    // Two scan passes, then until the compiler is idle: the first timed scan pass is paired with
    // a point, so it must not run while C2 is still compiling the scan (a small stream showed
    // a first pair of 504 % with one pass and no wait).
    for (int pass = 0; pass < 2; pass++) {
      try (StreamReader reader = open()) {
        ReadLoops.scan(reader, limit, cancellation);
      }
      state.checkpoint();
    }
    ForkWarmUp.awaitQuietCompiler();
  }

  /** One scan pass over the whole stream, taken just before the point of K consumers. */
  private double scanPass(int consumers, int repetition) {
    state.beginStep(Phase.SCANNING, label, codec, consumers, repetition);
    ReadLoops.ScanPass pass;
    try (StreamReader reader = open()) {
      pass = ReadLoops.scan(reader, stats.messages(), cancellation);
    }
    state.checkpoint();
    if (pass.messages() != stats.messages() || pass.bytes() != stats.payloadBytes()) {
      throw new ConsumerGroup.ConsumerFailure(
          String.format(
              "the scan of %s/%s read %d messages (%d bytes) of %d (%d bytes)",
              label, codec, pass.messages(), pass.bytes(), stats.messages(), stats.payloadBytes()),
          null);
    }
    return pass.msgPerSec();
  }

  private ConsumerGroup group(ConsumerGroup.Target target) {
    return settings.processPerConsumer()
        ? new ForkedConsumerGroup(
            target, settings.fork(), settings.warmupMessages(), state.runDirectory(), cancellation)
        : new ThreadConsumerGroup(target, cancellation);
  }

  private void verify(ConsumerGroup.PointRun run, EncodedMix.StreamStats stats, int consumers) {
    for (ConsumerResult result : run.results()) {
      String who =
          "consumer "
              + (result.consumer() + 1)
              + " of "
              + consumers
              + " ("
              + label
              + "/"
              + codec
              + ")";
      if (result.messages() != stats.messages()) {
        throw new ConsumerGroup.ConsumerFailure(
            who + " read " + result.messages() + " of " + stats.messages() + " messages", null);
      }
      if (result.checksum() != stats.checksum()) {
        throw new ConsumerGroup.ConsumerFailure(
            who + " decoded values that differ from what was written (checksum mismatch)", null);
      }
    }
  }

  private ThroughputPoint point(
      ConsumerGroup.PointRun run,
      EncodedMix.StreamStats stats,
      double scanMsgPerSec,
      int consumers,
      int repetition,
      double serverCpuPercent) {
    double seconds = run.elapsedNanos() / 1e9;
    List<Double> each = new ArrayList<>();
    double allocated = 0;
    for (ConsumerResult result : run.results()) {
      each.add(result.msgPerSec());
      allocated =
          result.allocatedBytes() < 0 || Double.isNaN(allocated)
              ? Double.NaN
              : allocated + result.allocatedBytes() / (double) result.messages();
    }
    return new ThroughputPoint(
        label,
        codec,
        state.plan().fixture().id(),
        consumers,
        repetition,
        stats.messages(),
        stats.payloadBytes(),
        run.elapsedNanos(),
        consumers * stats.messages() / seconds,
        consumers * stats.payloadBytes() / seconds / 1e6,
        each,
        scanMsgPerSec,
        allocated / consumers,
        serverCpuPercent);
  }

  /**
   * The scan's reader: a local read of the stream's files, a served store's too, so a served
   * point's "% of scan" is against the local scan ceiling and shows the transport's cost.
   */
  private StreamReader open() {
    StreamStore local = store instanceof ServedStore served ? served.local() : store;
    try {
      return local.openReader(directory);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the " + label + " stream", e);
    }
  }
}
