package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.ValueText;
import java.util.ArrayList;
import java.util.List;

/**
 * Field spans of a dynamic FIX payload that has already decoded cleanly into {@code message}: every
 * field is its tag (with '='), its value and its SOH; a repeating group's NoXXX count is a length,
 * its entries' fields are named {@code entries[2].price}. Off the hot path: allocates freely.
 */
final class FixDynamicSpans {
  private final FixInput in;
  private final List<FieldSpan> spans = new ArrayList<>();

  private FixDynamicSpans(FixInput in) {
    this.in = in;
  }

  static List<FieldSpan> describe(FixInput in, FixDynamicLayout layout, DynamicRecord message) {
    FixDynamicSpans walk = new FixDynamicSpans(in);
    walk.field("(BeginString)", SpanKind.HEADER, null);
    walk.field("(BodyLength)", SpanKind.LENGTH, null);
    int trailer = in.absoluteLimit() - 7;
    in.limit(trailer);
    walk.field("(MsgType)", SpanKind.HEADER, layout.schema.fixMsgType());
    walk.record(layout, message, "", true);
    in.limit(trailer + 7);
    walk.field("(CheckSum)", SpanKind.FRAMING, null);
    return walk.spans;
  }

  private void record(FixDynamicLayout layout, DynamicRecord record, String prefix, boolean top) {
    boolean first = true;
    while (in.hasMore()) {
      int field = layout.fieldOf(in.peekTag());
      if (field < 0 || (!top && field == 0 && !first)) {
        return;
      }
      first = false;
      String path = prefix + layout.schema.field(field).name();
      switch (layout.kinds[field]) {
        case LIST -> {
          field(path, SpanKind.LENGTH, null);
          var entries = record.getList(field);
          for (int k = 0; k < entries.size(); k++) {
            record(layout.groups[field], entries.getRecord(k), path + "[" + k + "].", false);
          }
        }
        case STRING -> field(path, SpanKind.VALUE, record.getString(field));
        default ->
            field(
                path,
                SpanKind.VALUE,
                ValueText.ofLong(layout.schema.field(field).type(), record.getLong(field)));
      }
    }
  }

  private void field(String path, SpanKind kind, String value) {
    in.next();
    int tag = in.absoluteTagStart() - in.base();
    int valueStart = in.valueOffset();
    int valueEnd = valueStart + in.valueLength();
    spans.add(FieldSpan.leaf(path, tag, valueStart - tag, SpanKind.TAG, String.valueOf(in.tag())));
    spans.add(FieldSpan.leaf(path, valueStart, valueEnd - valueStart, kind, value));
    spans.add(FieldSpan.leaf("(SOH)", valueEnd, 1, SpanKind.FRAMING, null));
  }
}
