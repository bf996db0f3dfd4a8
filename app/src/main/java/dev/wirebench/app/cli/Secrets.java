package dev.wirebench.app.cli;

import java.util.regex.Pattern;

/**
 * Removes passwords from text the CLI prints: a team-store URL typed in the wrong place is echoed
 * by argument errors ("Unmatched argument ... 'postgresql://user:PW@host/db'"), and a message must
 * never show its password. Covers {@code scheme://user:password@} and {@code password=} (as a URL
 * parameter or a connection-string key). Stateless.
 */
final class Secrets {
  private static final Pattern USER_INFO =
      Pattern.compile("(\\b[a-zA-Z][\\w+.-]*://[^\\s:/@'\"]*):[^\\s@'\"]*@");
  private static final Pattern PASSWORD_KEY =
      Pattern.compile("(?i)(\\bpassword\\s*=\\s*)[^\\s&;'\"]*");

  private Secrets() {}

  /** {@code text} with every password replaced by {@code ***}. */
  static String redact(String text) {
    if (text == null) {
      return null;
    }
    String once = USER_INFO.matcher(text).replaceAll("$1:***@");
    return PASSWORD_KEY.matcher(once).replaceAll("$1***");
  }
}
