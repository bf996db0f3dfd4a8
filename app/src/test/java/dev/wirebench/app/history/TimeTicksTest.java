package dev.wirebench.app.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The History chart's time ticks: distinct labels in a format that fits the runs' span. */
class TimeTicksTest {
  private static final long SECOND = 1_000;
  private static final long MINUTE = 60 * SECOND;
  private static final long HOUR = 60 * MINUTE;
  private static final long DAY = 24 * HOUR;
  private static final long START = Instant.parse("2026-11-25T04:42:07Z").toEpochMilli();

  /** About what the default 11 px font measures: 7 px a character. */
  private static double measure(String label) {
    return label.length() * 7.0;
  }

  private static List<String> labels(TimeTicks ticks) {
    return ticks.ticks().stream().map(ticks::label).toList();
  }

  @Test
  void runsSecondsApartGetSecondsOnTheAxisAndTheDateInTheTitle() {
    // nine runs, five seconds apart (the screenshot tour's seeded runs): was "11-25 04:42" × 9
    TimeTicks ticks = TimeTicks.choose(START, START + 40 * SECOND, 900, TimeTicksTest::measure);

    assertThat(ticks.step()).isLessThanOrEqualTo(10 * SECOND);
    assertThat(labels(ticks)).doesNotHaveDuplicates().allMatch(l -> l.matches("04:4\\d:\\d\\d"));
    assertThat(labels(ticks).get(0)).isEqualTo("04:42:05");
    assertThat(ticks.title()).isEqualTo("run started (UTC, 2026-11-25)");
    assertThat(ticks.lower()).isLessThanOrEqualTo(START);
    assertThat(ticks.upper()).isGreaterThanOrEqualTo(START + 40 * SECOND);
  }

  @Test
  void runsMinutesAndHoursApartGetMinutesAndDaysGetDates() {
    TimeTicks minutes = TimeTicks.choose(START, START + 25 * MINUTE, 900, TimeTicksTest::measure);
    assertThat(labels(minutes)).doesNotHaveDuplicates().allMatch(l -> l.matches("\\d\\d:\\d\\d"));

    TimeTicks overnight =
        TimeTicks.choose(START - 6 * HOUR, START + 2 * HOUR, 900, TimeTicksTest::measure);
    assertThat(labels(overnight))
        .doesNotHaveDuplicates()
        .allMatch(l -> l.matches("11-2[45] \\d\\d:00"));
    assertThat(overnight.title()).isEqualTo("run started (UTC)");

    TimeTicks days = TimeTicks.choose(START, START + 20 * DAY, 900, TimeTicksTest::measure);
    assertThat(labels(days))
        .doesNotHaveDuplicates()
        .allMatch(l -> l.matches("20(26|27)-\\d\\d-\\d\\d"));
  }

  @Test
  void everySpanAndWidthGivesDistinctLabelsThatFit() {
    long[] spans = {0, 1, 900, SECOND, 7 * SECOND, 59 * SECOND, 3 * MINUTE, 47 * MINUTE, 5 * HOUR};
    long[] longer = {23 * HOUR, 30 * HOUR, 3 * DAY, 40 * DAY, 400 * DAY, 2000 * DAY};
    for (double width : new double[] {500, 700, 900, 1300}) {
      for (long[] set : List.of(spans, longer)) {
        for (long span : set) {
          TimeTicks ticks = TimeTicks.choose(START, START + span, width, TimeTicksTest::measure);
          List<String> labels = labels(ticks);
          assertThat(new HashSet<>(labels))
              .as("span %d width %s: %s", span, width, labels)
              .hasSameSizeAs(labels);
          if (span < 1000 * DAY) { // past that the largest step is taken whatever the width
            assertThat(labels.size() * measure(labels.get(0)))
                .as("span %d width %s: %s", span, width, labels)
                .isLessThanOrEqualTo(width);
          }
        }
      }
    }
  }
}
