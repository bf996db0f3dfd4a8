package dev.wirebench.app.inspect;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One payload and its field spans, indexed for the hex view: which span holds each byte, which
 * bytes a field path covers, and how many bytes sit at or under each path. Built once per
 * inspection off the FX thread; immutable afterwards, so cheap lookups while scrolling and
 * hovering.
 */
public final class PayloadLayout {
  private final byte[] payload;
  private final List<FieldSpan> leaves = new ArrayList<>();
  private final List<FieldSpan> groups = new ArrayList<>();
  private final int[] leafAt;
  private final Map<String, ByteRange> ranges = new HashMap<>();
  private final Map<String, Integer> bytes = new HashMap<>();

  private PayloadLayout(byte[] payload, List<FieldSpan> spans) {
    this.payload = payload;
    this.leafAt = new int[payload.length];
    Arrays.fill(leafAt, -1);
    index(spans);
    for (int i = 0; i < leaves.size(); i++) {
      FieldSpan leaf = leaves.get(i);
      int from = Math.max(0, leaf.offset());
      int to = Math.min(payload.length, leaf.end());
      Arrays.fill(leafAt, from, Math.max(from, to), i);
    }
    if (payload.length > 0) {
      ranges.put("", new ByteRange(0, payload.length));
    }
  }

  /** Indexes {@code payload} (kept, not copied) with its spans (empty if the codec gave none). */
  public static PayloadLayout of(byte[] payload, List<FieldSpan> spans) {
    return new PayloadLayout(payload, spans);
  }

  private void index(List<FieldSpan> spans) {
    for (FieldSpan span : spans) {
      if (span.isLeaf()) {
        leaves.add(span);
        if (FieldPaths.isModel(span.path()) && span.length() > 0) {
          cover(span.path(), span, true);
        }
      } else {
        groups.add(span);
        if (FieldPaths.isModel(span.path()) && span.length() > 0) {
          cover(span.path(), span, false);
        }
        index(span.children());
      }
    }
  }

  /** Extends the range of {@code path} and every enclosing path to cover {@code span}. */
  private void cover(String path, FieldSpan span, boolean countBytes) {
    ByteRange range = new ByteRange(span.offset(), span.end());
    for (String p = path; p != null; p = FieldPaths.parent(p)) {
      ranges.merge(p, range, ByteRange::union);
      if (countBytes) {
        bytes.merge(p, span.length(), Integer::sum);
      }
    }
  }

  public int size() {
    return payload.length;
  }

  /** The byte at {@code offset}, 0..255. */
  public int byteAt(int offset) {
    return payload[offset] & 0xFF;
  }

  /** True if the codec described this payload with spans. */
  public boolean hasSpans() {
    return !leaves.isEmpty();
  }

  /** The leaf span holding the byte, or null if no span covers it. */
  public FieldSpan leafAt(int offset) {
    if (offset < 0 || offset >= leafAt.length || leafAt[offset] < 0) {
      return null;
    }
    return leaves.get(leafAt[offset]);
  }

  /** What the byte is for, or null if no span covers it. */
  public SpanKind kindAt(int offset) {
    FieldSpan leaf = leafAt(offset);
    return leaf == null ? null : leaf.kind();
  }

  /**
   * The model field a click on this byte means: its leaf's path, else the innermost group with a
   * model path around it (a brace or separator inside {@code entries[3]} means {@code entries[3]});
   * null for bytes that belong to no field (message framing).
   */
  public String fieldAt(int offset) {
    FieldSpan leaf = leafAt(offset);
    if (leaf == null) {
      return null;
    }
    if (FieldPaths.isModel(leaf.path())) {
      return leaf.path();
    }
    FieldSpan innermost = null;
    for (FieldSpan group : groups) {
      if (FieldPaths.isModel(group.path())
          && offset >= group.offset()
          && offset < group.end()
          && (innermost == null || group.length() <= innermost.length())) {
        innermost = group;
      }
    }
    return innermost == null ? null : innermost.path();
  }

  /** The bytes covering a field path (every span at or under it), or null if it has none. */
  public ByteRange rangeOf(String path) {
    return path == null ? null : ranges.get(path);
  }

  /** Bytes in leaf spans at or under the path (0 if none). */
  public int bytesOf(String path) {
    return bytes.getOrDefault(path, 0);
  }

  /** The byte's leaf span as a range, or a one-byte range if no span covers it. */
  public ByteRange leafRange(int offset) {
    FieldSpan leaf = leafAt(offset);
    return leaf == null
        ? new ByteRange(offset, offset + 1)
        : new ByteRange(leaf.offset(), leaf.end());
  }

  /** Leaf spans in offset order. */
  public List<FieldSpan> leaves() {
    return List.copyOf(leaves);
  }

  /** One line about a byte, for the hex view's info bar. */
  public String describe(int offset) {
    if (offset < 0 || offset >= payload.length) {
      return "";
    }
    String at =
        String.format(Locale.ROOT, "byte %d (0x%04X) = 0x%02X", offset, offset, byteAt(offset));
    FieldSpan leaf = leafAt(offset);
    if (leaf == null) {
      return at + " · not described by the codec";
    }
    StringBuilder text =
        new StringBuilder(at)
            .append(" · ")
            .append(leaf.path())
            .append(" · ")
            .append(kindName(leaf.kind()))
            .append(" · offset ")
            .append(leaf.offset())
            .append(", ")
            .append(leaf.length())
            .append(leaf.length() == 1 ? " byte" : " bytes");
    if (leaf.value() != null) {
      text.append(" · ").append(shorten(leaf.value()));
    }
    return text.toString();
  }

  /** A span kind as users read it: {@code value}, {@code tag}, ... */
  public static String kindName(SpanKind kind) {
    return kind.name().toLowerCase(Locale.ROOT);
  }

  private static String shorten(String value) {
    return value.length() <= 80 ? value : value.substring(0, 79) + "…";
  }
}
