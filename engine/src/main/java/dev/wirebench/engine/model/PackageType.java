package dev.wirebench.engine.model;

/** What a {@link PackageHeader} carries: a full book from the vendor, a periodic one, or deltas. */
public enum PackageType {
  VENDOR_SNAPSHOT,
  PERIODICAL_SNAPSHOT,
  INCREMENTAL_UPDATE
}
