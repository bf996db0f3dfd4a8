package dev.wirebench.app.bench;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.bench.BenchProfiler;
import dev.wirebench.engine.profile.ProfileEvent;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * The plan form's profile switches (issue 35): the events whose profiled forks run after each
 * benchmark's measured forks — the plan field {@code bench --profile cpu,alloc} fills — and
 * perfnorm's hardware counters on the measured forks, offered only where the machine has them. Not
 * remembered between sessions: every profiled fork lengthens a run, so profiling is asked for run
 * by run. FX thread only.
 */
public final class PlanProfiles {
  private final BooleanProperty cpu = new SimpleBooleanProperty(this, "cpu", false);
  private final BooleanProperty alloc = new SimpleBooleanProperty(this, "alloc", false);
  private final BooleanProperty perfnorm = new SimpleBooleanProperty(this, "perfnorm", false);
  private final ReadOnlyStringWrapper countersMissing =
      new ReadOnlyStringWrapper(this, "countersMissing");

  /** The events switched on, in the engine's order (cpu before alloc). */
  public Set<ProfileEvent> events() {
    Set<ProfileEvent> events = EnumSet.noneOf(ProfileEvent.class);
    if (cpu.get()) {
      events.add(ProfileEvent.CPU);
    }
    if (alloc.get()) {
      events.add(ProfileEvent.ALLOC);
    }
    return events;
  }

  /**
   * The JMH profilers the switches add to the measured forks: perfnorm where it is switched on and
   * this machine has hardware counters (never an empty column where it has none).
   */
  public Set<BenchProfiler> profilers() {
    return perfnorm.get() && "".equals(countersMissing.get())
        ? EnumSet.of(BenchProfiler.PERFNORM)
        : EnumSet.noneOf(BenchProfiler.class);
  }

  /**
   * Runs {@code check} (blocking: {@code perf stat}, up to seconds) on {@code executor}, so the
   * form fills without waiting for it, and shows what it found.
   */
  public void checkCounters(TaskExecutor executor, Supplier<Optional<String>> check) {
    executor.submit(
        "Checking hardware counters", context -> check.get(), this::setCountersMissing, null);
  }

  /** What the hardware-counter check found: why they are missing, or empty if they are here. */
  public void setCountersMissing(Optional<String> why) {
    countersMissing.set(why.orElse(""));
    if (why.isPresent()) {
      perfnorm.set(false);
    }
  }

  /**
   * Why this machine has no hardware counters; empty if it has them; null until checked (the check
   * runs {@code perf stat} in the background when the screen starts).
   */
  public ReadOnlyStringProperty countersMissingProperty() {
    return countersMissing.getReadOnlyProperty();
  }

  /** Hardware counters per operation: JMH's perfnorm profiler on the measured forks. */
  public BooleanProperty perfnormProperty() {
    return perfnorm;
  }

  /** CPU samples: async-profiler's cpu event (itimer where perf events are refused). */
  public BooleanProperty cpuProperty() {
    return cpu;
  }

  /** Allocation samples by bytes: async-profiler's alloc event. */
  public BooleanProperty allocProperty() {
    return alloc;
  }

  /** What the form's size check listens to. */
  Observable[] inputs() {
    return new Observable[] {cpu, alloc};
  }
}
