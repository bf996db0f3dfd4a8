package dev.wirebench.engine.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;

/**
 * How a benchmark is measured: a JMH mode, or Wirebench's latency harness (every operation timed
 * into a histogram, with an optional cooler between operations).
 */
public enum BenchMode {
  /** JMH throughput: operations per second. */
  THROUGHPUT("thrpt", Mode.Throughput, TimeUnit.SECONDS),
  /** JMH average time: nanoseconds per operation. */
  AVERAGE_TIME("avgt", Mode.AverageTime, TimeUnit.NANOSECONDS),
  /** JMH sample time: sampled operation times with percentiles, in nanoseconds. */
  SAMPLE_TIME("sample", Mode.SampleTime, TimeUnit.NANOSECONDS),
  /** The latency harness (not a JMH mode). */
  LATENCY("latency", null, TimeUnit.NANOSECONDS);

  private final String id;
  private final Mode jmhMode;
  private final TimeUnit timeUnit;

  BenchMode(String id, Mode jmhMode, TimeUnit timeUnit) {
    this.id = id;
    this.jmhMode = jmhMode;
    this.timeUnit = timeUnit;
  }

  /** JMH's short name ({@code thrpt}, {@code avgt}, {@code sample}) or {@code latency}. */
  public String id() {
    return id;
  }

  /** The JMH mode, or null for {@link #LATENCY}. */
  public Mode jmhMode() {
    return jmhMode;
  }

  /** The output time unit: ops/s for throughput, ns/op otherwise. */
  public TimeUnit timeUnit() {
    return timeUnit;
  }

  public boolean isJmh() {
    return jmhMode != null;
  }

  /** The unit results are reported in. */
  public String unit() {
    return this == THROUGHPUT ? "ops/s" : "ns/op";
  }

  /**
   * The JMH mode named {@code text} ({@code thrpt}, {@code avgt}, {@code sample}).
   *
   * @throws IllegalArgumentException listing the known modes
   */
  public static BenchMode parseJmh(String text) {
    for (BenchMode mode : values()) {
      if (mode.isJmh() && mode.id.equalsIgnoreCase(text.trim())) {
        return mode;
      }
    }
    throw new IllegalArgumentException(
        "unknown mode '" + text + "'; known modes: thrpt, avgt, sample (and --latency)");
  }

  /** The mode whose {@link #id()} is {@code id}, or null. */
  public static BenchMode byId(String id) {
    for (BenchMode mode : values()) {
      if (mode.id.equals(id)) {
        return mode;
      }
    }
    return null;
  }
}
