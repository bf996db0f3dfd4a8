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
 */
public record SizeBar(String codecId, Map<String, Integer> parts) {
  /** Stack order: the payload's values, then overhead from most to least typical. */
  public static final List<String> PARTS =
      List.of("value", "tag", "length", "header", "framing", "padding", "not broken down");

  public SizeBar {
    parts = Collections.unmodifiableMap(new LinkedHashMap<>(parts));
  }

  /** Bars for every codec with a size breakdown, in the given order. */
  public static List<SizeBar> of(List<CodecPayload> views) {
    List<SizeBar> bars = new ArrayList<>();
    for (CodecPayload view : views) {
      SizeBreakdown sizes = view.sizes();
      if (sizes == null) {
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
      bars.add(new SizeBar(view.info().id(), parts));
    }
    return bars;
  }

  public int total() {
    return parts.values().stream().mapToInt(Integer::intValue).sum();
  }
}
