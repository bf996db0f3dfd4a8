package dev.wirebench.storage;

import java.nio.file.Path;

/**
 * Which store engine a location names — a PostgreSQL URL ({@link PostgresUrl#looksLike}) or else an
 * SQLite file path — and where the default database is.
 */
final class StoreLocations {
  private StoreLocations() {}

  /** Opens the store {@code location} names, creating and migrating it as needed. */
  static StoreEngine open(String location) {
    return PostgresUrl.looksLike(location)
        ? PostgresDatabase.open(PostgresUrl.parse(location))
        : Database.open(Path.of(location));
  }

  /** Opens the existing store {@code location} names, refusing one with no run store in it. */
  static StoreEngine openExisting(String location) {
    return PostgresUrl.looksLike(location)
        ? openExisting(PostgresUrl.parse(location))
        : openExisting(Path.of(location));
  }

  static StoreEngine openExisting(Path file) {
    return Database.open(file, Migrations.latestVersion(), true);
  }

  static StoreEngine openExisting(PostgresUrl url) {
    return PostgresDatabase.open(url, PostgresMigrations.latestVersion(), true);
  }

  /** Opens the store with its schema at an older version (migration tests). */
  static StoreEngine openAtSchema(String location, int schemaVersion) {
    return PostgresUrl.looksLike(location)
        ? PostgresDatabase.open(PostgresUrl.parse(location), schemaVersion)
        : Database.open(Path.of(location), schemaVersion);
  }

  /** {@code $XDG_DATA_HOME/wirebench/wirebench.db}, else under {@code ~/.local/share}. */
  static Path defaultLocation() {
    String xdg = System.getenv("XDG_DATA_HOME");
    Path base =
        xdg != null && !xdg.isBlank()
            ? Path.of(xdg)
            : Path.of(System.getProperty("user.home"), ".local", "share");
    return base.resolve("wirebench").resolve("wirebench.db");
  }
}
