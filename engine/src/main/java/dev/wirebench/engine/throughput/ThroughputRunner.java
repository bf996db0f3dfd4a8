package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.CancelledException;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.served.CpuList;
import dev.wirebench.engine.throughput.served.ServedStore;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Runs throughput experiments: for each store x codec, writes the stream and warms the read loops
 * up, then sweeps the consumer counts, each point repeated R times and each preceded by a pass of
 * the scan it is compared with. Every consumer's count and checksum are checked against what was
 * written; a mismatch fails the run rather than producing a number.
 *
 * <p>{@link #run} blocks (call it off any UI thread) and reports through a {@link
 * ThroughputListener} on the calling thread. A run holds the machine-wide {@link MeasurementLock}
 * shared with benchmark runs, so measurements never overlap. {@link CancelToken#cancel()} may be
 * called from any thread: consumers stop within a few thousand messages, forked consumers are
 * killed, every reader is closed by its own thread (unmapping its files), and the run's files are
 * deleted unless kept. Interrupting the running thread cancels too. The runner itself is stateless
 * and thread-safe.
 */
public final class ThroughputRunner {
  private final CodecRegistry codecs;
  private final FixtureLoader fixtures;
  private final MeasurementLock lock;
  private final Function<String, StreamStore> stores;

  public ThroughputRunner(CodecRegistry codecs, FixtureLoader fixtures, MeasurementLock lock) {
    this(codecs, fixtures, lock, StreamStores::create);
  }

  ThroughputRunner(
      CodecRegistry codecs,
      FixtureLoader fixtures,
      MeasurementLock lock,
      Function<String, StreamStore> stores) {
    this.codecs = codecs;
    this.fixtures = fixtures;
    this.lock = lock;
    this.stores = stores;
  }

  /** The codecs on the class path, the bundled fixtures, the machine-wide lock. */
  public static ThroughputRunner standard() {
    return new ThroughputRunner(
        CodecRegistry.discover(), FixtureLoader.bundled(), MeasurementLock.machineWide());
  }

  /**
   * Checks that every store, codec and the fixture exist and fit together, without writing
   * anything. Fast enough to validate a form as the user edits it.
   *
   * @throws IllegalArgumentException naming the problem
   * @throws dev.wirebench.engine.fixture.FixtureException if the fixture (or its schema) cannot be
   *     loaded
   */
  public void validate(ThroughputSettings settings) {
    plan(settings);
  }

  /**
   * Runs the experiment. Bad settings throw before any file is written; failures after that end the
   * run early and are reported in the result, with the points measured so far.
   *
   * @throws IllegalArgumentException for bad settings or an unusable directory
   */
  public ThroughputReport run(
      ThroughputSettings settings, ThroughputListener listener, CancelToken cancel) {
    Plan plan = plan(settings);
    checkServerCpus(plan);
    Instant asked = Instant.now();
    ThroughputListeners events = new ThroughputListeners(List.of(listener));
    // The run stops on the user's cancel or on a listener's failure (see ListenerFanOut).
    CancelToken stop = new CancelToken();
    events.fanOut().onFailure(stop::cancel);
    CancelToken.Registration linked = cancel.onCancel(stop::cancel);
    try {
      MeasurementLock.Held held;
      try {
        held = lock.acquire(describe(settings), stop, events::waiting);
      } catch (CancelledException cancelled) {
        String failure = events.fanOut().failureMessage().orElse(null);
        ThroughputReport report =
            new ThroughputReport(
                settings,
                failure == null ? RunStatus.PARTIAL : RunStatus.FAILED,
                failure == null,
                List.of(),
                List.of(),
                List.of(),
                failure,
                null,
                Environment.empty(),
                asked,
                Instant.now());
        events.runFinished(report);
        return report;
      }
      try {
        RunFiles.sweepAbandoned(settings.directory(), events::warning);
        return runLocked(settings, plan, events, stop);
      } finally {
        held.close();
      }
    } finally {
      linked.close();
    }
  }

  private ThroughputReport runLocked(
      ThroughputSettings settings, Plan plan, ThroughputListeners listener, CancelToken cancel) {
    Path runDirectory = runDirectory(settings, plan);
    RunState state = new RunState(settings, plan, listener, runDirectory, cancel);
    String failure = null;
    boolean cancelled = false;
    Environment environment = Environment.empty();
    Instant started = Instant.now();
    try {
      environment = RunEnvironment.capture(settings, plan, codecs);
      started = Instant.now();
      listener.runStarted(settings, environment);
      state.warnAboutMemory();
      measureEveryStream(settings, plan, state);
      if (!state.lostPoints().isEmpty()) {
        failure =
            state.lostPoints().size()
                + " point(s) lost to consumers that died (the rest are complete): "
                + state.lostPoints().get(0);
      }
    } catch (CancelledException stopped) {
      cancelled = true;
    } catch (RuntimeException | Error e) { // checkstyle: reported in the result, never swallowed
      failure = describe(e);
      cancelled = cancel.isCancelled();
    } finally {
      if (settings.keepFiles()) {
        RunFiles.release(runDirectory, state::warn);
      } else {
        RunFiles.deleteRecursively(runDirectory, state::warn);
      }
    }
    String listenerFailure = listener.fanOut().failureMessage().orElse(null);
    if (listenerFailure != null) {
      // A store that could not store stopped the run: that is its failure, not a cancel.
      failure = listenerFailure;
      cancelled = false;
    }
    RunStatus status =
        failure == null && !cancelled
            ? RunStatus.COMPLETE
            : cancelled || !state.points().isEmpty() ? RunStatus.PARTIAL : RunStatus.FAILED;
    ThroughputReport report =
        new ThroughputReport(
            settings,
            status,
            cancelled,
            state.ceilings(),
            state.points(),
            state.warnings(),
            failure,
            settings.keepFiles() ? runDirectory : null,
            environment,
            started,
            Instant.now());
    listener.runFinished(report);
    return report;
  }

  /** A fresh run directory with room for the plan's streams (deleted again if there is none). */
  private static Path runDirectory(ThroughputSettings settings, Plan plan) {
    Path runDirectory = RunFiles.createRunDirectory(settings.directory());
    try {
      RunFiles.checkSpace(runDirectory, plan.estimatedBytes(settings));
    } catch (IllegalArgumentException noSpace) {
      RunFiles.deleteRecursively(runDirectory, problem -> {});
      throw noSpace;
    }
    return runDirectory;
  }

  /**
   * Prepares one stream per store and codec, then measures every stream once per repetition, in an
   * order rotated per repetition; the streams' files are cleaned up whatever happens.
   */
  private void measureEveryStream(ThroughputSettings settings, Plan plan, RunState state) {
    List<StreamMeasurement> streams = new ArrayList<>();
    try {
      for (PlannedStore store : plan.stores()) {
        for (Map.Entry<String, EncodedMix> codec : plan.mixes().entrySet()) {
          state.checkpoint();
          StreamMeasurement stream =
              new StreamMeasurement(state, store, codec.getKey(), codec.getValue());
          streams.add(stream);
          stream.prepare();
        }
      }
      for (int repetition = 0; repetition < settings.repetitions(); repetition++) {
        for (StreamMeasurement stream : StreamOrder.rotate(streams, repetition)) {
          state.checkpoint();
          stream.measure(repetition);
        }
      }
    } finally {
      streams.forEach(StreamMeasurement::cleanUp);
    }
  }

  /**
   * A server's CPU limit must fit this machine: checked before anything is written, but not in
   * {@link #validate}, since a plan queued for another host is for that host's CPUs.
   */
  private static void checkServerCpus(Plan plan) {
    int allowed = CpuList.allowed().size();
    for (PlannedStore planned : plan.stores()) {
      if (planned.store() instanceof ServedStore served && served.options().cpus() > allowed) {
        throw new IllegalArgumentException(
            planned.label()
                + ": the stream server cannot be limited to "
                + served.options().cpus()
                + " CPUs on this machine: this process may use "
                + allowed);
      }
    }
  }

  private static String describe(ThroughputSettings settings) {
    return "throughput of "
        + String.join(",", settings.stores())
        + " x "
        + String.join(",", settings.codecs())
        + " on "
        + settings.fixture();
  }

  private Plan plan(ThroughputSettings settings) {
    RunFiles.checkParent(settings.directory());
    List<PlannedStore> chosen = new ArrayList<>();
    for (String id : settings.stores()) {
      int streams = StoreVariant.parse(id).streams();
      StreamStore store = stores.apply(id);
      chosen.add(
          new PlannedStore(
              store, streams, store.id() + (streams > 1 ? "+streams=" + streams : "")));
    }
    RunFixture fixture = RunFixture.resolve(settings, fixtures);
    DynamicCodecs dynamicCodecs = fixture.dynamic() == null ? null : DynamicCodecs.discover();
    Map<String, EncodedMix> mixes = new LinkedHashMap<>();
    for (String codec : settings.codecs()) {
      mixes.put(codec, fixture.mix(codec, codecs, dynamicCodecs));
    }
    return new Plan(fixture, chosen, mixes);
  }

  private static String describe(Throwable e) {
    if (e instanceof UncheckedIOException io) {
      return io.getMessage() + ": " + io.getCause().getMessage();
    }
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }

  /**
   * A store of the run and the streams its consumers spread over.
   *
   * @param store the store
   * @param streams M, streams of one content (consumer i reads stream i mod M)
   * @param label what its points, ceilings and files are named by: the store's id and {@code
   *     +streams=M} when M &gt; 1
   */
  record PlannedStore(StreamStore store, int streams, String label) {}

  /**
   * The checked inputs of a run.
   *
   * @param fixture the loaded fixture: of the built-in model, or a user's message file
   * @param stores the stores, in order
   * @param mixes each codec's encoded payloads, in order
   */
  record Plan(RunFixture fixture, List<PlannedStore> stores, Map<String, EncodedMix> mixes) {
    /** Steps of one stream: write, warm-up, then per repetition and K a scan pass and a point. */
    int stepsPerStream(ThroughputSettings settings) {
      return 2 + settings.repetitions() * 2 * settings.consumers().size();
    }

    int steps(ThroughputSettings settings) {
      return stores.size() * mixes.size() * stepsPerStream(settings);
    }

    /**
     * Disk the run needs at once: all the streams, since their repetitions are interleaved (see
     * {@link StreamOrder}) and each is deleted only at the end.
     */
    long estimatedBytes(ThroughputSettings settings) {
      long all = 0;
      int streams = stores.stream().mapToInt(PlannedStore::streams).sum();
      for (EncodedMix mix : mixes.values()) {
        // Frame or excerpt overhead is at most ~16 bytes a message in either store.
        long bytes = mix.payloadBytes(settings.messages()) + 16 * settings.messages();
        all += bytes * streams;
      }
      return all;
    }
  }
}
