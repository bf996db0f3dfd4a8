package dev.wirebench.storage;

import dev.wirebench.engine.result.ThroughputPoint;
import java.time.Instant;
import java.util.List;

/**
 * Everything one stored run holds, read in one snapshot, to be written into another store: the run
 * (with its uid, notes and tags), every result with its samples, histogram, raw JSON and time, and
 * every throughput point with its time.
 *
 * @param run the run as listed
 * @param sourceSha256 the SHA-256 of the file an imported run came from, or null
 * @param results every result in order, loaded in full
 * @param points every throughput point in order
 * @param pointTimes when each point was written
 * @param profiles every profile of its results (their result ids are this store's)
 */
record RunCopy(
    RunSummary run,
    String sourceSha256,
    List<StoredResult> results,
    List<ThroughputPoint> points,
    List<Instant> pointTimes,
    List<StoredProfile> profiles) {
  RunCopy {
    profiles = List.copyOf(profiles);
    results = List.copyOf(results);
    points = List.copyOf(points);
    pointTimes = List.copyOf(pointTimes);
  }
}
