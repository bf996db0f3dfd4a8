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

  /**
   * The connection is gone (the server shut down or restarted, the socket broke): nothing more can
   * be done on it, and what was not committed on it never will be.
   */
  static boolean isConnectionLost(SQLException e) {
    String state = e.getSQLState() == null ? "" : e.getSQLState();
    return state.startsWith("08") || state.equals("57P01") || state.equals("57P02");
  }

  static StorageException translate(PostgresUrl url, String what, SQLException e) {
    String state = e.getSQLState() == null ? "" : e.getSQLState();
    String server = url.redact(firstLine(e.getMessage()));
    String where = url.display();
    StorageException translated;
    String unavailable = unavailable(url, what, state, e);
    if (unavailable != null) {
      translated = new BadDatabaseException(unavailable, e);
    } else if (state.startsWith("08")) {
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
                      // the driver found one in the password file: given, and rejected
                      : " (wrong password in " + url.passwordFile() + "?)")
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

  /** A server that did not answer in time, or a login with no password: null if neither. */
  private static String unavailable(PostgresUrl url, String what, String state, SQLException e) {
    if (timedOut(e)) {
      return what
          + ": PostgreSQL at "
          + url.hostPart()
          + " did not answer for "
          + url.answerLimitSeconds()
          + " s (stopped, overloaded or cut off?); try again later, or allow longer"
          + " waits with socketTimeout=SECONDS&loginTimeout=SECONDS in the URL";
    }
    if (noPasswordGiven(state, e)) {
      return what
          + ": PostgreSQL at "
          + url.hostPart()
          + " asks user "
          + url.user()
          + " for a password and none was given: put it in PGPASSWORD or a line of "
          + url.passwordFile();
    }
    return null;
  }

  /** A connection, login or answer that took longer than the limit (socket or login timeout). */
  private static boolean timedOut(SQLException e) {
    if (e.getMessage() != null && e.getMessage().startsWith("Connection attempt timed out")) {
      return true;
    }
    for (Throwable t = e; t != null; t = t.getCause()) {
      // "connect timed out" is a host that cannot be reached: the connectTimeout, said elsewhere
      if (t instanceof java.net.SocketTimeoutException timeout
          && !String.valueOf(timeout.getMessage()).contains("connect timed out")) {
        return true;
      }
    }
    return false;
  }

  /**
   * The driver's "server requested … authentication, but no password was provided" (08004): no
   * password in the URL, PGPASSWORD or the password file — not a network problem.
   */
  private static boolean noPasswordGiven(String state, SQLException e) {
    String message = e.getMessage();
    return "08004".equals(state) && message != null && message.contains("no password was provided");
  }

  private static String firstLine(String text) {
    if (text == null) {
      return "unknown error";
    }
    int newline = text.indexOf('\n');
    return newline < 0 ? text : text.substring(0, newline);
  }
}
