package dev.wirebench.app.cli;

import dev.wirebench.engine.env.HardwareCounters;
import dev.wirebench.engine.profile.ProfileEvent;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Option;

/** {@code bench --profile cpu,alloc[,perfnorm]}: the profiled forks a run adds (issue 35). */
final class ProfileOptions {
  private static final String PERFNORM = "perfnorm";

  @Option(
      names = "--profile",
      split = ",",
      paramLabel = "cpu|alloc|perfnorm",
      description =
          "After each benchmark's measured forks, one more fork per event under async-profiler"
              + " (cpu: CPU samples, itimer where perf events are refused; alloc: allocations by"
              + " bytes; JFR where its library will not load); its scores are not kept, its stacks are stored with the run (see"
              + " `wirebench profile`). perfnorm needs hardware counters.")
  private List<String> items;

  /** The events asked for (perfnorm is not an event). */
  Set<ProfileEvent> events() {
    if (items == null) {
      return EnumSet.noneOf(ProfileEvent.class);
    }
    List<String> events = new ArrayList<>();
    for (String item : items) {
      if (!item.trim().equalsIgnoreCase(PERFNORM)) {
        events.add(item);
      }
    }
    try {
      return ProfileEvent.parseList(events);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage().replace("cpu, alloc", "cpu, alloc, perfnorm"));
    }
  }

  /** Says, before the run, what the profiled forks will do and what this machine cannot. */
  void announce(PrintWriter err) {
    if (items != null && items.stream().anyMatch(i -> i.trim().equalsIgnoreCase(PERFNORM))) {
      err.println(
          "perfnorm: "
              + HardwareCounters.unavailable()
                  .map(why -> "not supported on this machine (" + why + ")")
                  .orElse("hardware counters are available, but runs do not record them yet"));
    }
    Set<ProfileEvent> events = events();
    if (!events.isEmpty()) {
      err.println(
          "Profiles: after each benchmark's measured forks, "
              + (events.size() == 1 ? "one fork" : events.size() + " forks (one per event)")
              + " under "
              + dev.wirebench.engine.profile.StackProfile.ASYNC_PROFILER
              + ", JFR where its library will not load ("
              + ProfileEvent.describe(events)
              + "); profiled forks' scores are not kept.");
    }
    err.flush();
  }
}
