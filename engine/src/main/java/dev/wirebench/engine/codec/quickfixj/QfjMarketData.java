package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.codec.FixTags;
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
final class QfjMarketData {

  /** Body tags in the order FIX-MAPPING.md writes them (52 SendingTime is in the header). */
  static final int[] BODY_ORDER = {
    55,
    FixTags.PACKAGE_KIND,
    60,
    FixTags.RECEIVE_TIME,
    FixTags.FIRST_SEQ,
    FixTags.LAST_SEQ,
    FixTags.RECEIVED_TIME,
    FixTags.CURRENCY,
    FixTags.SEQUENCE_NUMBER,
    FixTags.SOURCE_ID,
    268
  };

  private QfjMarketData() {}

  static Message toFix(PackageHeader message) {
    PackageType type = message.getPackageType();
    if (type == null) {
      throw QfjErrors.at(null, 0, "packageType", "FIX W/X needs a packageType");
    }
    boolean incremental = type == PackageType.INCREMENTAL_UPDATE;
    Message fix = new QfjOrderedMessage(BODY_ORDER);
    fix.getHeader().setString(35, incremental ? "X" : "W");
    if (message.getTimestamp() == Timestamps.NULL) {
      throw QfjErrors.at(null, 0, "timestamp", "FIX W/X needs a timestamp (52)");
    }
    QfjValues.timestamp(fix.getHeader(), 52, message.getTimestamp());
    if (message.getSymbol() == null) {
      throw QfjErrors.at(null, 0, "symbol", "FIX W/X needs a symbol (55)");
    }
    fix.setString(55, message.getSymbol());
    if (type == PackageType.PERIODICAL_SNAPSHOT) {
      fix.setChar(FixTags.PACKAGE_KIND, 'P');
    }
    if (message.getOriginalTimestamp() != Timestamps.NULL) {
      QfjValues.timestamp(fix, 60, message.getOriginalTimestamp());
    }
    if (message.getReceiveTimestamp() != Timestamps.NULL) {
      QfjValues.timestamp(fix, FixTags.RECEIVE_TIME, message.getReceiveTimestamp());
    }
    if (message.getFirstSequence() != Long.MIN_VALUE) {
      fix.setString(FixTags.FIRST_SEQ, Long.toString(message.getFirstSequence()));
    }
    if (message.getLastSequence() != Long.MIN_VALUE) {
      fix.setString(FixTags.LAST_SEQ, Long.toString(message.getLastSequence()));
    }
    if (message.getReceivedTime() != Timestamps.NULL) {
      QfjValues.timestamp(fix, FixTags.RECEIVED_TIME, message.getReceivedTime());
    }
    if (message.getCurrency() != null) {
      fix.setString(FixTags.CURRENCY, message.getCurrency());
    }
    if (message.getSequenceNumber() != Long.MIN_VALUE) {
      fix.setString(FixTags.SEQUENCE_NUMBER, Long.toString(message.getSequenceNumber()));
    }
    if (message.getSourceId() != null) {
      fix.setString(FixTags.SOURCE_ID, message.getSourceId());
    }
    List<BaseEntry> entries = message.getEntries();
    // QuickFIX/J writes NumInGroup from the instances added; an empty package still says 268=0
    fix.setInt(FixTags.NO_MD_ENTRIES, 0);
    for (BaseEntry entry : entries) {
      fix.addGroupRef(QfjMarketDataEntryWriter.toGroup(entry, incremental));
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
        fix.isSetField(FixTags.RECEIVE_TIME)
            ? QfjFields.timestamp(fix, text, FixTags.RECEIVE_TIME, "receiveTimestamp")
            : Timestamps.NULL);
    message.setFirstSequence(
        fix.isSetField(FixTags.FIRST_SEQ)
            ? QfjFields.integer(fix, text, FixTags.FIRST_SEQ, "firstSequence")
            : Long.MIN_VALUE);
    message.setLastSequence(
        fix.isSetField(FixTags.LAST_SEQ)
            ? QfjFields.integer(fix, text, FixTags.LAST_SEQ, "lastSequence")
            : Long.MIN_VALUE);
    message.setReceivedTime(
        fix.isSetField(FixTags.RECEIVED_TIME)
            ? QfjFields.timestamp(fix, text, FixTags.RECEIVED_TIME, "receivedTime")
            : Timestamps.NULL);
    message.setCurrency(fix.isSetField(FixTags.CURRENCY) ? fix.getString(FixTags.CURRENCY) : null);
    message.setSequenceNumber(
        fix.isSetField(FixTags.SEQUENCE_NUMBER)
            ? QfjFields.integer(fix, text, FixTags.SEQUENCE_NUMBER, "sequenceNumber")
            : Long.MIN_VALUE);
    message.setSourceId(
        fix.isSetField(FixTags.SOURCE_ID) ? fix.getString(FixTags.SOURCE_ID) : null);
    if (!fix.isSetField(FixTags.NO_MD_ENTRIES)) {
      throw QfjErrors.at(text, 0, "entries", "35=W/X lacks required tag 268");
    }
    List<Group> groups = fix.getGroups(FixTags.NO_MD_ENTRIES);
    if (QfjFields.integer(fix, text, FixTags.NO_MD_ENTRIES, "entries") != groups.size()) {
      throw QfjErrors.at(
          text,
          FixTags.NO_MD_ENTRIES,
          "entries",
          "268 NoMDEntries does not match the entries that follow");
    }
    ArrayList<BaseEntry> entries = message.getEntries();
    for (int i = 0; i < groups.size(); i++) {
      QfjMarketDataEntry.fromGroup(groups.get(i), text, entries, i, incremental);
    }
    Reuse.truncate(entries, groups.size());
  }

  private static PackageType packageType(Message fix, String text, boolean incremental)
      throws FieldNotFound {
    if (!fix.isSetField(FixTags.PACKAGE_KIND)) {
      return incremental ? PackageType.INCREMENTAL_UPDATE : PackageType.VENDOR_SNAPSHOT;
    }
    if (incremental || QfjFields.character(fix, text, FixTags.PACKAGE_KIND, "packageType") != 'P') {
      throw QfjErrors.at(
          text,
          FixTags.PACKAGE_KIND,
          "packageType",
          "tag 5053 may only say P (periodical) in a 35=W");
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
