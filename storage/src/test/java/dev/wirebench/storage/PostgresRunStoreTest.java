package dev.wirebench.storage;

/** {@link RunStoreTest} on a PostgreSQL team store: a fresh database per test. */
class PostgresRunStoreTest extends RunStoreTest {
  private String url;

  @Override
  String location() {
    if (url == null) {
      url = TestPostgres.newDatabase();
    }
    return url;
  }

  @Override
  String freshLocation() {
    return TestPostgres.newDatabase();
  }

  @Override
  int schemaBeforeWarmups() {
    return 3;
  }
}
