package dev.wirebench.storage;

/** {@link ContenderTableTest} on a team store: the same contenders through the same changes. */
class PostgresContenderTableTest extends ContenderTableTest {
  private String url;

  @Override
  String location() {
    if (url == null) {
      url = TestPostgres.newDatabase();
    }
    return url;
  }
}
