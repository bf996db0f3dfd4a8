package dev.wirebench.app.inspect;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.inspect.PayloadDiff;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How the payload comparison writes its titles, rows and summaries: {@code json · 152 B}, {@code
 * +4}, {@code 3 fields differ · ...}. Pure functions of the layouts and diffs; no JavaFX.
 */
final class PayloadCompareFormat {
  /** Why the right-hand message of a message file of unknown shape comes from that file. */
  static final String MESSAGES_OF_ONE_FILE =
      "Messages of a file read against its schema are compared with messages of the same file.";

  private PayloadCompareFormat() {}

  /** {@code json 152 B vs cbor 120 B: -32 B (-21%)}. */
  static String codecsSummary(
      String leftCodec, PayloadLayout a, String rightCodec, PayloadLayout b) {
    return String.format(
        Locale.ROOT,
        "%s %d B vs %s %d B: %s B (%+.0f%%)",
        leftCodec,
        a.size(),
        rightCodec,
        b.size(),
        signed(b.size() - a.size()),
        a.size() == 0 ? 0.0 : 100.0 * (b.size() - a.size()) / a.size());
  }

  /** How two messages through one codec differ, in fields and in bytes on each side. */
  static String messagesSummary(
      String codecId, PayloadLayout a, PayloadLayout b, PayloadDiff diff, int fields) {
    return diff.identical() && fields == 0
        ? codecId + ": the two messages are identical, and so are their payloads"
        : String.format(
            Locale.ROOT,
            "%s: %d %s differ · %d of %d bytes changed on the left, %d of %d on the right",
            codecId,
            fields,
            fields == 1 ? "field" : "fields",
            diff.changedBytesInA(),
            a.size(),
            diff.changedBytesInB(),
            b.size());
  }

  static String title(String codecId, PayloadLayout layout) {
    return layout == null ? codecId : codecId + " · " + layout.size() + " B";
  }

  static String label(List<String> labels, int index) {
    return index < labels.size() ? "message " + labels.get(index) : "message " + (index + 1);
  }

  /** Model paths of leaf spans in either payload, in first-seen order. */
  static Set<String> fieldPaths(PayloadLayout a, PayloadLayout b) {
    Set<String> paths = new LinkedHashSet<>();
    for (PayloadLayout layout : List.of(a, b)) {
      for (FieldSpan leaf : layout.leaves()) {
        if (FieldPaths.isModel(leaf.path())) {
          paths.add(leaf.path());
        }
      }
    }
    return paths;
  }

  static List<ByteRange> ranges(List<PayloadDiff.Run> runs) {
    return runs.stream().map(r -> new ByteRange(r.offset(), r.end())).toList();
  }

  static String bytesText(int bytes) {
    return bytes == 0 ? "—" : bytes + " B";
  }

  static String signed(int delta) {
    return delta == 0 ? "0" : String.format(Locale.ROOT, "%+d", delta);
  }
}
