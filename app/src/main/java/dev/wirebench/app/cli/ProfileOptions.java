package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchProfiler;
import dev.wirebench.engine.env.HardwareCounters;
import dev.wirebench.engine.profile.ProfileEvent;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
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
              + " `wirebench profile`). perfnorm: hardware counters per operation, counted by perf"
              + " stat around the measured forks, where this machine has them.")
  private List<String> items;

  private Supplier<Optional<String>> counters = HardwareCounters::unavailable;
  private Optional<String> countersMissing;

  /** Asks {@code check} instead of {@code perf} whether hardware counters are here (tests). */
  void countersBy(Supplier<Optional<String>> check) {
    counters = check;
    countersMissing = null;
  }

  /** Whether perfnorm was asked for. */
  private boolean perfnormAsked() {
    return items != null && items.stream().anyMatch(i -> i.trim().equalsIgnoreCase(PERFNORM));
  }

  /** Why this machine cannot count perfnorm's events, or empty; asks perf once. */
  private Optional<String> countersMissing() {
    if (countersMissing == null) {
      countersMissing = counters.get();
    }
    return countersMissing;
  }

  /** The JMH profilers the run adds: perfnorm where asked for and this machine has counters. */
  Set<BenchProfiler> profilers() {
    return perfnormAsked() && countersMissing().isEmpty()
        ? EnumSet.of(BenchProfiler.PERFNORM)
        : EnumSet.noneOf(BenchProfiler.class);
  }

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
    if (perfnormAsked()) {
      err.println(
          "perfnorm: "
              + countersMissing()
                  .map(why -> "not supported on this machine (" + why + ")")
                  .orElse(
                      "hardware counters per operation, counted by perf stat around the measured"
                          + " forks (JMH's perfnorm); stored with each result"));
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
