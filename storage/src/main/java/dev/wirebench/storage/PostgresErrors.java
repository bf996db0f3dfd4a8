package dev.wirebench.storage;

import java.sql.SQLException;

/**
 * Turns PostgreSQL's failures into one line a user can act on, by SQLSTATE class: cannot connect,
 * login refused, no such database, no permission, read-only, full disk, a server that cannot serve
 * now or reports damage — PostgreSQL's counterparts of what {@link SqliteErrors} says about a file.
 * Those are {@link BadDatabaseException}s (the CLI's one line and exit code 2); anything else stays
 * a {@link StorageException}. The text never carries the password: messages name the store by its
 * display URL, and the server's own text is redacted before it is used.
 */
final class PostgresErrors {
  private PostgresErrors() {}

  /** Deadlock or serialization failure: the transaction may simply be run again. */
  static boolean isRetryable(SQLException e) {
    String state = e.getSQLState();
    return "40001".equals(state) || "40P01".equals(state);
  }

  static StorageException translate(PostgresUrl url, String what, SQLException e) {
    String state = e.getSQLState() == null ? "" : e.getSQLState();
    String server = url.redact(firstLine(e.getMessage()));
    String where = url.display();
    StorageException translated;
    if (state.startsWith("08")) {
      translated =
          new BadDatabaseException(
              what + ": cannot reach PostgreSQL at " + url.hostPart() + " (" + server + ")", e);
    } else if (state.equals("28P01") || state.equals("28000")) {
      translated =
          new BadDatabaseException(
              what
                  + ": PostgreSQL at "
                  + url.hostPart()
                  + " refused user "
                  + url.user()
                  + (url.hasPassword()
                      ? " (wrong password?)"
                      : " (no password given: set PGPASSWORD or add it to ~/.pgpass)")
                  + ": "
                  + server,
              e);
    } else if (state.equals("3D000")) {
      translated = new BadDatabaseException(what + ": no such database on the server: " + where);
    } else if (state.equals("42501")) {
      translated =
          new BadDatabaseException(what + ": permission denied in " + where + ": " + server, e);
    } else if (state.equals("25006")) {
      translated =
          new BadDatabaseException(
              what + ": " + where + " is read-only (a standby, or read-only by default)", e);
    } else if (state.equals("53100")) {
      translated =
          new BadDatabaseException(
              what + ": the disk of the server holding " + where + " is full", e);
    } else if (state.startsWith("53") || state.startsWith("57P")) {
      // out of memory, too many connections, shutting down, starting up: the server's state
      translated =
          new BadDatabaseException(
              what + ": PostgreSQL at " + url.hostPart() + " cannot serve now (" + server + ")", e);
    } else if (state.startsWith("XX")) {
      translated =
          new BadDatabaseException(
              what + ": the server reports damage in " + where + ": " + server, e);
    } else {
      translated = new StorageException(what + ": " + server, e);
    }
    return translated;
  }

  private static String firstLine(String text) {
    if (text == null) {
      return "unknown error";
    }
    int newline = text.indexOf('\n');
    return newline < 0 ? text : text.substring(0, newline);
  }
}
