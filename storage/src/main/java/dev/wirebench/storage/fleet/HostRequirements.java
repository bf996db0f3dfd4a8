package dev.wirebench.storage.fleet;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What host a job needs: a host-name glob ({@code bench-*}, {@code ?} one character), a substring
 * of the CPU model ({@code Xeon}, case-insensitive), at least N cores, at least JVM feature version
 * N, and every one of some labels ({@code tuned}). The empty requirement takes any host. Matched by
 * the queue's claim in SQL, and by {@link #matches} for the same question asked of known agents.
 *
 * @param hostGlob the host-name pattern; {@code *} for any
 * @param cpuContains a CPU-model substring, or empty
 * @param minCores at least this many cores (1 for any)
 * @param minJvm at least this JVM feature version (0 for any)
 * @param labels labels the host must all have
 */
public record HostRequirements(
    String hostGlob, String cpuContains, int minCores, int minJvm, List<String> labels) {
  public static final HostRequirements ANY = new HostRequirements("*", "", 1, 0, List.of());

  public HostRequirements {
    hostGlob = hostGlob == null || hostGlob.isBlank() ? "*" : hostGlob.trim();
    cpuContains = cpuContains == null ? "" : cpuContains.trim();
    labels = List.copyOf(labels);
    if (minCores < 1) {
      throw new IllegalArgumentException("at least 1 core, not " + minCores);
    }
  }

  /** Only the host named {@code host} (what {@code queue --each} gives each job). */
  public HostRequirements onHost(String host) {
    return new HostRequirements(
        host.replaceAll("([*?\\\\])", "\\\\$1"), cpuContains, minCores, minJvm, labels);
  }

  /**
   * The glob as an anchored regular expression for PostgreSQL's {@code ~}: {@code *} any run of
   * characters, {@code ?} one, {@code \x} a literal x, everything else literal.
   */
  public String hostRegex() {
    StringBuilder regex = new StringBuilder("^");
    for (int i = 0; i < hostGlob.length(); i++) {
      char c = hostGlob.charAt(i);
      if (c == '\\' && i + 1 < hostGlob.length()) {
        appendLiteral(regex, hostGlob.charAt(++i));
      } else if (c == '*') {
        regex.append(".*");
      } else if (c == '?') {
        regex.append('.');
      } else {
        appendLiteral(regex, c);
      }
    }
    return regex.append('$').toString();
  }

  /** One literal character, escaped in a form both java.util.regex and PostgreSQL read alike. */
  private static void appendLiteral(StringBuilder regex, char c) {
    if (Character.isLetterOrDigit(c)) {
      regex.append(c);
    } else {
      regex.append('\\').append(c);
    }
  }

  /** Whether {@code host} meets every requirement. */
  public boolean matches(HostFacts host) {
    return Pattern.matches(hostRegex(), host.hostName())
        && host.cpuModel().toLowerCase(Locale.ROOT).contains(cpuContains.toLowerCase(Locale.ROOT))
        && host.cores() >= minCores
        && host.jvmFeature() >= minJvm
        && host.labels().containsAll(labels);
  }

  /** {@code host bench-*, cpu ~Xeon, ≥ 8 cores, JVM ≥ 21, labels tuned}, or {@code any host}. */
  public String describe() {
    StringBuilder text = new StringBuilder();
    if (!hostGlob.equals("*")) {
      text.append("host ").append(hostGlob).append(", ");
    }
    if (!cpuContains.isEmpty()) {
      text.append("cpu ~").append(cpuContains).append(", ");
    }
    if (minCores > 1) {
      text.append("≥ ").append(minCores).append(" cores, ");
    }
    if (minJvm > 0) {
      text.append("JVM ≥ ").append(minJvm).append(", ");
    }
    if (!labels.isEmpty()) {
      text.append("labels ").append(String.join(",", labels)).append(", ");
    }
    return text.length() == 0 ? "any host" : text.substring(0, text.length() - 2);
  }
}
