package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.result.RunStatus;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

/**
 * Runs one throughput experiment: for each store x codec, writes the stream, warms the read loops
 * up, measures the scan ceiling, then sweeps the consumer counts, each point repeated R times.
 * Every consumer's count and checksum are checked against what was written; a mismatch fails the
 * run rather than producing a number.
 *
 * <p>{@link #run} blocks and reports through a {@link ThroughputListener} on the calling thread;
 * {@link #cancel()} may be called from any thread: consumers stop within a few thousand messages,
 * forked consumers are killed, every reader is closed by its own thread (unmapping its files), and
 * the run's files are deleted unless kept. Interrupting the running thread cancels too. A runner
 * runs once.
 */
public final class ThroughputRunner {
  private final CodecRegistry codecs;
  private final FixtureLoader fixtures;
  private final Function<String, StreamStore> stores;
  private final Cancellation cancellation = new Cancellation();
  private final AtomicBoolean used = new AtomicBoolean();

  public ThroughputRunner(CodecRegistry codecs, FixtureLoader fixtures) {
    this(codecs, fixtures, StreamStores::create);
  }

  ThroughputRunner(
      CodecRegistry codecs, FixtureLoader fixtures, Function<String, StreamStore> stores) {
    this.codecs = codecs;
    this.fixtures = fixtures;
    this.stores = stores;
  }

  /**
   * Checks that every store, codec and the fixture exist and fit together (without writing
   * anything).
   *
   * @throws IllegalArgumentException naming the problem
   * @throws dev.wirebench.engine.fixture.FixtureException if the fixture cannot be loaded
   */
  public void validate(ThroughputSettings settings) {
    plan(settings);
  }

  /** Asks the running {@link #run} to stop; safe from any thread, before or during the run. */
  public void cancel() {
    cancellation.cancel();
  }

  /**
   * Runs the experiment. Bad settings throw before any file is written; failures after that end the
   * run early and are reported in the result, with the points measured so far.
   *
   * @throws IllegalArgumentException for bad settings or an unusable directory
   * @throws IllegalStateException if this runner has already run
   */
  public ThroughputReport run(ThroughputSettings settings, ThroughputListener listener) {
    if (!used.compareAndSet(false, true)) {
      throw new IllegalStateException("a ThroughputRunner runs once; make a new one");
    }
    Plan plan = plan(settings);
    Path runDirectory = RunFiles.createRunDirectory(settings.directory());
    RunState state = new RunState(settings, plan, listener, runDirectory, cancellation);
    String failure = null;
    boolean cancelled = false;
    try {
      RunFiles.checkSpace(runDirectory, plan.estimatedBytes(settings));
      state.warnAboutMemory();
      for (StreamStore store : plan.stores()) {
        for (Map.Entry<String, EncodedMix> codec : plan.mixes().entrySet()) {
          state.checkpoint();
          new StreamMeasurement(state, store, codec.getKey(), codec.getValue(), codecs).run();
        }
      }
    } catch (Cancellation.Cancelled stopped) {
      cancelled = true;
    } catch (RuntimeException | Error e) { // checkstyle: reported in the result, never swallowed
      failure = describe(e);
      cancelled = cancellation.isCancelled();
    } finally {
      if (!settings.keepFiles()) {
        RunFiles.deleteRecursively(runDirectory, state::warn);
      }
    }
    RunStatus status =
        failure == null && !cancelled
            ? RunStatus.COMPLETE
            : cancelled || !state.points().isEmpty() ? RunStatus.PARTIAL : RunStatus.FAILED;
    return new ThroughputReport(
        settings,
        status,
        cancelled,
        state.ceilings(),
        state.points(),
        state.warnings(),
        failure,
        settings.keepFiles() ? runDirectory : null);
  }

  private Plan plan(ThroughputSettings settings) {
    List<StreamStore> chosen = new ArrayList<>();
    for (String id : settings.stores()) {
      chosen.add(stores.apply(id));
    }
    LoadedFixture fixture = fixtures.resolve(settings.fixture());
    Map<String, EncodedMix> mixes = new LinkedHashMap<>();
    for (String codec : settings.codecs()) {
      mixes.put(codec, EncodedMix.of(fixture, codecs.create(codec)));
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
   * The checked inputs of a run.
   *
   * @param fixture the loaded fixture
   * @param stores the stores, in order
   * @param mixes each codec's encoded payloads, in order
   */
  record Plan(LoadedFixture fixture, List<StreamStore> stores, Map<String, EncodedMix> mixes) {
    /** Steps of one stream: write, warm-up, scan passes, point repetitions. */
    int stepsPerStream(ThroughputSettings settings) {
      return 2 + settings.repetitions() * (1 + settings.consumers().size());
    }

    int steps(ThroughputSettings settings) {
      return stores.size() * mixes.size() * stepsPerStream(settings);
    }

    /** Disk the run needs at once: the largest stream, or all of them when files are kept. */
    long estimatedBytes(ThroughputSettings settings) {
      long largest = 0;
      long all = 0;
      for (EncodedMix mix : mixes.values()) {
        // Frame or excerpt overhead is at most ~16 bytes a message in either store.
        long bytes = mix.payloadBytes(settings.messages()) + 16 * settings.messages();
        largest = Math.max(largest, bytes);
        all += bytes * stores.size();
      }
      return settings.keepFiles() ? all : largest;
    }
  }
}
