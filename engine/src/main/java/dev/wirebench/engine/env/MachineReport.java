package dev.wirebench.engine.env;

import dev.wirebench.engine.result.Environment;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the pre-flight {@link MachineCheck} found: one line per thing it looked at (load, other
 * measurements, CPU frequency governor, turbo, SMT, free memory, power source — "unknown" where the
 * machine does not say) and the warnings that follow from them ("load 1.80 on 2 cores: results will
 * be noisy"). Immutable.
 *
 * @param findings each thing looked at, in a fixed order, with its value
 * @param warnings what would make results noisy or not comparable, most serious first; empty when
 *     the machine looks quiet and steady
 */
public record MachineReport(List<Finding> findings, List<String> warnings) {
  /** Environment key of the warnings, joined with {@code "; "} (empty: none). */
  public static final String WARNINGS_KEY = Environment.MACHINE_PREFIX + "warnings";

  public MachineReport {
    findings = List.copyOf(findings);
    warnings = List.copyOf(warnings);
  }

  /**
   * One thing looked at.
   *
   * @param key its environment key, under {@link Environment#MACHINE_PREFIX}
   * @param label how it reads in a table, e.g. {@code Load average}
   * @param value what was found, e.g. {@code 1.80 (1 min) on 2 cores}, or {@code unknown}
   */
  public record Finding(String key, String label, String value) {}

  /** Whether nothing was found that would make results noisy. */
  public boolean quiet() {
    return warnings.isEmpty();
  }

  /** The findings as environment entries ({@code machine.*}), the warnings included. */
  public Map<String, String> environment() {
    Map<String, String> values = new TreeMap<>();
    findings.forEach(f -> values.put(f.key(), f.value()));
    values.put(WARNINGS_KEY, String.join("; ", warnings));
    return values;
  }

  /** The findings as label → value, in order, for tables. */
  public Map<String, String> table() {
    Map<String, String> rows = new LinkedHashMap<>();
    findings.forEach(f -> rows.put(f.label(), f.value()));
    return rows;
  }

  /** The warnings a stored environment carries (none when it was made before the check). */
  public static List<String> warningsOf(Environment environment) {
    String joined = environment.get(WARNINGS_KEY);
    return joined == null || joined.isBlank() ? List.of() : List.of(joined.split("; "));
  }
}
