package dev.wirebench.engine.profile;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** What a profiled fork samples. */
public enum ProfileEvent {
  /**
   * On-CPU time: async-profiler's {@code cpu} event (perf_events' cpu-clock), or {@code itimer}
   * where perf events are not allowed; one sample per millisecond of CPU time.
   */
  CPU("samples", 1_000_000L, "ns"),
  /** Heap allocations: async-profiler's {@code alloc} event, one sample per 512 KiB allocated. */
  ALLOC("bytes", 512 * 1024L, "bytes");

  private final String valueUnit;
  private final long interval;
  private final String intervalUnit;

  ProfileEvent(String valueUnit, long interval, String intervalUnit) {
    this.valueUnit = valueUnit;
    this.interval = interval;
    this.intervalUnit = intervalUnit;
  }

  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** What a stack's value counts: {@code samples} (CPU) or {@code bytes} (allocations). */
  public String valueUnit() {
    return valueUnit;
  }

  /** The sampling interval asked for, in {@link #intervalUnit()}. */
  public long interval() {
    return interval;
  }

  /** {@code ns} or {@code bytes}. */
  public String intervalUnit() {
    return intervalUnit;
  }

  /** The event named {@code text}; throws listing the known ones. */
  public static ProfileEvent parse(String text) {
    for (ProfileEvent event : values()) {
      if (event.id().equalsIgnoreCase(text.trim())) {
        return event;
      }
    }
    throw new IllegalArgumentException(
        "unknown profile event '" + text.trim() + "'; known events: cpu, alloc");
  }

  /** {@code cpu,alloc} as a set, in declaration order. */
  public static Set<ProfileEvent> parseList(List<String> items) {
    Set<ProfileEvent> events = EnumSet.noneOf(ProfileEvent.class);
    for (String item : items) {
      for (String part : item.split(",")) {
        if (!part.isBlank()) {
          events.add(parse(part));
        }
      }
    }
    return events;
  }

  /** {@code cpu, alloc}. */
  public static String describe(Set<ProfileEvent> events) {
    List<String> ids = new ArrayList<>();
    events.forEach(e -> ids.add(e.id()));
    return String.join(", ", ids);
  }
}
