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
 * One payload and its field spans, indexed for the hex view: which span holds each byte and which
 * bytes a field path covers. Built once per inspection off the FX thread; immutable afterwards, so
 * cheap lookups while scrolling and hovering.
 */
public final class PayloadLayout {
  private final byte[] payload;
  private final List<FieldSpan> leaves = new ArrayList<>();
  private final List<FieldSpan> groups = new ArrayList<>();
  private final int[] leafAt;
  private final Map<String, ByteRange> ranges = new HashMap<>();

  private PayloadLayout(byte[] payload, List<FieldSpan> spans) {
    this.payload = payload;
    this.leafAt = new int[payload.length];
    Arrays.fill(leafAt, -1);
    Map<String, Cover> covers = new HashMap<>();
    index(spans, covers);
    rollUp(covers);
    covers.forEach((path, cover) -> ranges.put(path, new ByteRange(cover.start, cover.end)));
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

  /** What is known of one path while the layout is built: the bytes it covers. */
  private static final class Cover {
    int start;
    int end;

    Cover(int start, int end) {
      this.start = start;
      this.end = end;
    }

    void add(int start, int end) {
      this.start = Math.min(this.start, start);
      this.end = Math.max(this.end, end);
    }
  }

  /** Sorts the spans into leaves and groups, and notes each model path's own spans. */
  private void index(List<FieldSpan> spans, Map<String, Cover> covers) {
    for (FieldSpan span : spans) {
      boolean leaf = span.isLeaf();
      (leaf ? leaves : groups).add(span);
      if (FieldPaths.isModel(span.path()) && span.length() > 0) {
        Cover cover = covers.get(span.path());
        if (cover == null) {
          covers.put(span.path(), new Cover(span.offset(), span.end()));
        } else {
          cover.add(span.offset(), span.end());
        }
      }
      if (!leaf) {
        index(span.children(), covers);
      }
    }
  }

  /**
   * Grows every path's cover into its parent's, longest paths first: a parent path is a strict
   * prefix of its children's, so once a path is merged upward every path under it is in it. One
   * merge per distinct path, where walking each span's ancestors cost one per span and level (a
   * 40-level book's layout was a fifth of its inspection).
   */
  private static void rollUp(Map<String, Cover> covers) {
    int longest = 0;
    for (String path : covers.keySet()) {
      longest = Math.max(longest, path.length());
    }
    List<List<String>> byLength = new ArrayList<>(longest + 1);
    for (int i = 0; i <= longest; i++) {
      byLength.add(new ArrayList<>());
    }
    covers.keySet().forEach(path -> byLength.get(path.length()).add(path));
    for (int length = longest; length > 0; length--) {
      for (String path : byLength.get(length)) {
        String parent = FieldPaths.parent(path);
        Cover cover = covers.get(path);
        Cover above = covers.get(parent);
        if (above == null) {
          covers.put(parent, new Cover(cover.start, cover.end));
          byLength.get(parent.length()).add(parent);
        } else {
          above.add(cover.start, cover.end);
        }
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

  /**
   * How many bytes the path takes (0 if none): the length of {@link #rangeOf}, the bytes the hex
   * view highlights and its readout counts. Summing only the path's own leaf spans left out the
   * punctuation between them (JSON's {@code :}), so the tree said 17 where the highlight was 18.
   */
  public int bytesOf(String path) {
    ByteRange range = rangeOf(path);
    return range == null ? 0 : range.length();
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
