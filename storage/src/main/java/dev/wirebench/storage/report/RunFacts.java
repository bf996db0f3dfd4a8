package dev.wirebench.storage.report;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.storage.RunSummary;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** A run's facts — kind, time, host, JVM, JMH and its settings — as a two-column table. */
public final class RunFacts {
  /** How times read in reports: {@code 2025-11-21 18:22:03 UTC}. */
  public static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  private RunFacts() {}

  /** The run's facts as a two-column table. */
  public static Table table(RunSummary run) {
    Environment env = run.environment();
    Table table = new Table("Run", run.displayName());
    table.row(
        "Kind",
        run.kind().name().toLowerCase(Locale.ROOT)
            + " ("
            + run.status().name().toLowerCase(Locale.ROOT)
            + ")");
    table.row("Started", TIME.format(run.startedAt()) + took(run.duration()));
    add(table, "Host", host(env));
    add(table, "OS", join(env.get(Environment.OS_NAME), env.get(Environment.OS_VERSION)));
    add(
        table,
        "JVM",
        join(
            env.get(Environment.JVM_VENDOR),
            join(env.get("jvm.name"), env.get(Environment.JVM_VERSION))));
    String flags = env.get(Environment.JVM_FLAGS);
    add(table, "JVM flags", flags == null || flags.isBlank() ? null : "`" + flags + "`");
    add(table, "JMH", env.get(Environment.JMH_VERSION));
    add(table, "Modes", env.get("settings.modes"));
    add(table, "Warm-up", env.get("settings.warmup"));
    add(table, "Measurement", env.get("settings.measurement"));
    add(table, "Forks", env.get("settings.forks"));
    add(table, "Threads", env.get("settings.threads"));
    add(table, "Profilers", env.get("settings.profilers"));
    add(table, "Machine check", machine(env));
    add(table, "Schemas", schemas(env));
    add(table, "Source", run.source());
    add(table, "Tags", run.tags().isEmpty() ? null : String.join(", ", run.tags()));
    return table;
  }

  private static String host(Environment env) {
    String host = env.get(Environment.HOST);
    String cpu = env.get(Environment.CPU_MODEL);
    String cores = env.get(Environment.CPU_COUNT);
    String text =
        join(
            host,
            cpu == null ? null : "— " + cpu + (cores == null ? "" : " (" + cores + " cores)"));
    String memory = env.get(Environment.MEMORY_BYTES);
    if (text != null && memory != null) {
      try {
        text += String.format(Locale.ROOT, ", %.1f GB", Long.parseLong(memory) / 1e9);
      } catch (NumberFormatException e) {
        text += ", " + memory + " bytes";
      }
    }
    return text;
  }

  /**
   * The pre-flight check's warnings, "quiet" when it found none, null for runs made before the
   * check existed (or imported).
   */
  private static String machine(Environment env) {
    String warnings = env.get(Environment.MACHINE_PREFIX + "warnings");
    if (warnings == null) {
      return null;
    }
    return warnings.isBlank() ? "quiet" : warnings;
  }

  /** {@code orders.json: orders.avsc (sha256 1f2e3d4c5b6a)}, one per dynamic fixture. */
  private static String schemas(Environment env) {
    StringBuilder text = new StringBuilder();
    env.values()
        .forEach(
            (key, hash) -> {
              if (key.startsWith(Environment.FIXTURE_PREFIX)
                  && key.endsWith(Environment.SCHEMA_HASH_SUFFIX)) {
                String fixture =
                    key.substring(
                        Environment.FIXTURE_PREFIX.length(),
                        key.length() - Environment.SCHEMA_HASH_SUFFIX.length());
                String file = env.get(Environment.schemaFileKey(fixture));
                if (text.length() > 0) {
                  text.append("; ");
                }
                text.append(fixture)
                    .append(": ")
                    .append(file == null ? "schema" : file)
                    .append(" (sha256 ")
                    .append(hash, 0, Math.min(12, hash.length()))
                    .append(')');
              }
            });
    return text.length() == 0 ? null : text.toString();
  }

  private static String took(Duration duration) {
    if (duration == null) {
      return "";
    }
    long seconds = duration.toSeconds();
    return seconds < 60
        ? " (took " + seconds + " s)"
        : String.format(Locale.ROOT, " (took %d min %d s)", seconds / 60, seconds % 60);
  }

  private static void add(Table table, String key, String value) {
    if (value != null && !value.isBlank()) {
      table.row(key, value);
    }
  }

  private static String join(String a, String b) {
    if (a == null || a.isBlank()) {
      return b;
    }
    return b == null || b.isBlank() ? a : a + " " + b;
  }
}
