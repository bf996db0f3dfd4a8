package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * The team store's schema 3 (run_codecs, for the codec filter): filled in for runs stored before
 * it, kept by its trigger for new results, emptied with a deleted run.
 */
class PostgresRunCodecsTest {
  @Test
  void theCodecFilterFindsRunsFromBeforeSchema3AndNewResultsAndForgetsDeletedRuns()
      throws SQLException {
    String url = TestPostgres.newDatabase();
    long old;
    try (RunStore schema2 = RunStore.openAtSchema(url, 2)) {
      old = schema2.startRun(RunKind.BENCH, "old", null, TestResults.environment("17"));
      schema2.addResult(old, TestResults.bench("json", "decode", 100));
      schema2.addResult(old, TestResults.bench("json", "encode", 90));
      schema2.finishRun(old, RunStatus.COMPLETE);
    }

    try (RunStore store = RunStore.open(url)) {
      assertThat(ids(store, "json")).containsExactly(old);
      long fresh = store.startRun(RunKind.BENCH, "new", null, TestResults.environment("17"));
      store.addResult(fresh, TestResults.bench("sbe", "decode", 10));
      store.addResult(fresh, TestResults.bench("json", "decode", 99));
      store.finishRun(fresh, RunStatus.COMPLETE);

      assertThat(ids(store, "sbe")).containsExactly(fresh);
      assertThat(ids(store, "json")).containsExactly(fresh, old);
      assertThat(codecRows(url)).isEqualTo(3); // (old, json), (fresh, sbe), (fresh, json)

      store.deleteRun(old);
      assertThat(ids(store, "json")).containsExactly(fresh);
      assertThat(codecRows(url)).isEqualTo(2);
    }
  }

  private static java.util.List<Long> ids(RunStore store, String codec) {
    return store.listRuns(RunQuery.all().withCodec(codec)).runs().stream()
        .map(RunSummary::id)
        .toList();
  }

  private static long codecRows(String url) throws SQLException {
    try (Connection c = TableCounts.connect(url);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT count(*) FROM run_codecs")) {
      r.next();
      return r.getLong(1);
    }
  }
}
