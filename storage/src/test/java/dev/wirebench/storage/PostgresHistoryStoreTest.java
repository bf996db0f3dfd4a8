package dev.wirebench.storage;

/**
 * {@link HistoryStoreTest} on a PostgreSQL team store: the environment trigger, the history index
 * and the keys' order give the same histories as SQLite's. A fresh database per test.
 */
class PostgresHistoryStoreTest extends HistoryStoreTest {
  private String url;

  @Override
  String location() {
    if (url == null) {
      url = TestPostgres.newDatabase();
    }
    return url;
  }

  @Override
  int schemaBeforePlans() {
    return 3;
  }

  /** The team store's schema 1, before its history schema 2, written by today's API. */
  @Override
  long runBeforeTheHistorySchema() {
    try (RunStore old = RunStore.openAtSchema(location(), 1)) {
      java.util.TreeMap<String, String> values =
          new java.util.TreeMap<>(TestResults.environment("17").values());
      values.put(dev.wirebench.engine.result.Environment.HOST, "before");
      long id =
          old.startRun(
              dev.wirebench.engine.result.RunKind.BENCH,
              "old",
              null,
              dev.wirebench.engine.result.Environment.of(values));
      old.addResult(id, TestResults.bench("json", "decode", 100));
      old.finishRun(id, dev.wirebench.engine.result.RunStatus.COMPLETE);
      return id;
    }
  }
}
