package dev.wirebench.app.history;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * What earlier regression scans of one store found per benchmark key, so a later scan searches only
 * the keys whose series may have changed since: on a team store of 100 k runs a scan of every key
 * of the newest runs takes minutes, while a run that just finished touches a few of them.
 *
 * <p>A key's series (complete runs only) changes only when a result of it is stored or deleted —
 * its result count or newest run id moves, and run ids are never reused — or when a run holding its
 * results stops running. So a key is searched again when its count or newest run differ from the
 * last search, when its newest run is one that did not exist when the last scan began, or when it
 * has a result in a run that was running then and is not now. A run left running (its host died)
 * costs nothing until it ends. The bounds are read before the keys, so a run that starts or ends
 * during a scan is searched again next time. Not seen: a run's label renamed (the change point
 * keeps the old label until the key changes) and, on PostgreSQL, a run row whose id was taken but
 * not yet committed while a scan read the bounds (a moment of microseconds inside one insert).
 */
final class ScanMemo {
  /** More running runs than any host keeps: past it, every key counts as changed. */
  private static final int RUNNING_PAGE = 1_000;

  private record Found(int results, long latestRunId, List<RecentRegression> regressions) {}

  /**
   * What a scan begins from, read before the keys.
   *
   * @param nextRun the first run id after the newest run
   * @param running the runs running, or null when there are too many to follow
   */
  record Bounds(long nextRun, Set<Long> running) {}

  private final String location;
  private final Map<BenchmarkKey, Found> byKey = new HashMap<>();
  private Bounds last = new Bounds(0, Set.of());
  private Set<BenchmarkKey> ended = Set.of();
  private int searches;

  ScanMemo(String location) {
    this.location = location;
  }

  boolean isFor(RunStore store) {
    return location.equals(store.location());
  }

  /**
   * Reads the bounds of the scan that begins now and, from the runs that ran at the last one and no
   * longer do, the keys they hold results of.
   */
  Bounds begin(RunStore store) {
    long nextRun = store.changeStamp().lastRun() + 1;
    RunPage page =
        store.listRuns(RunQuery.all().withStatus(RunStatus.RUNNING).withPage(0, RUNNING_PAGE));
    Set<Long> running =
        page.total() > page.runs().size()
            ? null
            : page.runs().stream().map(RunSummary::id).collect(Collectors.toSet());
    if (last.running() == null || running == null) {
      byKey.clear(); // too many runs to follow: every key is searched again
    } else {
      Set<BenchmarkKey> keys = new HashSet<>();
      for (long id : last.running()) {
        if (!running.contains(id)) {
          for (StoredResult stored : store.results(id)) {
            keys.add(BenchmarkKey.of(stored.result()));
          }
        }
      }
      ended = keys;
    }
    return new Bounds(nextRun, running);
  }

  /**
   * The key's regressions: remembered when nothing of its series can have changed, else searched.
   */
  List<RecentRegression> regressions(HistoryKey key, Supplier<List<RecentRegression>> search) {
    Found found = byKey.get(key.key());
    if (found != null
        && found.results() == key.results()
        && found.latestRunId() == key.latestRunId()
        && key.latestRunId() < last.nextRun()
        && !ended.contains(key.key())) {
      return found.regressions();
    }
    searches++;
    List<RecentRegression> searched = List.copyOf(search.get());
    byKey.put(key.key(), new Found(key.results(), key.latestRunId(), searched));
    return searched;
  }

  /** After a scan: forgets keys the store no longer has and keeps the bounds read before it. */
  void scanned(Set<BenchmarkKey> present, Bounds bounds) {
    byKey.keySet().retainAll(present);
    last = bounds;
    ended = Set.of();
  }

  /** How many keys were searched, not remembered, so far (tests). */
  int searches() {
    return searches;
  }
}
