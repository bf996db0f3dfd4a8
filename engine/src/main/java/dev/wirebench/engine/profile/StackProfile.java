package dev.wirebench.engine.profile;

import java.util.List;

/**
 * The sampled stacks of one benchmark under one event, as collapsed stacks: each distinct stack
 * (frames root first) with its value. Immutable.
 *
 * @param profiler what sampled, e.g. {@code async-profiler 4.2}
 * @param event what was asked for
 * @param sampled the event that actually ran ({@code cpu}, {@code itimer}, {@code alloc})
 * @param interval the sampling interval, in {@link ProfileEvent#intervalUnit()}
 * @param samples how many samples were taken
 * @param stacks the stacks; values in {@link ProfileEvent#valueUnit()}
 * @param note why there is no profile (empty stacks), or null
 * @param recording the JFR file the stacks were read from, where JFR sampled and it was kept; else
 *     null
 */
public record StackProfile(
    String profiler,
    ProfileEvent event,
    String sampled,
    long interval,
    long samples,
    List<Stack> stacks,
    String note,
    JfrRecording recording) {

  /** The async-profiler release the build bundles. */
  public static final String ASYNC_PROFILER = "async-profiler 4.2";

  public StackProfile {
    stacks = List.copyOf(stacks);
  }

  /** A profile without a kept recording (async-profiler's, or a JFR one not kept). */
  public StackProfile(
      String profiler,
      ProfileEvent event,
      String sampled,
      long interval,
      long samples,
      List<Stack> stacks,
      String note) {
    this(profiler, event, sampled, interval, samples, stacks, note, null);
  }

  /** This profile with {@code recording} as its source file. */
  public StackProfile withRecording(JfrRecording recording) {
    return new StackProfile(profiler, event, sampled, interval, samples, stacks, note, recording);
  }

  /** One distinct stack, frames from the root (thread entry) to the leaf, and its value. */
  public record Stack(List<String> frames, long value) {
    public Stack {
      frames = List.copyOf(frames);
    }
  }

  /** No profile of {@code event}, and why. */
  public static StackProfile missing(ProfileEvent event, String why) {
    return new StackProfile(ASYNC_PROFILER, event, event.id(), event.interval(), 0, List.of(), why);
  }

  /** Whether stacks were recorded. */
  public boolean present() {
    return note == null;
  }

  /** The sum of the stacks' values (samples, or bytes). */
  public long total() {
    long total = 0;
    for (Stack stack : stacks) {
      total += stack.value();
    }
    return total;
  }

  /**
   * What ran, in one phrase: {@code cpu (event itimer: perf events refused), every 1 ms, 634
   * samples}.
   */
  public String describe() {
    String how =
        switch (sampled) {
          case "cpu" -> "cpu (event cpu: perf events)";
          case "itimer" -> "cpu (event itimer: perf events refused)";
          default -> sampled.equals(event.id()) ? sampled : event.id() + " (event " + sampled + ")";
        };
    String every =
        event.intervalUnit().equals("ns")
            ? interval / 1_000_000.0 + " ms"
            : interval / 1024 + " KiB";
    String count =
        samples == 0 && event == ProfileEvent.ALLOC
            ? "no allocation sampled"
            : samples + (samples == 1 ? " sample" : " samples");
    // JFR's allocation sampler is throttled (samples per second), not every N bytes
    return how + (interval <= 0 ? "" : ", every " + every.replace(".0 ", " ")) + ", " + count;
  }
}
