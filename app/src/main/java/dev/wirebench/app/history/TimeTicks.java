package dev.wirebench.app.history;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The History chart's time axis: a tick step chosen from the span of the runs and the room there
 * is, and a label format that matches the step — seconds when runs are seconds apart, minutes
 * within a day, dates when they are days apart. Ticks fall on whole multiples of the step (UTC), so
 * no two ticks read the same and each label is as short as its step allows.
 *
 * @param lower the axis' first tick, epoch milliseconds (a multiple of {@code step})
 * @param upper the axis' last tick, epoch milliseconds
 * @param step milliseconds between ticks
 * @param format how a tick reads
 */
record TimeTicks(long lower, long upper, long step, DateTimeFormatter format) {
  private static final long SECOND = 1_000;
  private static final long MINUTE = 60 * SECOND;
  private static final long HOUR = 60 * MINUTE;
  private static final long DAY = 24 * HOUR;

  /** The steps tried, smallest first: round values a reader counts in. */
  private static final long[] STEPS = {
    SECOND,
    2 * SECOND,
    5 * SECOND,
    10 * SECOND,
    15 * SECOND,
    30 * SECOND,
    MINUTE,
    2 * MINUTE,
    5 * MINUTE,
    10 * MINUTE,
    15 * MINUTE,
    30 * MINUTE,
    HOUR,
    2 * HOUR,
    3 * HOUR,
    6 * HOUR,
    12 * HOUR,
    DAY,
    2 * DAY,
    7 * DAY,
    14 * DAY,
    28 * DAY,
    56 * DAY,
    91 * DAY,
    182 * DAY,
    364 * DAY,
    728 * DAY,
    1820 * DAY
  };

  private static final DateTimeFormatter SECONDS = pattern("HH:mm:ss");
  private static final DateTimeFormatter MINUTES = pattern("HH:mm");
  private static final DateTimeFormatter DAY_MINUTES = pattern("MM-dd HH:mm");
  private static final DateTimeFormatter DATES = pattern("yyyy-MM-dd");

  /** Gap kept between two labels, as a share of a label's width. */
  private static final double GAP = 0.6;

  /**
   * The ticks for runs from {@code first} to {@code last} (epoch ms) on an axis {@code width} px
   * wide, whose labels are {@code measure} px wide: the smallest step whose labels fit.
   */
  static TimeTicks choose(long first, long last, double width, ToDoubleFunction<String> measure) {
    long span = Math.max(0, last - first);
    // a little room either side, so the first and last points do not sit on the axis' ends
    long pad = Math.max(span / 50, SECOND);
    long from = first - pad;
    long to = last + pad;
    TimeTicks fallback = null;
    for (long step : STEPS) {
      TimeTicks ticks = aligned(from, to, step);
      double labelWidth = measure.applyAsDouble(ticks.label(ticks.lower));
      int count = ticks.count();
      fallback = ticks;
      if (count * labelWidth * (1 + GAP) <= width) {
        return ticks;
      }
    }
    return fallback;
  }

  private static TimeTicks aligned(long from, long to, long step) {
    long lower = Math.floorDiv(from, step) * step;
    long upper = -Math.floorDiv(-to, step) * step;
    return new TimeTicks(lower, upper, step, formatFor(step, lower, upper));
  }

  /** The shortest format that tells ticks {@code step} apart from {@code first} to {@code last}. */
  static DateTimeFormatter formatFor(long step, long first, long last) {
    if (step >= DAY) {
      return DATES;
    }
    boolean oneDay = Math.floorDiv(first, DAY) == Math.floorDiv(last, DAY);
    if (step < MINUTE) {
      return oneDay ? SECONDS : pattern("MM-dd HH:mm:ss");
    }
    return oneDay ? MINUTES : DAY_MINUTES;
  }

  /** How many ticks the axis shows. */
  int count() {
    return (int) ((upper - lower) / step) + 1;
  }

  /** Every tick, epoch ms. */
  List<Long> ticks() {
    List<Long> ticks = new ArrayList<>();
    for (long t = lower; t <= upper; t += step) {
      ticks.add(t);
    }
    return ticks;
  }

  /** How tick {@code epochMillis} reads. */
  String label(long epochMillis) {
    return format.format(Instant.ofEpochMilli(epochMillis));
  }

  /** What the axis' title says about its labels: {@code run started (UTC, 2026-11-25)}. */
  String title() {
    if (format == SECONDS || format == MINUTES) {
      return "run started (UTC, " + DATES.format(Instant.ofEpochMilli(upper)) + ")";
    }
    return "run started (UTC)";
  }

  private static DateTimeFormatter pattern(String pattern) {
    return DateTimeFormatter.ofPattern(pattern, Locale.ROOT).withZone(ZoneOffset.UTC);
  }
}
