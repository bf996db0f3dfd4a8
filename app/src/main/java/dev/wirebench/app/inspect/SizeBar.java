package dev.wirebench.app.inspect;

import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.SizeBreakdown;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One codec's bar in the size-breakdown chart: bytes per part, payload values first, then each kind
 * of overhead.
 *
 * @param codecId the codec
 * @param parts bytes per part name (see {@link #PARTS}), in chart order; parts with 0 bytes kept
 *     (all 0 for a codec without a breakdown)
 * @param note why there is no breakdown ({@code n/a — reason}, {@code encode failed: ...}), or
 *     empty for a codec with one
 */
public record SizeBar(String codecId, Map<String, Integer> parts, String note) {
  /** Stack order: the payload's values, then overhead from most to least typical. */
  public static final List<String> PARTS =
      List.of("value", "tag", "length", "header", "framing", "padding", "not broken down");

  public SizeBar {
    parts = Collections.unmodifiableMap(new LinkedHashMap<>(parts));
    note = note == null ? "" : note;
  }

  /**
   * One bar per codec, in the given order: the breakdown of those with one, and a bar of no bytes
   * with its note for those that cannot carry the message or failed (never left out silently).
   */
  public static List<SizeBar> of(List<CodecPayload> views) {
    List<SizeBar> bars = new ArrayList<>();
    for (CodecPayload view : views) {
      SizeBreakdown sizes = view.sizes();
      if (sizes == null) {
        bars.add(withoutBreakdown(view));
        continue;
      }
      Map<String, Integer> parts = new LinkedHashMap<>();
      parts.put("value", sizes.bytes(SpanKind.VALUE));
      parts.put("tag", sizes.bytes(SpanKind.TAG));
      parts.put("length", sizes.bytes(SpanKind.LENGTH));
      parts.put("header", sizes.bytes(SpanKind.HEADER));
      parts.put("framing", sizes.bytes(SpanKind.FRAMING));
      parts.put("padding", sizes.bytes(SpanKind.PADDING));
      int counted = parts.values().stream().mapToInt(Integer::intValue).sum();
      parts.put("not broken down", Math.max(0, sizes.total() - counted));
      bars.add(new SizeBar(view.info().id(), parts, ""));
    }
    return bars;
  }

  private static SizeBar withoutBreakdown(CodecPayload view) {
    Map<String, Integer> parts = new LinkedHashMap<>();
    PARTS.forEach(part -> parts.put(part, 0));
    String note;
    if (!view.support().supported()) {
      note = view.support().describe();
    } else if (view.payload() == null) {
      note = "encode failed: " + view.error();
    } else {
      // a payload whose spans could not be told: its size, undivided
      parts.put("not broken down", view.size());
      note = view.error() == null ? "" : view.error();
    }
    return new SizeBar(view.info().id(), parts, note);
  }

  /** Whether this codec has bytes to draw (a payload). */
  public boolean hasBytes() {
    return total() > 0;
  }

  public int total() {
    return parts.values().stream().mapToInt(Integer::intValue).sum();
  }
}
