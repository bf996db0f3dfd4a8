package dev.wirebench.app.history;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What earlier regression scans of one store found per benchmark key, so a later scan searches only
 * the keys whose series may have changed since: on a team store of 100 k runs a scan of every key
 * of the newest runs takes seconds, while a run that just finished touches a few of them.
 *
 * <p>A key's series (complete runs only) changes only when a result of it is stored or deleted —
 * its result count or newest run id moves, and run ids are never reused — or when a run holding its
 * results stops running. So a key is searched again when its count or newest run differ from the
 * last search, or when its newest run is not older than {@link #dirtyFrom}: the oldest run that was
 * running when the last scan began, else the first run id after the newest one then. The bounds are
 * read before the keys, so a run that starts or ends during a scan is searched again next time. Not
 * seen: a run's label renamed (the change point keeps the old label until the key changes) and, on
 * PostgreSQL, a run row whose id was taken but not yet committed while a scan read the bounds (a
 * moment of microseconds inside one insert).
 */
final class ScanMemo {
  /** More running runs than any host keeps: past it, every key counts as changed. */
  private static final int RUNNING_PAGE = 1_000;

  private record Found(int results, long latestRunId, List<RecentRegression> regressions) {}

  private final String location;
  private final Map<BenchmarkKey, Found> byKey = new HashMap<>();
  private long dirtyFrom;

  ScanMemo(String location) {
    this.location = location;
  }

  boolean isFor(RunStore store) {
    return location.equals(store.location());
  }

  /**
   * The bound for the next scan, read now, before the keys: the oldest running run's id, else the
   * newest run's id + 1.
   */
  static long boundNow(RunStore store) {
    long next = store.changeStamp().lastRun() + 1;
    RunPage running =
        store.listRuns(RunQuery.all().withStatus(RunStatus.RUNNING).withPage(0, RUNNING_PAGE));
    if (running.total() > running.runs().size()) {
      return 0;
    }
    return running.runs().stream().mapToLong(RunSummary::id).min().orElse(next);
  }

  /**
   * The key's regressions: remembered when nothing of its series can have changed, else searched.
   */
  List<RecentRegression> regressions(HistoryKey key, Supplier<List<RecentRegression>> search) {
    Found found = byKey.get(key.key());
    if (found != null
        && found.results() == key.results()
        && found.latestRunId() == key.latestRunId()
        && key.latestRunId() < dirtyFrom) {
      return found.regressions();
    }
    List<RecentRegression> searched = List.copyOf(search.get());
    byKey.put(key.key(), new Found(key.results(), key.latestRunId(), searched));
    return searched;
  }

  /** After a scan: forgets keys the store no longer has and moves the bound read before it. */
  void scanned(Set<BenchmarkKey> present, long bound) {
    byKey.keySet().retainAll(present);
    dirtyFrom = bound;
  }
}
