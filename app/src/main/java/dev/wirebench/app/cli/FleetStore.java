package dev.wirebench.app.cli;

import dev.wirebench.storage.BadDatabaseException;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;

/**
 * The team store the fleet commands ({@code agent}, {@code queue}) work on: a PostgreSQL URL, with
 * its tables (the fleet's included) created or migrated. An SQLite file is refused with the reason:
 * a queue many hosts take jobs from needs a database many hosts reach.
 */
final class FleetStore {
  private FleetStore() {}

  /** The team store's URL from {@code --db}; a UserError for a file or a bad URL. */
  static PostgresUrl url(StoreOptions store) {
    return url(store, null);
  }

  /** {@link #url(StoreOptions)}, falling back to a parent command's {@code --db}. */
  static PostgresUrl url(StoreOptions store, StoreOptions fallback) {
    String location = store.location(fallback);
    if (!PostgresUrl.looksLike(location)) {
      throw new UserError(
          "the fleet needs a team store (PostgreSQL): "
              + location
              + " is a local file; give --db postgresql://user@host:5432/db (see docs/cli.md)");
    }
    try {
      PostgresUrl url = PostgresUrl.parse(location);
      RunStore.open(url).close(); // creates or migrates the tables, the queue's included
      return url;
    } catch (BadDatabaseException e) {
      throw new UserError(e.getMessage());
    }
  }
}
