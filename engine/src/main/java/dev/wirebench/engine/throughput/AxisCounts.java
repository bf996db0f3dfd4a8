package dev.wirebench.engine.throughput;

import java.util.ArrayList;
import java.util.List;

/**
 * The counts of a swept axis as a user writes them, on the command line and in a form: {@code
 * 1,2,4}, ranges {@code 1-8} or {@code 1..8}, separated by commas or spaces; blank is none.
 */
public final class AxisCounts {
  private AxisCounts() {}

  /**
   * The counts in {@code text}, each 1..{@code most}.
   *
   * @param what how the axis is named in the message ({@code --channels}, {@code Channels:})
   * @throws IllegalArgumentException naming {@code what} and the part that is not a count
   */
  public static List<Integer> parse(String what, String text, int most) {
    List<Integer> counts = new ArrayList<>();
    String clean = text == null ? "" : text.strip();
    if (clean.isEmpty()) {
      return counts;
    }
    for (String part : clean.split("[,\\s]+")) {
      String range = part.replace("..", "-");
      int dash = range.indexOf('-', 1);
      int from;
      int to;
      try {
        from = Integer.parseInt(dash < 0 ? range : range.substring(0, dash));
        to = dash < 0 ? from : Integer.parseInt(range.substring(dash + 1));
      } catch (NumberFormatException bad) {
        throw new IllegalArgumentException(
            what + " '" + part + "' is not a count or a range (e.g. 1,2 or 1-8)", bad);
      }
      if (from < 1 || to < from || to > most) {
        throw new IllegalArgumentException(
            what + " '" + part + "' must be counts of 1.." + most + ", e.g. 1,2,4 or 1-8");
      }
      for (int n = from; n <= to; n++) {
        counts.add(n);
      }
    }
    return counts;
  }
}
