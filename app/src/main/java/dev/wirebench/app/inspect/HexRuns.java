package dev.wirebench.app.inspect;

import dev.wirebench.engine.codec.SpanKind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;

/**
 * What one hex row draws, as runs of neighbouring bytes that look alike: the background tints (the
 * selected field, changed bytes, else the byte's span kind), the hover underline, and the texts
 * (plain, selected, changed). The hex column's runs break between the row's two halves, where the
 * gap stays untinted. Pure: computed from the layout and the view's marks, so it is testable
 * without a screen.
 */
final class HexRuns {
  /** What a run is drawn as, bottom to top. */
  enum Layer {
    TINT,
    UNDERLINE,
    TEXT
  }

  /**
   * Bytes {@code from} (inclusive) to {@code to} (exclusive) of the row, in the hex or ASCII
   * column, drawn in {@code style} (a style class); {@code text} what a text run writes, null for
   * tints and underlines.
   */
  record Run(Layer layer, boolean ascii, int from, int to, String style, String text) {}

  /** The marks of each byte offset, as the view knows them. */
  record Marks(IntPredicate selected, IntPredicate hovered, IntPredicate changed) {}

  private static final char[] DIGITS = "0123456789ABCDEF".toCharArray();
  private static final String[] HEX = new String[256];

  static {
    // not String.format: its pattern parsing showed in the first frame's profile
    for (int i = 0; i < 256; i++) {
      HEX[i] = new String(new char[] {DIGITS[i >> 4], DIGITS[i & 0xF]});
    }
  }

  private HexRuns() {}

  /** The runs of the row that starts at byte {@code start}, {@code perRow} bytes a row. */
  static List<Run> of(PayloadLayout layout, int start, int perRow, Marks marks) {
    int count = count(layout, start, perRow);
    List<Run> runs = new ArrayList<>();
    for (boolean ascii : new boolean[] {false, true}) {
      add(runs, Layer.TINT, ascii, count, perRow, at -> tint(layout, start + at, marks), null);
      add(
          runs,
          Layer.UNDERLINE,
          ascii,
          count,
          perRow,
          at -> marks.hovered().test(start + at) ? "hovered" : null,
          null);
      add(
          runs,
          Layer.TEXT,
          ascii,
          count,
          perRow,
          at -> text(start + at, marks),
          at -> ascii ? ascii(layout.byteAt(start + at)) : HEX[layout.byteAt(start + at)]);
    }
    return runs;
  }

  /** How many bytes the row starting at {@code start} holds. */
  static int count(PayloadLayout layout, int start, int perRow) {
    return Math.max(0, Math.min(perRow, layout.size() - start));
  }

  /** The offset, hex and ASCII of a row as one line, e.g. for screen readers. */
  static String describe(PayloadLayout layout, int start, int perRow) {
    int count = count(layout, start, perRow);
    StringBuilder line = new StringBuilder(offset(start)).append(' ');
    StringBuilder chars = new StringBuilder();
    for (int at = start; at < start + count; at++) {
      line.append(' ').append(HEX[layout.byteAt(at)]);
      chars.append(ascii(layout.byteAt(at)));
    }
    return line.append("  ").append(chars).toString();
  }

  /** A row's offset as eight hex digits, e.g. {@code 000001A0}. */
  static String offset(int start) {
    char[] digits = new char[8];
    for (int i = 7, rest = start; i >= 0; i--, rest >>>= 4) {
      digits[i] = DIGITS[rest & 0xF];
    }
    return new String(digits);
  }

  /** The ASCII column's character of a byte: printable ASCII as is, anything else a dot. */
  static String ascii(int b) {
    return b >= 0x20 && b < 0x7F ? String.valueOf((char) b) : "·";
  }

  private static String tint(PayloadLayout layout, int offset, Marks marks) {
    if (marks.selected().test(offset)) {
      return "selected";
    }
    if (marks.changed().test(offset)) {
      return "changed";
    }
    SpanKind kind = layout.kindAt(offset);
    return kind == null ? null : "kind-" + PayloadLayout.kindName(kind);
  }

  private static String text(int offset, Marks marks) {
    boolean selected = marks.selected().test(offset);
    boolean changed = marks.changed().test(offset);
    if (selected) {
      return changed ? "selected-changed" : "selected";
    }
    return changed ? "changed" : "plain";
  }

  /**
   * Adds the runs of one layer in one column: neighbouring bytes with the same (non-null) style
   * make one run; in the hex column a run also ends at the middle of the row.
   */
  private static void add(
      List<Run> runs,
      Layer layer,
      boolean ascii,
      int count,
      int perRow,
      IntFunction<String> styleOf,
      IntFunction<String> textOf) {
    int from = 0;
    String style = null;
    for (int at = 0; at <= count; at++) {
      String now = at < count ? styleOf.apply(at) : null;
      boolean breaks = !ascii && at == perRow / 2;
      if (at > from && (breaks || now == null || !now.equals(style))) {
        if (style != null) {
          runs.add(new Run(layer, ascii, from, at, style, text(textOf, ascii, from, at)));
        }
        from = at;
      }
      if (at == from) {
        style = now;
      }
    }
  }

  private static String text(IntFunction<String> textOf, boolean ascii, int from, int to) {
    if (textOf == null) {
      return null;
    }
    StringBuilder text = new StringBuilder();
    for (int at = from; at < to; at++) {
      if (!ascii && at > from) {
        text.append(' ');
      }
      text.append(textOf.apply(at));
    }
    return text.toString();
  }
}
