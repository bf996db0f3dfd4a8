package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.PackageType;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.Timestamps;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import quickfix.Field;
import quickfix.FieldNotFound;
import quickfix.Group;
import quickfix.Message;

/**
 * PackageHeader as QuickFIX/J market data (FIX-MAPPING.md): 35=W for snapshots, 35=X for
 * incremental updates, one NoMDEntries (268) group instance per entry, in the mapping's tag order.
 */
final class MarketDataQfj {
  static final int NO_MD_ENTRIES = 268;
  static final int RECEIVE_TIME = 5050;
  static final int FIRST_SEQ = 5051;
  static final int LAST_SEQ = 5052;
  static final int PACKAGE_KIND = 5053;
  static final int RECEIVED_TIME = 5057;
  static final int CURRENCY = 15;
  static final int SEQUENCE_NUMBER = 5058;
  static final int SOURCE_ID = 5059;

  /** Body tags in the order FIX-MAPPING.md writes them (52 SendingTime is in the header). */
  static final int[] BODY_ORDER = {
    55,
    PACKAGE_KIND,
    60,
    RECEIVE_TIME,
    FIRST_SEQ,
    LAST_SEQ,
    RECEIVED_TIME,
    CURRENCY,
    SEQUENCE_NUMBER,
    SOURCE_ID,
    268
  };

  private MarketDataQfj() {}

  static Message toFix(PackageHeader message) {
    PackageType type = message.getPackageType();
    if (type == null) {
      throw QfjErrors.at(null, 0, "packageType", "FIX W/X needs a packageType");
    }
    boolean incremental = type == PackageType.INCREMENTAL_UPDATE;
    Message fix = new OrderedMessage(BODY_ORDER);
    fix.getHeader().setString(35, incremental ? "X" : "W");
    if (message.getTimestamp() == Timestamps.NULL) {
      throw QfjErrors.at(null, 0, "timestamp", "FIX W/X needs a timestamp (52)");
    }
    FixValues.timestamp(fix.getHeader(), 52, message.getTimestamp());
    if (message.getSymbol() == null) {
      throw QfjErrors.at(null, 0, "symbol", "FIX W/X needs a symbol (55)");
    }
    fix.setString(55, message.getSymbol());
    if (type == PackageType.PERIODICAL_SNAPSHOT) {
      fix.setChar(PACKAGE_KIND, 'P');
    }
    if (message.getOriginalTimestamp() != Timestamps.NULL) {
      FixValues.timestamp(fix, 60, message.getOriginalTimestamp());
    }
    if (message.getReceiveTimestamp() != Timestamps.NULL) {
      FixValues.timestamp(fix, RECEIVE_TIME, message.getReceiveTimestamp());
    }
    if (message.getFirstSequence() != Long.MIN_VALUE) {
      fix.setString(FIRST_SEQ, Long.toString(message.getFirstSequence()));
    }
    if (message.getLastSequence() != Long.MIN_VALUE) {
      fix.setString(LAST_SEQ, Long.toString(message.getLastSequence()));
    }
    if (message.getReceivedTime() != Timestamps.NULL) {
      FixValues.timestamp(fix, RECEIVED_TIME, message.getReceivedTime());
    }
    if (message.getCurrency() != null) {
      fix.setString(CURRENCY, message.getCurrency());
    }
    if (message.getSequenceNumber() != Long.MIN_VALUE) {
      fix.setString(SEQUENCE_NUMBER, Long.toString(message.getSequenceNumber()));
    }
    if (message.getSourceId() != null) {
      fix.setString(SOURCE_ID, message.getSourceId());
    }
    List<BaseEntry> entries = message.getEntries();
    // QuickFIX/J writes NumInGroup from the instances added; an empty package still says 268=0
    fix.setInt(NO_MD_ENTRIES, 0);
    for (BaseEntry entry : entries) {
      fix.addGroupRef(MarketDataEntryQfj.toGroup(entry, incremental));
    }
    return fix;
  }

  static void fromFix(Message fix, String text, PackageHeader message, boolean incremental)
      throws FieldNotFound {
    for (Iterator<Field<?>> it = fix.iterator(); it.hasNext(); ) {
      int tag = it.next().getTag();
      if (!contains(BODY_ORDER, tag)) {
        throw QfjErrors.at(text, tag, null, "tag " + tag + " is not part of the 35=W/X mapping");
      }
    }
    if (!fix.getHeader().isSetField(52)) {
      throw QfjErrors.at(text, 0, "timestamp", "35=W/X lacks required tag 52");
    }
    message.setTimestamp(QfjFields.timestamp(fix.getHeader(), text, 52, "timestamp"));
    if (!fix.isSetField(55)) {
      throw QfjErrors.at(text, 0, "symbol", "35=W/X lacks required tag 55");
    }
    message.setSymbol(fix.getString(55));
    message.setPackageType(packageType(fix, text, incremental));
    message.setOriginalTimestamp(
        fix.isSetField(60)
            ? QfjFields.timestamp(fix, text, 60, "originalTimestamp")
            : Timestamps.NULL);
    message.setReceiveTimestamp(
        fix.isSetField(RECEIVE_TIME)
            ? QfjFields.timestamp(fix, text, RECEIVE_TIME, "receiveTimestamp")
            : Timestamps.NULL);
    message.setFirstSequence(
        fix.isSetField(FIRST_SEQ)
            ? QfjFields.integer(fix, text, FIRST_SEQ, "firstSequence")
            : Long.MIN_VALUE);
    message.setLastSequence(
        fix.isSetField(LAST_SEQ)
            ? QfjFields.integer(fix, text, LAST_SEQ, "lastSequence")
            : Long.MIN_VALUE);
    message.setReceivedTime(
        fix.isSetField(RECEIVED_TIME)
            ? QfjFields.timestamp(fix, text, RECEIVED_TIME, "receivedTime")
            : Timestamps.NULL);
    message.setCurrency(fix.isSetField(CURRENCY) ? fix.getString(CURRENCY) : null);
    message.setSequenceNumber(
        fix.isSetField(SEQUENCE_NUMBER)
            ? QfjFields.integer(fix, text, SEQUENCE_NUMBER, "sequenceNumber")
            : Long.MIN_VALUE);
    message.setSourceId(fix.isSetField(SOURCE_ID) ? fix.getString(SOURCE_ID) : null);
    if (!fix.isSetField(NO_MD_ENTRIES)) {
      throw QfjErrors.at(text, 0, "entries", "35=W/X lacks required tag 268");
    }
    List<Group> groups = fix.getGroups(NO_MD_ENTRIES);
    if (QfjFields.integer(fix, text, NO_MD_ENTRIES, "entries") != groups.size()) {
      throw QfjErrors.at(
          text, NO_MD_ENTRIES, "entries", "268 NoMDEntries does not match the entries that follow");
    }
    ArrayList<BaseEntry> entries = message.getEntries();
    for (int i = 0; i < groups.size(); i++) {
      MarketDataEntryQfj.fromGroup(groups.get(i), text, entries, i, incremental);
    }
    Reuse.truncate(entries, groups.size());
  }

  private static PackageType packageType(Message fix, String text, boolean incremental)
      throws FieldNotFound {
    if (!fix.isSetField(PACKAGE_KIND)) {
      return incremental ? PackageType.INCREMENTAL_UPDATE : PackageType.VENDOR_SNAPSHOT;
    }
    if (incremental || QfjFields.character(fix, text, PACKAGE_KIND, "packageType") != 'P') {
      throw QfjErrors.at(
          text, PACKAGE_KIND, "packageType", "tag 5053 may only say P (periodical) in a 35=W");
    }
    return PackageType.PERIODICAL_SNAPSHOT;
  }

  static boolean contains(int[] tags, int tag) {
    for (int candidate : tags) {
      if (candidate == tag) {
        return true;
      }
    }
    return false;
  }
}
