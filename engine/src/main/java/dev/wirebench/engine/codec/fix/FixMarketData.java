package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.FixTags;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.PackageType;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.Timestamps;
import java.util.ArrayList;

/**
 * PackageHeader as FIX market data: 35=W for snapshots, 35=X for incremental updates, entries in
 * the NoMDEntries (268) group (see FIX-MAPPING.md). Allocates nothing in the steady state.
 */
final class FixMarketData {

  private final String codecId;
  private final FixMarketDataEntries entries;
  private final FixMarketDataEntryWriter entryWriter;

  FixMarketData(String codecId) {
    this.codecId = codecId;
    this.entries = new FixMarketDataEntries(codecId);
    this.entryWriter = new FixMarketDataEntryWriter(codecId);
  }

  void write(FixOutput out, PackageHeader message) {
    PackageType type = message.getPackageType();
    if (type == null) {
      throw new CodecException(codecId, -1, "packageType", "FIX W/X needs a packageType");
    }
    boolean incremental = type == PackageType.INCREMENTAL_UPDATE;
    out.character(35, incremental ? 'X' : 'W');
    if (message.getTimestamp() == Timestamps.NULL) {
      throw new CodecException(codecId, -1, "timestamp", "FIX W/X needs a timestamp (52)");
    }
    out.timestamp(52, message.getTimestamp());
    if (message.getSymbol() == null) {
      throw new CodecException(codecId, -1, "symbol", "FIX W/X needs a symbol (55)");
    }
    out.string(55, message.getSymbol());
    if (type == PackageType.PERIODICAL_SNAPSHOT) {
      out.character(FixTags.PACKAGE_KIND, 'P');
    }
    if (message.getOriginalTimestamp() != Timestamps.NULL) {
      out.timestamp(60, message.getOriginalTimestamp());
    }
    if (message.getReceiveTimestamp() != Timestamps.NULL) {
      out.timestamp(FixTags.RECEIVE_TIME, message.getReceiveTimestamp());
    }
    if (message.getFirstSequence() != Long.MIN_VALUE) {
      out.integer(FixTags.FIRST_SEQ, message.getFirstSequence());
    }
    if (message.getLastSequence() != Long.MIN_VALUE) {
      out.integer(FixTags.LAST_SEQ, message.getLastSequence());
    }
    if (message.getReceivedTime() != Timestamps.NULL) {
      out.timestamp(FixTags.RECEIVED_TIME, message.getReceivedTime());
    }
    if (message.getCurrency() != null) {
      out.string(FixTags.CURRENCY, message.getCurrency());
    }
    if (message.getSequenceNumber() != Long.MIN_VALUE) {
      out.integer(FixTags.SEQUENCE_NUMBER, message.getSequenceNumber());
    }
    if (message.getSourceId() != null) {
      out.string(FixTags.SOURCE_ID, message.getSourceId());
    }
    ArrayList<BaseEntry> list = message.getEntries();
    out.integer(FixTags.NO_MD_ENTRIES, list.size());
    for (int i = 0; i < list.size(); i++) {
      entryWriter.write(out, list.get(i), incremental);
    }
  }

  /** Reads the body after MsgType ({@code incremental} for X) into {@code message}. */
  void read(FixInput in, PackageHeader message, boolean incremental) {
    int count = readHeader(in, message, incremental);
    ArrayList<BaseEntry> list = message.getEntries();
    for (int i = 0; i < count; i++) {
      entries.read(in, list, i, incremental);
    }
    Reuse.truncate(list, count);
    if (in.hasMore()) {
      in.next();
      in.path("");
      throw in.at(
          in.absoluteTagStart(),
          "tag " + in.tag() + " after the last entry is not part of the 35=W/X mapping");
    }
    in.path("");
  }

  /** Reads the fields before NoMDEntries and returns the entry count. */
  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per header tag (FIX-MAPPING.md); the hot decode path,
  // kept flat
  private int readHeader(FixInput in, PackageHeader message, boolean incremental) {
    message.setOriginalTimestamp(Timestamps.NULL);
    message.setReceiveTimestamp(Timestamps.NULL);
    message.setFirstSequence(Long.MIN_VALUE);
    message.setLastSequence(Long.MIN_VALUE);
    message.setReceivedTime(Timestamps.NULL);
    // the old strings are what the new values are compared with: a decode that finds them
    // unchanged keeps them instead of allocating
    String oldCurrency = message.getCurrency();
    String oldSourceId = message.getSourceId();
    message.setCurrency(null);
    message.setSequenceNumber(Long.MIN_VALUE);
    message.setSourceId(null);
    boolean periodical = false;
    boolean timestamp = false;
    boolean symbol = false;
    int count = -1;
    while (in.hasMore() && count < 0) {
      int tag = in.next();
      switch (tag) {
        case 52 -> {
          in.path("timestamp");
          message.setTimestamp(in.timestamp());
          timestamp = true;
        }
        case 55 -> {
          in.path("symbol");
          message.setSymbol(in.string(message.getSymbol()));
          symbol = true;
        }
        case FixTags.PACKAGE_KIND -> {
          in.path("packageType");
          if (incremental || in.character() != 'P') {
            throw in.error("tag 5053 may only say P (periodical) in a 35=W");
          }
          periodical = true;
        }
        case 60 -> message.setOriginalTimestamp(timestamp(in, "originalTimestamp"));
        case FixTags.RECEIVE_TIME -> message.setReceiveTimestamp(timestamp(in, "receiveTimestamp"));
        case FixTags.FIRST_SEQ -> message.setFirstSequence(integer(in, "firstSequence"));
        case FixTags.LAST_SEQ -> message.setLastSequence(integer(in, "lastSequence"));
        case FixTags.RECEIVED_TIME -> message.setReceivedTime(timestamp(in, "receivedTime"));
        case FixTags.CURRENCY -> {
          in.path("currency");
          message.setCurrency(in.string(oldCurrency));
        }
        case FixTags.SEQUENCE_NUMBER -> message.setSequenceNumber(integer(in, "sequenceNumber"));
        case FixTags.SOURCE_ID -> {
          in.path("sourceId");
          message.setSourceId(in.string(oldSourceId));
        }
        case FixTags.NO_MD_ENTRIES -> {
          in.path("entries");
          // each entry takes at least 6 bytes (269=0|), so a larger count is a lie
          count = in.integer(0, (in.absoluteLimit() - in.absolutePosition()) / 6);
        }
        default ->
            throw in.at(in.absoluteTagStart(), "tag " + tag + " is not part of the 35=W/X mapping");
      }
    }
    if (!timestamp || !symbol || count < 0) {
      String missing = !timestamp ? "52" : !symbol ? "55" : "268";
      in.path(!timestamp ? "timestamp" : !symbol ? "symbol" : "entries");
      throw in.at(in.absoluteLimit(), "35=W/X lacks required tag " + missing);
    }
    message.setPackageType(
        incremental
            ? PackageType.INCREMENTAL_UPDATE
            : periodical ? PackageType.PERIODICAL_SNAPSHOT : PackageType.VENDOR_SNAPSHOT);
    return count;
  }

  private static long timestamp(FixInput in, String path) {
    in.path(path);
    return in.timestamp();
  }

  private static long integer(FixInput in, String path) {
    in.path(path);
    return in.integer();
  }
}
