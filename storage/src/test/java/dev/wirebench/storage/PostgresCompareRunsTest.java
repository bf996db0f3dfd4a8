package dev.wirebench.storage;

/** {@link CompareRunsTest} on a PostgreSQL team store: a fresh database per test. */
class PostgresCompareRunsTest extends CompareRunsTest {
  private String url;

  @Override
  String location() {
    if (url == null) {
      url = TestPostgres.newDatabase();
    }
    return url;
  }
}
