package dev.wirebench.engine.codec.fix;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.FixTags;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.EntryKind;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.json.MessageJson;
import java.util.ArrayList;
import java.util.List;

/**
 * Field spans of a FIX payload that has already decoded cleanly into {@code message}: every field
 * becomes its tag (with '='), its value and its SOH; paths come from the mapping (typed messages)
 * or from the decoded field tree (generic messages). Off the hot path: allocates freely.
 */
final class FixSpans {
  private final FixInput in;
  private final Message message;
  private final JsonNode tree;

  private FixSpans(FixInput in, Message message) {
    this.in = in;
    this.message = message;
    this.tree = MessageJson.toTree(message);
  }

  static List<FieldSpan> describe(FixInput in, Message message) {
    return new FixSpans(in, message).walk();
  }

  private List<FieldSpan> walk() {
    List<FieldSpan> spans = new ArrayList<>();
    in.next();
    field(spans, "(BeginString)", SpanKind.HEADER, in.string(null));
    in.next();
    field(spans, "(BodyLength)", SpanKind.LENGTH, null);
    int trailer = in.absoluteLimit() - 7;
    in.limit(trailer);
    switch (message.messageType()) {
      case FIX_MESSAGE -> generic(spans, ((FixMessage) message).getFields(), "fields");
      case PACKAGE_HEADER -> marketData(spans, (PackageHeader) message);
      default -> typed(spans);
    }
    in.limit(trailer + 7);
    in.next();
    field(spans, "(CheckSum)", SpanKind.FRAMING, null);
    return spans;
  }

  private void field(List<FieldSpan> into, String path, SpanKind kind, String value) {
    int tag = in.absoluteTagStart() - in.base();
    int valueStart = in.valueOffset();
    int valueEnd = valueStart + in.valueLength();
    into.add(FieldSpan.leaf(path, tag, valueStart - tag, SpanKind.TAG, String.valueOf(in.tag())));
    into.add(FieldSpan.leaf(path, valueStart, valueEnd - valueStart, kind, value));
    into.add(FieldSpan.leaf("(SOH)", valueEnd, 1, SpanKind.FRAMING, null));
  }

  private void modelField(List<FieldSpan> into, String path) {
    field(into, path, SpanKind.VALUE, MessageJson.valueAt(tree, path));
  }

  private void typed(List<FieldSpan> spans) {
    while (in.hasMore()) {
      int tag = in.next();
      String path = tag == 35 ? null : FixNewOrder.pathOf(tag);
      if (path == null) {
        field(spans, "(MsgType)", SpanKind.HEADER, in.string(null));
      } else {
        modelField(spans, path);
      }
    }
  }

  private void marketData(List<FieldSpan> spans, PackageHeader header) {
    boolean incremental = false;
    while (in.hasMore()) {
      int tag = in.next();
      switch (tag) {
        case 35 -> {
          incremental = in.valueIs("X");
          field(spans, "(MsgType)", SpanKind.HEADER, in.string(null));
        }
        case 52 -> modelField(spans, "timestamp");
        case 55 -> modelField(spans, "symbol");
        case 60 -> modelField(spans, "originalTimestamp");
        case FixTags.RECEIVE_TIME -> modelField(spans, "receiveTimestamp");
        case FixTags.FIRST_SEQ -> modelField(spans, "firstSequence");
        case FixTags.LAST_SEQ -> modelField(spans, "lastSequence");
        case FixTags.RECEIVED_TIME -> modelField(spans, "receivedTime");
        case FixTags.CURRENCY -> modelField(spans, "currency");
        case FixTags.SEQUENCE_NUMBER -> modelField(spans, "sequenceNumber");
        case FixTags.SOURCE_ID -> modelField(spans, "sourceId");
        case FixTags.PACKAGE_KIND -> modelField(spans, "packageType");
        default -> {
          field(spans, "entries", SpanKind.LENGTH, in.string(null));
          entries(spans, header, incremental ? 279 : 269);
        }
      }
    }
  }

  private void entries(List<FieldSpan> spans, PackageHeader header, int delimiter) {
    List<BaseEntry> entries = header.getEntries();
    for (int i = 0; i < entries.size(); i++) {
      EntryKind kind = entries.get(i).kind();
      String prefix = "entries[" + i + "]";
      List<FieldSpan> children = new ArrayList<>();
      do {
        int tag = in.next();
        String field = FixMarketDataEntries.fieldOf(tag);
        boolean header269 = tag == 269 && (kind == EntryKind.TRADE || kind == EntryKind.BOOK_RESET);
        boolean header279 = tag == 279 && kind != EntryKind.L2_UPDATE;
        if (header269 || header279 || field.startsWith("(")) {
          String what = tag == 269 ? "MDEntryType" : tag == 279 ? "MDUpdateAction" : "EntryClass";
          field(children, "(" + prefix + " " + what + ")", SpanKind.HEADER, in.string(null));
        } else {
          modelField(children, prefix + "." + field);
        }
      } while (in.hasMore()
          && in.peekTag() != delimiter
          && FixMarketDataEntries.isEntryTag(in.peekTag()));
      spans.add(FieldSpan.group(prefix, children));
    }
  }

  private void generic(List<FieldSpan> into, List<FixField> fields, String prefix) {
    for (int i = 0; i < fields.size(); i++) {
      FixField model = fields.get(i);
      String path = prefix + "[" + i + "]";
      List<FieldSpan> children = new ArrayList<>();
      in.next();
      if (model.isGroup()) {
        field(children, path + ".groups", SpanKind.LENGTH, in.string(null));
        for (int g = 0; g < model.getGroups().size(); g++) {
          String instance = path + ".groups[" + g + "]";
          List<FieldSpan> instanceSpans = new ArrayList<>();
          generic(instanceSpans, model.getGroups().get(g).getFields(), instance + ".fields");
          children.add(FieldSpan.group(instance, instanceSpans));
        }
      } else {
        modelField(children, path + ".value");
      }
      into.add(FieldSpan.group(path, children));
    }
  }
}
