package dev.wirebench.storage;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
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

  /** The sslmode values pgjdbc knows; any other fails late, and as "cannot reach". */
  private static final java.util.Set<String> SSL_MODES =
      java.util.Set.of("disable", "allow", "prefer", "require", "verify-ca", "verify-full");

  private final String hostPart;
  private final String database;
  private final String user;
  private final String password;
  private final String passwordFile;
  private final Map<String, String> parameters;

  private PostgresUrl(
      String hostPart,
      String database,
      String user,
      String password,
      String passwordFile,
      Map<String, String> parameters) {
    this.hostPart = hostPart;
    this.database = database;
    this.user = user;
    this.password = password;
    this.passwordFile = passwordFile;
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
      parameters = queryParameters(url, rest.substring(question + 1));
      rest = rest.substring(0, question);
    }
    String user = parameters.remove("user");
    String password = parameters.remove("password");
    int at = rest.lastIndexOf('@');
    if (at >= 0) {
      String userInfo = rest.substring(0, at);
      rest = rest.substring(at + 1);
      int colon = userInfo.indexOf(':');
      user = decode(url, colon < 0 ? userInfo : userInfo.substring(0, colon), "the user name");
      if (colon >= 0) {
        password = decode(url, userInfo.substring(colon + 1), "the password");
      }
    }
    int slash = rest.indexOf('/');
    String hostPart = slash < 0 ? rest : rest.substring(0, slash);
    String database = slash < 0 ? "" : decode(url, rest.substring(slash + 1), "the database name");
    if (hostPart.isEmpty()) {
      hostPart = "localhost";
    }
    requirePorts(url, hostPart);
    String sslmode = parameters.get("sslmode");
    if (sslmode != null && !SSL_MODES.contains(sslmode)) {
      throw bad(url, "sslmode=" + sslmode + " is not one of " + new java.util.TreeSet<>(SSL_MODES));
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
    String passwordFile = environment.get("PGPASSFILE");
    if (passwordFile == null || passwordFile.isBlank()) {
      passwordFile = Path.of(System.getProperty("user.home"), ".pgpass").toString();
    }
    return new PostgresUrl(
        hostPart, database, user, emptyToNull(password), passwordFile, parameters);
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
  private static Map<String, String> queryParameters(String url, String query) {
    Map<String, String> parameters = new LinkedHashMap<>();
    for (String pair : query.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String key = decode(url, eq < 0 ? pair : pair.substring(0, eq), "a parameter name");
      String value =
          eq < 0
              ? ""
              : decode(
                  url,
                  pair.substring(eq + 1),
                  key.toLowerCase(Locale.ROOT).contains("password")
                      ? "the password"
                      : "the value of " + key);
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

  /**
   * Percent-decodes {@code text} ({@code +} stays a plus, as libpq reads it). A {@code %} not
   * followed by two hex digits is refused, as libpq refuses it, rather than guessed at: {@code
   * 50%off} might be meant literally, but {@code 50%4f} never could be. The message names the part
   * and never echoes it (it may be the password).
   */
  private static String decode(String url, String text, String part) {
    if (text.indexOf('%') < 0) {
      return text;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    byte[] raw = text.getBytes(StandardCharsets.UTF_8);
    for (int i = 0; i < raw.length; i++) {
      if (raw[i] != '%') {
        bytes.write(raw[i]);
        continue;
      }
      int high = i + 2 < raw.length ? Character.digit(raw[i + 1], 16) : -1;
      int low = i + 2 < raw.length ? Character.digit(raw[i + 2], 16) : -1;
      if (high < 0 || low < 0) {
        throw bad(
            url,
            part
                + " has a '%' not followed by two hex digits: write a literal % as %25"
                + ("the password".equals(part)
                    ? ", or give the password in PGPASSWORD or ~/.pgpass instead"
                    : ""));
      }
      bytes.write(high * 16 + low);
      i += 2;
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** Every {@code host:port} of {@code host[:port][,host[:port]]…} has a port 1–65535 or none. */
  private static void requirePorts(String url, String hostPart) {
    for (String host : hostPart.split(",", -1)) {
      int close = host.lastIndexOf(']');
      int colon = host.lastIndexOf(':');
      if (colon < 0 || colon < close || (close < 0 && host.indexOf(':') != colon)) {
        continue; // no port, or an IPv6 address without brackets and port
      }
      String port = host.substring(colon + 1);
      int number = -1;
      if (port.matches("[0-9]{1,5}")) {
        number = Integer.parseInt(port);
      }
      if (number < 1 || number > 65535) {
        throw bad(url, "the port '" + port + "' is not a number from 1 to 65535");
      }
    }
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
    return new PostgresUrl(
        hostPart, database, user, emptyToNull(password), passwordFile, parameters);
  }

  /**
   * The password file the driver reads when no password is known here ({@code PGPASSFILE}, else
   * {@code ~/.pgpass}), for messages about a refused login; it may not exist.
   */
  String passwordFile() {
    return passwordFile;
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
    int limit = TeamStoreWaits.limitSeconds();
    if (!parameters.containsKey("connectTimeout")) {
      // an unreachable host fails in seconds rather than after the OS's TCP timeout
      properties.setProperty("connectTimeout", String.valueOf(Math.min(10, limit)));
    }
    if (!parameters.containsKey("loginTimeout")) {
      // a server that accepts the connection but never answers the login (frozen, overloaded)
      properties.setProperty("loginTimeout", String.valueOf(limit));
    }
    if (!parameters.containsKey("socketTimeout")) {
      // a server that stops answering mid-command: TCP alone would wait for minutes
      properties.setProperty("socketTimeout", String.valueOf(limit));
    }
    if (!parameters.containsKey("ApplicationName")) {
      properties.setProperty("ApplicationName", "wirebench");
    }
    return properties;
  }

  /** How long one wait for the server may last, in seconds: the URL's socketTimeout, else ours. */
  int answerLimitSeconds() {
    String own = parameters.get("socketTimeout");
    if (own != null && own.matches("[0-9]{1,9}") && Integer.parseInt(own) > 0) {
      return Integer.parseInt(own);
    }
    return TeamStoreWaits.limitSeconds();
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
