package dev.wirebench.engine.codec.quickfixj;

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
 * Field spans of FIX text that QuickFIX/J has already decoded into {@code message}: every field is
 * its tag (with '='), its value and its SOH, with the paths Wirebench's own FIX codec uses (the
 * mapping for typed messages, the decoded field tree for generic ones). Off the hot path.
 */
final class QfjSpans {
  private final String text;
  private final Message message;
  private final JsonNode tree;
  private int position;
  private int tagStart;
  private int valueStart;
  private int valueEnd;
  private int tag;

  private QfjSpans(String text, Message message) {
    this.text = text;
    this.message = message;
    this.tree = MessageJson.toTree(message);
  }

  static List<FieldSpan> describe(String text, Message message) {
    try {
      return new QfjSpans(text, message).walk();
    } catch (IllegalStateException reordered) {
      // QuickFIX/J decoded the fields in another order than the text has: show the fields as tags
      return new QfjSpans(text, message).flat();
    }
  }

  /** Every field by tag number alone, for text whose order the decoded message does not follow. */
  private List<FieldSpan> flat() {
    List<FieldSpan> spans = new ArrayList<>();
    while (hasMore()) {
      int at = next();
      field(spans, "(tag " + at + ")", SpanKind.VALUE, value());
    }
    return spans;
  }

  private boolean hasMore() {
    return position < text.length();
  }

  /** Steps to the next field; returns its tag. */
  private int next() {
    tagStart = position;
    int equals = text.indexOf('=', position);
    int soh = text.indexOf('\u0001', equals + 1);
    if (equals < 0 || soh < 0) {
      throw new IllegalStateException("FIX text ends inside a field at byte " + position);
    }
    tag = Integer.parseInt(text.substring(position, equals));
    valueStart = equals + 1;
    valueEnd = soh;
    position = soh + 1;
    return tag;
  }

  private int peekTag() {
    int equals = text.indexOf('=', position);
    return equals < 0 ? -1 : Integer.parseInt(text.substring(position, equals));
  }

  private String value() {
    return text.substring(valueStart, valueEnd);
  }

  private List<FieldSpan> walk() {
    List<FieldSpan> spans = new ArrayList<>();
    next();
    if (message instanceof FixMessage) {
      modelField(spans, "beginString");
    } else {
      field(spans, "(BeginString)", SpanKind.HEADER, value());
    }
    next();
    field(spans, "(BodyLength)", SpanKind.LENGTH, value());
    switch (message.messageType()) {
      case FIX_MESSAGE -> generic(spans, ((FixMessage) message).getFields(), "fields");
      case PACKAGE_HEADER -> marketData(spans, (PackageHeader) message);
      default -> typed(spans);
    }
    next();
    field(spans, "(CheckSum)", SpanKind.FRAMING, value());
    return spans;
  }

  private void field(List<FieldSpan> into, String path, SpanKind kind, String value) {
    into.add(
        FieldSpan.leaf(path, tagStart, valueStart - tagStart, SpanKind.TAG, String.valueOf(tag)));
    if (valueEnd > valueStart) {
      into.add(FieldSpan.leaf(path, valueStart, valueEnd - valueStart, kind, value));
    }
    into.add(FieldSpan.leaf("(SOH)", valueEnd, 1, SpanKind.FRAMING, null));
  }

  private void modelField(List<FieldSpan> into, String path) {
    String value = MessageJson.valueAt(tree, path);
    if (value == null) {
      field(into, "(" + path + ")", SpanKind.VALUE, value());
    } else {
      field(into, path, SpanKind.VALUE, value);
    }
  }

  private void typed(List<FieldSpan> spans) {
    while (peekTag() != 10) {
      int at = next();
      String path = at == 35 ? null : pathOfOrderTag(at);
      if (path == null) {
        field(spans, "(MsgType)", SpanKind.HEADER, value());
      } else {
        modelField(spans, path);
      }
    }
  }

  private static String pathOfOrderTag(int tag) {
    return switch (tag) {
      case 52 -> "sendingTime";
      case 11 -> "clOrdId";
      case 1 -> "account";
      case 55 -> "symbol";
      case 54 -> "side";
      case 60 -> "transactTime";
      case 38 -> "orderQty";
      case 40 -> "ordType";
      case 44 -> "price";
      case 99 -> "stopPx";
      case 59 -> "timeInForce";
      case 58 -> "text";
      default -> "(tag " + tag + ")";
    };
  }

  private void marketData(List<FieldSpan> spans, PackageHeader header) {
    boolean incremental = false;
    while (peekTag() != 10) {
      switch (next()) {
        case 35 -> {
          incremental = value().equals("X");
          field(spans, "(MsgType)", SpanKind.HEADER, value());
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
          field(spans, "entries", SpanKind.LENGTH, value());
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
        int at = next();
        String entryField = entryFieldOf(at);
        boolean type269 = at == 269 && (kind == EntryKind.TRADE || kind == EntryKind.BOOK_RESET);
        boolean action279 = at == 279 && kind != EntryKind.L2_UPDATE;
        if (type269 || action279 || entryField == null) {
          String what = at == 269 ? "MDEntryType" : at == 279 ? "MDUpdateAction" : "EntryClass";
          field(children, "(" + prefix + " " + what + ")", SpanKind.HEADER, value());
        } else {
          modelField(children, prefix + "." + entryField);
        }
      } while (peekTag() != delimiter && peekTag() != 10);
      spans.add(FieldSpan.group(prefix, children));
    }
  }

  private static String entryFieldOf(int tag) {
    return switch (tag) {
      case 269, 2446, FixTags.RESET_SIDE -> "side";
      case 279 -> "action";
      case 270 -> "price";
      case 271 -> "size";
      case 1023 -> "level";
      case 275 -> "exchangeId";
      case 1003 -> "matchId";
      case FixTags.IS_NATIONAL -> "isNational";
      case FixTags.IS_IMPLIED -> "isImplied";
      case FixTags.CONTRACT_ID -> "contractId";
      case FixTags.NUMBER_OF_ORDERS -> "numberOfOrders";
      case FixTags.QUOTE_ID -> "quoteId";
      case FixTags.PARTICIPANT_ID -> "participantId";
      case FixTags.TRADE_CONDITION -> "condition";
      case FixTags.TRADE_TYPE -> "tradeType";
      case FixTags.BUYER_ORDER_ID -> "buyerOrderId";
      case FixTags.SELLER_ORDER_ID -> "sellerOrderId";
      case FixTags.BUYER_PARTICIPANT_ID -> "buyerParticipantId";
      case FixTags.SELLER_PARTICIPANT_ID -> "sellerParticipantId";
      case FixTags.BUYER_NUMBER_OF_ORDERS -> "buyerNumberOfOrders";
      case FixTags.SELLER_NUMBER_OF_ORDERS -> "sellerNumberOfOrders";
      default -> null;
    };
  }

  private void generic(List<FieldSpan> into, List<FixField> fields, String prefix) {
    for (int i = 0; i < fields.size(); i++) {
      FixField model = fields.get(i);
      String path = prefix + "[" + i + "]";
      List<FieldSpan> children = new ArrayList<>();
      int at = next();
      if (at != model.getTag()) {
        throw new IllegalStateException(
            "QuickFIX/J reordered the fields: "
                + path
                + " is tag "
                + model.getTag()
                + ", the text has "
                + at);
      }
      if (model.isGroup()) {
        field(children, path + ".groups", SpanKind.LENGTH, value());
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
