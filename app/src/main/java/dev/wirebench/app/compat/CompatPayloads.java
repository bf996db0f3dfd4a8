package dev.wirebench.app.compat;

import dev.wirebench.app.inspect.ByteRange;
import dev.wirebench.app.inspect.PayloadLayout;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.compat.CellResult;
import dev.wirebench.engine.compat.ShownMessage;
import dev.wirebench.engine.inspect.PayloadDiff;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A cell's shown message as two payloads held side by side — the writer version's bytes and the
 * reader version's own encoding of the same message — with the bytes that differ marked the way
 * Inspect's payload compare marks them ({@link PayloadDiff}: leaf spans paired by field path, then
 * aligned), and the fields those bytes belong to. The CLI's {@code --detail} and the Compat screen
 * both show this. Plain values; thread-safe.
 *
 * @param shown which message, and why that one
 * @param writer the writer's payload
 * @param writerSpans its field spans (empty: the codec gave none)
 * @param own the reader version's own encoding of the message, or null if it could not encode it
 * @param ownSpans its field spans
 * @param diff the differing bytes ({@code changedInA}: the writer's, {@code changedInB}: the own)
 */
public record CompatPayloads(
    ShownMessage shown,
    byte[] writer,
    List<FieldSpan> writerSpans,
    byte[] own,
    List<FieldSpan> ownSpans,
    PayloadDiff diff) {
  /** The payloads of {@code cell}'s shown message, or null if it has none. */
  public static CompatPayloads of(CellResult cell) {
    if (cell.writerHex() == null || cell.shown() == null) {
      return null;
    }
    byte[] writer = HexFormat.of().parseHex(cell.writerHex());
    byte[] own = cell.readerOwnHex() == null ? null : HexFormat.of().parseHex(cell.readerOwnHex());
    ShownMessage shown = cell.shown();
    PayloadDiff diff =
        own == null
            ? new PayloadDiff(List.of(), List.of())
            : PayloadDiff.spans(writer, shown.writerSpans(), own, shown.readerOwnSpans());
    return new CompatPayloads(
        shown, writer, shown.writerSpans(), own, shown.readerOwnSpans(), diff);
  }

  /** The writer's payload laid out for a hex view. */
  public PayloadLayout writerLayout() {
    return PayloadLayout.of(writer, writerSpans);
  }

  /** The reader's own payload laid out for a hex view, or null. */
  public PayloadLayout ownLayout() {
    return own == null ? null : PayloadLayout.of(own, ownSpans);
  }

  /** The writer's bytes that differ from the reader's own encoding. */
  public List<ByteRange> changedInWriter() {
    return ranges(diff.changedInA());
  }

  /** The reader's own bytes that differ from the writer's. */
  public List<ByteRange> changedInOwn() {
    return ranges(diff.changedInB());
  }

  /** Per byte of the writer's payload, whether it differs. */
  public boolean[] writerMarks() {
    return marks(writer.length, diff.changedInA());
  }

  /** Per byte of the reader's own payload, whether it differs (empty if none). */
  public boolean[] ownMarks() {
    return own == null ? new boolean[0] : marks(own.length, diff.changedInB());
  }

  /** The writer's fields whose bytes differ, {@code path [start, end)}, in payload order. */
  public List<String> differingInWriter() {
    return differing(writerSpans, diff.changedInA());
  }

  /** The reader's own fields whose bytes differ, in payload order. */
  public List<String> differingInOwn() {
    return differing(ownSpans, diff.changedInB());
  }

  private static List<ByteRange> ranges(List<PayloadDiff.Run> runs) {
    return runs.stream().map(run -> new ByteRange(run.offset(), run.end())).toList();
  }

  private static boolean[] marks(int size, List<PayloadDiff.Run> runs) {
    boolean[] marks = new boolean[size];
    for (PayloadDiff.Run run : runs) {
      for (int i = run.offset(); i < Math.min(size, run.end()); i++) {
        marks[i] = true;
      }
    }
    return marks;
  }

  private static List<String> differing(List<FieldSpan> spans, List<PayloadDiff.Run> runs) {
    List<FieldSpan> leaves = new ArrayList<>();
    flatten(spans, leaves);
    Set<String> out = new LinkedHashSet<>();
    for (FieldSpan leaf : leaves) {
      for (PayloadDiff.Run run : runs) {
        if (leaf.offset() < run.end() && run.offset() < leaf.end()) {
          out.add(leaf.path() + " [" + leaf.offset() + ", " + leaf.end() + ")");
          break;
        }
      }
    }
    return List.copyOf(out);
  }

  private static void flatten(List<FieldSpan> spans, List<FieldSpan> into) {
    for (FieldSpan span : spans) {
      if (span.isLeaf()) {
        into.add(span);
      } else {
        flatten(span.children(), into);
      }
    }
  }
}
