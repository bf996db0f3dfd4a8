package dev.wirebench.app.throughput;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.engine.throughput.ThroughputSettings;
import dev.wirebench.storage.StoringThroughputListener;
import java.util.List;

/**
 * What the Throughput screen asks of the engine and the run store: the choices, checking settings,
 * and running a sweep that is stored as it goes. No JavaFX; every method blocks and may run on any
 * thread ({@link #run} on a worker, never the FX thread).
 */
public final class ThroughputService {
  private final ThroughputRunner runner;
  private final RunDatabase database;
  private final CodecRegistry codecs;
  private final FixtureLoader fixtures;
  private final int cores;

  /**
   * @param runner runs the sweeps (with the machine-wide measurement lock in the app)
   * @param database where every run is stored
   * @param cores the processors consumers share (for the over-subscription warning)
   */
  public ThroughputService(
      ThroughputRunner runner,
      RunDatabase database,
      CodecRegistry codecs,
      FixtureLoader fixtures,
      int cores) {
    // Chronicle reads its analytics switch in static initialisers: set it before any store loads.
    JvmFlags.applySystemProperties();
    this.runner = runner;
    this.database = database;
    this.codecs = codecs;
    this.fixtures = fixtures;
    this.cores = cores;
  }

  /**
   * What one sweep produced and where it was stored.
   *
   * @param runId the stored run, or -1 if it never got a row
   * @param storageFailure why the sweep is not fully stored, or null if it is
   */
  public record Outcome(
      ThroughputReport report, long runId, DatabaseLocation database, String storageFailure) {}

  public List<StreamStoreChoice> streamStores() {
    return StreamStoreChoice.standard();
  }

  public List<String> codecs() {
    return codecs.ids();
  }

  public List<String> fixtures() {
    return fixtures.catalog().ids();
  }

  public int cores() {
    return cores;
  }

  /**
   * Checks the stores, codec and fixture fit together without writing anything.
   *
   * @throws IllegalArgumentException naming the problem
   * @throws dev.wirebench.engine.fixture.FixtureException if the fixture cannot be loaded
   */
  public void validate(ThroughputSettings settings) {
    runner.validate(settings);
  }

  /**
   * Runs the sweep, storing it as a throughput run as it goes; {@code listener} hears it on this
   * thread. Cancelling {@code cancel} ends it early with the points measured so far, stored as a
   * partial run.
   */
  public Outcome run(
      ThroughputSettings settings, String label, ThroughputListener listener, CancelToken cancel) {
    try (StoringThroughputListener storing =
        new StoringThroughputListener(database.store(), label)) {
      ThroughputReport report =
          runner.run(settings, ThroughputListener.all(listener, storing), cancel);
      return new Outcome(
          report,
          storing.runId(),
          database.location(),
          storing.failure().map(Throwable::getMessage).orElse(null));
    }
  }
}
