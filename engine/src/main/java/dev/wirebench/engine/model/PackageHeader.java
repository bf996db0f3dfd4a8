package dev.wirebench.engine.model;

import java.util.ArrayList;

/**
 * A package of book and trade entries for one instrument: a vendor or periodical snapshot, or an
 * incremental update.
 */
public final class PackageHeader extends InstrumentMessage {
  private static final long serialVersionUID = 1L;

  private PackageType packageType;
  private long originalTimestamp = Timestamps.NULL;
  private long receiveTimestamp = Timestamps.NULL;
  private long firstSequence = Long.MIN_VALUE;
  private long lastSequence = Long.MIN_VALUE;
  private final ArrayList<BaseEntry> entries = new ArrayList<>();

  @Override
  public MessageType messageType() {
    return MessageType.PACKAGE_HEADER;
  }

  @Override
  public void clear() {
    super.clear();
    packageType = null;
    originalTimestamp = Timestamps.NULL;
    receiveTimestamp = Timestamps.NULL;
    firstSequence = Long.MIN_VALUE;
    lastSequence = Long.MIN_VALUE;
    entries.clear();
  }

  public PackageType getPackageType() {
    return packageType;
  }

  public void setPackageType(PackageType packageType) {
    this.packageType = packageType;
  }

  /** Exchange time of the package, epoch nanoseconds ({@link Timestamps#NULL} if absent). */
  public long getOriginalTimestamp() {
    return originalTimestamp;
  }

  public void setOriginalTimestamp(long originalTimestamp) {
    this.originalTimestamp = originalTimestamp;
  }

  /** When the feed handler received it, epoch nanoseconds ({@link Timestamps#NULL} if absent). */
  public long getReceiveTimestamp() {
    return receiveTimestamp;
  }

  public void setReceiveTimestamp(long receiveTimestamp) {
    this.receiveTimestamp = receiveTimestamp;
  }

  /** First venue sequence number covered, or {@link Long#MIN_VALUE} if absent. */
  public long getFirstSequence() {
    return firstSequence;
  }

  public void setFirstSequence(long firstSequence) {
    this.firstSequence = firstSequence;
  }

  /** Last venue sequence number covered, or {@link Long#MIN_VALUE} if absent. */
  public long getLastSequence() {
    return lastSequence;
  }

  public void setLastSequence(long lastSequence) {
    this.lastSequence = lastSequence;
  }

  /** The entries, in order; decoders refill this list in place. */
  public ArrayList<BaseEntry> getEntries() {
    return entries;
  }
}
