package dev.wirebench.storage;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * A team store's address: a libpq URI ({@code postgresql://user@host:5432/wirebench?sslmode=…}) or
 * a JDBC URL ({@code jdbc:postgresql://host/wirebench?user=…}), turned into what the pgjdbc driver
 * takes. Query parameters such as {@code sslmode}, {@code sslrootcert} and {@code sslcert} pass
 * through to the driver unchanged, so every TLS mode it knows works.
 *
 * <p>The password comes from the URL itself, else {@code PGPASSWORD}, else (left unset here) the
 * driver's own {@code PGPASSFILE} / {@code ~/.pgpass} lookup, else {@link #withPassword} (a GUI
 * prompt). It is never part of {@link #display()} or {@link #toString()}, and {@link
 * #redact(String)} removes it from any text that may have picked it up.
 */
public final class PostgresUrl {
  private static final String LIBPQ_SCHEME = "postgresql://";
  private static final String LIBPQ_SHORT_SCHEME = "postgres://";
  private static final String JDBC_SCHEME = "jdbc:postgresql:";

  private final String hostPart;
  private final String database;
  private final String user;
  private final String password;
  private final Map<String, String> parameters;

  private PostgresUrl(
      String hostPart,
      String database,
      String user,
      String password,
      Map<String, String> parameters) {
    this.hostPart = hostPart;
    this.database = database;
    this.user = user;
    this.password = password;
    this.parameters = parameters;
  }

  /** Whether {@code text} names a PostgreSQL store rather than an SQLite file. */
  public static boolean looksLike(String text) {
    String lower = text.strip().toLowerCase(Locale.ROOT);
    return lower.startsWith(LIBPQ_SCHEME)
        || lower.startsWith(LIBPQ_SHORT_SCHEME)
        || lower.startsWith(JDBC_SCHEME);
  }

  /** Parses {@code text}, taking a missing password from {@code PGPASSWORD}. */
  public static PostgresUrl parse(String text) {
    return parse(text, System.getenv());
  }

  /**
   * Parses {@code text} with {@code environment} standing for the process environment.
   *
   * @throws BadDatabaseException if it is not a PostgreSQL URL this understands (the message shows
   *     the URL without any password)
   */
  static PostgresUrl parse(String text, Map<String, String> environment) {
    String url = text.strip();
    String rest = afterScheme(url);
    Map<String, String> parameters = new LinkedHashMap<>();
    int question = rest.indexOf('?');
    if (question >= 0) {
      parameters = queryParameters(rest.substring(question + 1));
      rest = rest.substring(0, question);
    }
    String user = parameters.remove("user");
    String password = parameters.remove("password");
    int at = rest.lastIndexOf('@');
    if (at >= 0) {
      String userInfo = rest.substring(0, at);
      rest = rest.substring(at + 1);
      int colon = userInfo.indexOf(':');
      user = decode(colon < 0 ? userInfo : userInfo.substring(0, colon));
      if (colon >= 0) {
        password = decode(userInfo.substring(colon + 1));
      }
    }
    int slash = rest.indexOf('/');
    String hostPart = slash < 0 ? rest : rest.substring(0, slash);
    String database = slash < 0 ? "" : decode(rest.substring(slash + 1));
    if (hostPart.isEmpty()) {
      hostPart = "localhost";
    }
    if (database.isEmpty()) {
      throw bad(url, "the URL names no database (…/wirebench at its end)");
    }
    if (user == null || user.isEmpty()) {
      user = environment.getOrDefault("PGUSER", System.getProperty("user.name"));
    }
    if (password == null || password.isEmpty()) {
      password = environment.get("PGPASSWORD");
    }
    return new PostgresUrl(hostPart, database, user, emptyToNull(password), parameters);
  }

  /** What follows the scheme ({@code jdbc:postgresql://}, {@code postgresql://}, …). */
  private static String afterScheme(String url) {
    String lower = url.toLowerCase(Locale.ROOT);
    if (lower.startsWith(JDBC_SCHEME)) {
      String rest = url.substring(JDBC_SCHEME.length());
      if (!rest.startsWith("//")) {
        throw bad(url, "expected jdbc:postgresql://host[:port]/database");
      }
      return rest.substring(2);
    }
    if (lower.startsWith(LIBPQ_SCHEME)) {
      return url.substring(LIBPQ_SCHEME.length());
    }
    if (lower.startsWith(LIBPQ_SHORT_SCHEME)) {
      return url.substring(LIBPQ_SHORT_SCHEME.length());
    }
    throw bad(url, "expected postgresql://user@host:port/database or jdbc:postgresql://…");
  }

  /** The {@code key=value&…} query, decoded, with libpq's names as the driver spells them. */
  private static Map<String, String> queryParameters(String query) {
    Map<String, String> parameters = new LinkedHashMap<>();
    for (String pair : query.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String key = decode(eq < 0 ? pair : pair.substring(0, eq));
      String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
      parameters.put(driverName(key), value);
    }
    return parameters;
  }

  private static String emptyToNull(String text) {
    return text == null || text.isEmpty() ? null : text;
  }

  /** libpq's parameter names where pgjdbc spells them differently. */
  private static String driverName(String libpqName) {
    return switch (libpqName) {
      case "connect_timeout" -> "connectTimeout";
      case "application_name" -> "ApplicationName";
      default -> libpqName;
    };
  }

  private static String decode(String text) {
    return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
  }

  private static BadDatabaseException bad(String url, String expected) {
    return new BadDatabaseException(
        "not a PostgreSQL URL: " + withoutUserInfoPassword(url) + " (" + expected + ")");
  }

  /** Drops {@code :password} from a URL's user info, for messages about unparseable URLs. */
  private static String withoutUserInfoPassword(String url) {
    return url.replaceAll("(//[^/:@?]*):[^@/?]*@", "$1:***@")
        .replaceAll("(?i)([?&]password=)[^&]*", "$1***");
  }

  /** The same store with {@code password} (from a prompt) in place of any other. */
  public PostgresUrl withPassword(String password) {
    return new PostgresUrl(hostPart, database, user, emptyToNull(password), parameters);
  }

  /** Whether a password is known (from the URL, PGPASSWORD or a prompt). */
  public boolean hasPassword() {
    return password != null;
  }

  /** The user name the store is opened as. */
  public String user() {
    return user;
  }

  /** {@code host[:port]}. */
  public String hostPart() {
    return hostPart;
  }

  /** The URL the driver connects to; it carries no user or password (those go in properties). */
  String jdbcUrl() {
    StringBuilder url = new StringBuilder("jdbc:postgresql://").append(hostPart).append('/');
    url.append(encode(database));
    char separator = '?';
    for (Map.Entry<String, String> e : parameters.entrySet()) {
      url.append(separator).append(encode(e.getKey())).append('=').append(encode(e.getValue()));
      separator = '&';
    }
    return url.toString();
  }

  private static String encode(String text) {
    return java.net.URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  /** The connection properties: user, password if known, and defaults the URL did not set. */
  Properties properties() {
    Properties properties = new Properties();
    properties.setProperty("user", user);
    if (password != null) {
      properties.setProperty("password", password);
    }
    if (!parameters.containsKey("connectTimeout")) {
      // an unreachable host fails in seconds rather than after the OS's TCP timeout
      properties.setProperty("connectTimeout", "10");
    }
    if (!parameters.containsKey("ApplicationName")) {
      properties.setProperty("ApplicationName", "wirebench");
    }
    return properties;
  }

  /**
   * {@code postgresql://user@host:port/database?sslmode=…}: what a person can be shown, and what
   * settings may remember. Never holds the password.
   */
  public String display() {
    StringBuilder text = new StringBuilder(LIBPQ_SCHEME);
    text.append(user).append('@').append(hostPart).append('/').append(database);
    char separator = '?';
    for (Map.Entry<String, String> e : parameters.entrySet()) {
      if (e.getKey().toLowerCase(Locale.ROOT).contains("password")) {
        continue; // sslpassword and the like are secrets too
      }
      text.append(separator).append(e.getKey()).append('=').append(e.getValue());
      separator = '&';
    }
    return text.toString();
  }

  /** {@code text} with every occurrence of the password replaced by {@code ***}. */
  String redact(String text) {
    if (text == null || password == null || password.isEmpty()) {
      return text;
    }
    return text.replace(password, "***");
  }

  @Override
  public String toString() {
    return display();
  }
}
