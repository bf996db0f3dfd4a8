package dev.wirebench.app.bench;

import dev.wirebench.engine.profile.ProfileEvent;
import java.util.EnumSet;
import java.util.Set;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * The plan form's profile switches (issue 35): the events whose profiled forks run after each
 * benchmark's measured forks — the plan field {@code bench --profile cpu,alloc} fills. Not
 * remembered between sessions: every profiled fork lengthens a run, so profiling is asked for run
 * by run. FX thread only.
 */
public final class PlanProfiles {
  private final BooleanProperty cpu = new SimpleBooleanProperty(this, "cpu", false);
  private final BooleanProperty alloc = new SimpleBooleanProperty(this, "alloc", false);

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
