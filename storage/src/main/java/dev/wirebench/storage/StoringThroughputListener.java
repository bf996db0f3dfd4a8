package dev.wirebench.storage;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Stores a throughput run as it happens: inserted as a running {@link RunKind#THROUGHPUT} run when
 * the runner starts it (with its environment and settings), each point written, in its own
 * transaction, the moment its repetition ends, and finished with the run's status. Warnings and a
 * failure reason become the run's notes, so {@code wirebench show} tells why a run is partial.
 * Closing it before the run finished marks the run partial or failed, so an exception never leaves
 * a run "running". A run cancelled while waiting for the measurement lock never started and stores
 * nothing. The CLI and the GUI both use it; thread-safe. A write that fails is thrown to the
 * runner, which fails the run; {@link #close()} then marks the run partial or failed with the
 * reason in its notes if the database still takes that write.
 */
public final class StoringThroughputListener implements ThroughputListener, AutoCloseable {
  private final RunStore store;
  private final String label;
  private RunRecorder recorder;
  private StorageException failure;

  /**
   * @param label the run's label; null or blank names it for what it measures
   */
  public StoringThroughputListener(RunStore store, String label) {
    this.store = store;
    this.label = label;
  }

  /** The stored run's id, or -1 if the run never started. */
  public synchronized long runId() {
    return recorder == null ? -1 : recorder.runId();
  }

  /** How many points were stored. */
  public synchronized int storedPoints() {
    return recorder == null ? 0 : recorder.stored();
  }

  /** The write that failed, if one did: then the run is not fully stored. */
  public synchronized Optional<StorageException> failure() {
    return Optional.ofNullable(failure);
  }

  @Override
  public synchronized void runStarted(ThroughputSettings settings, Environment environment) {
    guarded(
        () ->
            recorder =
                store.record(RunKind.THROUGHPUT, label(settings), planJson(settings), environment));
  }

  @Override
  public synchronized void point(ThroughputPoint point) {
    if (recorder != null) {
      guarded(() -> recorder.add(point));
    }
  }

  @Override
  public synchronized void runFinished(ThroughputReport report) {
    if (recorder == null || failure != null) {
      return;
    }
    String notes = notes(report);
    guarded(() -> recorder.finish(report.status(), notes));
  }

  private void guarded(Runnable write) {
    try {
      write.run();
    } catch (StorageException e) {
      if (failure == null) {
        failure = e;
      }
      throw e;
    }
  }

  @Override
  public synchronized void close() {
    if (recorder == null) {
      return;
    }
    if (failure != null) {
      recorder.abandon("Not fully stored: " + failure.getMessage());
    } else {
      recorder.close();
    }
  }

  /** The given label, else what the run measures ("log, chronicle × json on bars"). */
  String label(ThroughputSettings settings) {
    if (label != null && !label.isBlank()) {
      return label;
    }
    return String.join(", ", settings.stores())
        + " × "
        + String.join(", ", settings.codecs())
        + " on "
        + settings.fixture();
  }

  /** The settings as stored: what was asked for, beside the copy kept in the environment. */
  static String planJson(ThroughputSettings settings) {
    ObjectNode node = Json.MAPPER.createObjectNode();
    settings.asText().forEach(node::put);
    return node.toString();
  }

  private static String notes(ThroughputReport report) {
    List<String> lines = new ArrayList<>();
    report.warnings().forEach(warning -> lines.add("Warning: " + warning));
    if (report.failure() != null) {
      lines.add("Stopped early: " + report.failure());
    } else if (report.cancelled()) {
      lines.add("Cancelled: the points stored are those finished before the cancel.");
    }
    return String.join("\n", lines);
  }
}
