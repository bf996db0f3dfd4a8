package dev.wirebench.app.fleet;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.storage.fleet.HostRequirements;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * "Run on fleet…": which hosts the Benchmark screen's plan is for (a host-name glob, a CPU model,
 * labels, cores), one job per matching host or N copies, and the priority; queues it in the
 * background and says why when it cannot (no team store, a plan an agent would refuse, no host for
 * {@code each}). FX thread only.
 */
public final class FleetFormModel {
  private final QueueService service;
  private final TaskExecutor executor;
  private final StringProperty hosts = new SimpleStringProperty(this, "hosts", "");
  private final StringProperty cpu = new SimpleStringProperty(this, "cpu", "");
  private final StringProperty labels = new SimpleStringProperty(this, "labels", "");
  private final IntegerProperty minCores = new SimpleIntegerProperty(this, "minCores", 1);
  private final IntegerProperty copies = new SimpleIntegerProperty(this, "copies", 1);
  private final IntegerProperty priority = new SimpleIntegerProperty(this, "priority", 0);
  private final BooleanProperty each = new SimpleBooleanProperty(this, "each", true);
  private final BooleanProperty teamStore = new SimpleBooleanProperty(this, "teamStore");
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

  public FleetFormModel(QueueService service, TaskExecutor executor) {
    this.service = service;
    this.executor = executor;
  }

  /** The request the form describes. */
  FleetRequest request() {
    List<String> wanted =
        Arrays.stream(labels.get().split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
    return new FleetRequest(
        new HostRequirements(hosts.get(), cpu.get(), Math.max(1, minCores.get()), 0, wanted),
        each.get(),
        Math.max(1, copies.get()),
        priority.get());
  }

  /**
   * Queues the plan {@code plan} gives; {@code queued} gets the line to show when it is written.
   */
  public void queue(Supplier<BenchmarkPlan> plan, Consumer<String> queued) {
    if (!teamStore.get()) {
      error.set("The fleet's queue lives in a team store: File ▸ Open Team Store… first.");
      return;
    }
    BenchmarkPlan chosen;
    FleetRequest request;
    try {
      chosen = plan.get();
      request = request();
    } catch (IllegalStateException | IllegalArgumentException e) {
      error.set(e.getMessage());
      return;
    }
    busy.set(true);
    error.set("");
    executor.submit(
        "Queuing the plan on the fleet",
        c -> service.queue(chosen, request),
        jobs -> {
          busy.set(false);
          queued.accept(jobs.describe(request.requirements().describe()));
        },
        e -> {
          busy.set(false);
          error.set(e.getMessage());
        });
  }

  public void dismissError() {
    error.set("");
  }

  public StringProperty hostsProperty() {
    return hosts;
  }

  public StringProperty cpuProperty() {
    return cpu;
  }

  /** Comma-separated labels every host must have. */
  public StringProperty labelsProperty() {
    return labels;
  }

  public IntegerProperty minCoresProperty() {
    return minCores;
  }

  public IntegerProperty copiesProperty() {
    return copies;
  }

  public IntegerProperty priorityProperty() {
    return priority;
  }

  /** One job per known matching host (the default: a batch to compare across hosts). */
  public BooleanProperty eachProperty() {
    return each;
  }

  /** Whether the open database is a team store (bound by the composition root). */
  public BooleanProperty teamStoreProperty() {
    return teamStore;
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }
}
