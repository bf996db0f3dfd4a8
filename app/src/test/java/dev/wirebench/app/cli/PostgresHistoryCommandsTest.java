package dev.wirebench.app.cli;

import dev.wirebench.storage.TestPostgres;

/**
 * {@link HistoryCommandsTest} with {@code --db} naming a PostgreSQL team store: {@code history},
 * {@code report --history} and {@code check} read the same history from it.
 */
class PostgresHistoryCommandsTest extends HistoryCommandsTest {
  private String url;

  @Override
  String location() {
    if (url == null) {
      url = TestPostgres.newDatabase();
    }
    return url;
  }

  /**
   * Not a test here: a team store is no file a report could be written over (the output-file check
   * applies to file stores only).
   */
  @Override
  void reportRefusesToOverwriteTheDatabase() {}
}
