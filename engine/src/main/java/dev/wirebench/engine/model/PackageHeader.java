package dev.wirebench.engine.model;

import java.util.ArrayList;

/**
 * A package of book and trade entries for one instrument: a vendor or periodical snapshot, or an
 * incremental update. Mirrors TimeBase's universal-format {@code PackageHeader} and the {@code
 * MarketMessage} fields it inherits (originalTimestamp, currency, sequenceNumber, sourceId), plus
 * the feed-handler fields TimeBase exports beside them (receiveTimestamp, receivedTime, first and
 * last sequence numbers). {@code receiveTimestamp} and {@code receivedTime} are two fields: a
 * package may carry both with different values.
 */
public final class PackageHeader extends InstrumentMessage {
  private static final long serialVersionUID = 1L;

  private PackageType packageType;
  private long originalTimestamp = Timestamps.NULL;
  private long receiveTimestamp = Timestamps.NULL;
  private long receivedTime = Timestamps.NULL;
  private String currency;
  private long sequenceNumber = Long.MIN_VALUE;
  private String sourceId;
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
    receivedTime = Timestamps.NULL;
    currency = null;
    sequenceNumber = Long.MIN_VALUE;
    sourceId = null;
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

  /**
   * TimeBase's {@code receivedTime}: when the package reached the system that exported it, epoch
   * nanoseconds ({@link Timestamps#NULL} if absent). Distinct from {@link #getReceiveTimestamp()}.
   */
  public long getReceivedTime() {
    return receivedTime;
  }

  public void setReceivedTime(long receivedTime) {
    this.receivedTime = receivedTime;
  }

  /** Currency code of prices, e.g. {@code USD} (null if absent); TimeBase's {@code currency}. */
  public String getCurrency() {
    return currency;
  }

  public void setCurrency(String currency) {
    this.currency = currency;
  }

  /** The message's own sequence number, or {@link Long#MIN_VALUE} if absent. */
  public long getSequenceNumber() {
    return sequenceNumber;
  }

  public void setSequenceNumber(long sequenceNumber) {
    this.sequenceNumber = sequenceNumber;
  }

  /** Identifier of the source (feed, connector) that produced the package (null if absent). */
  public String getSourceId() {
    return sourceId;
  }

  public void setSourceId(String sourceId) {
    this.sourceId = sourceId;
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
