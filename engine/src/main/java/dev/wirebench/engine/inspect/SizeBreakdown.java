package dev.wirebench.engine.inspect;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Where a payload's bytes go: field values versus overhead (framing, headers, tags, lengths,
 * padding), from its field spans.
 *
 * @param total payload size
 * @param byKind bytes per leaf span kind
 * @param unattributed bytes of value spans that do not name a model field (coarse spans of formats
 *     that interleave data and metadata, e.g. Java serialization's object graph)
 */
public record SizeBreakdown(int total, Map<SpanKind, Integer> byKind, int unattributed) {
  public SizeBreakdown {
    byKind = Map.copyOf(byKind);
  }

  public static SizeBreakdown of(int total, List<FieldSpan> spans) {
    Map<SpanKind, Integer> byKind = new EnumMap<>(SpanKind.class);
    int[] unattributed = new int[1];
    add(spans, byKind, unattributed);
    return new SizeBreakdown(total, byKind, unattributed[0]);
  }

  private static void add(List<FieldSpan> spans, Map<SpanKind, Integer> byKind, int[] coarse) {
    for (FieldSpan span : spans) {
      if (!span.isLeaf()) {
        add(span.children(), byKind, coarse);
      } else if (span.kind() == SpanKind.VALUE && span.path().startsWith("(")) {
        coarse[0] += span.length();
      } else {
        byKind.merge(span.kind(), span.length(), Integer::sum);
      }
    }
  }

  public int bytes(SpanKind kind) {
    return byKind.getOrDefault(kind, 0);
  }

  /** Bytes holding field values. */
  public int values() {
    return bytes(SpanKind.VALUE);
  }

  /** Everything attributed that is not a value. */
  public int overhead() {
    return total - values() - unattributed;
  }
}
