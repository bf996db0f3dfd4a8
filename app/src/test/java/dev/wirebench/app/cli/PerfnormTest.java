package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.bench.BenchProfiler;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.result.BenchResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code bench --profile perfnorm}: where the machine has hardware counters the measured forks
 * count them and the report shows them per operation; where it has none the run says "not supported
 * on this machine" and adds no profiler and no column.
 */
class PerfnormTest {
  @Test
  void withCountersPerfnormJoinsTheRunsProfilersAndSaysWhatItCounts() {
    ProfileOptions options = parsed("cpu,perfnorm");
    options.countersBy(Optional::empty);

    assertThat(options.profilers()).containsExactly(BenchProfiler.PERFNORM);
    assertThat(options.events()).containsExactly(ProfileEvent.CPU);
    assertThat(announced(options))
        .contains("perfnorm: hardware counters per operation, counted by perf stat");
  }

  @Test
  void withoutCountersPerfnormIsNotSupportedOnThisMachineAndAddsNothing() {
    ProfileOptions options = parsed("perfnorm");
    options.countersBy(() -> Optional.of("perf reports cycles and instructions as not supported"));

    assertThat(options.profilers()).isEmpty();
    assertThat(options.events()).isEmpty();
    assertThat(announced(options))
        .isEqualTo(
            "perfnorm: not supported on this machine (perf reports cycles and instructions as"
                + " not supported)\n");
  }

  @Test
  void theCountersTableShowsEachResultsCountersPerOperationAndOnlyThoseSomeResultHas() {
    StringWriter text = new StringWriter();
    BenchResult counted =
        result("sbe", Map.of("cycles", 152.04, "instructions", 410.2, "IPC", 2.698));
    BenchResult plain = result("json", Map.of("gc.count", 3.0));

    CounterTable.print(new PrintWriter(text, true), List.of(counted, plain));

    assertThat(text.toString())
        .contains("Hardware counters per operation")
        .contains("cycles/op")
        .contains("instructions/op")
        .contains("IPC")
        .contains("152.0")
        .contains("410.2")
        .contains("2.70")
        .doesNotContain("branch-misses")
        .doesNotContain("json");
  }

  @Test
  void withoutCountedResultsThereIsNoCountersTable() {
    StringWriter text = new StringWriter();

    CounterTable.print(new PrintWriter(text, true), List.of(result("json", Map.of())));

    assertThat(text.toString()).isEmpty();
  }

  private static ProfileOptions parsed(String items) {
    ProfileOptions options = new ProfileOptions();
    new CommandLine(options).parseArgs("--profile", items);
    return options;
  }

  private static String announced(ProfileOptions options) {
    StringWriter err = new StringWriter();
    options.announce(new PrintWriter(err, true));
    String text = err.toString();
    // the line about profiled forks (events) is not what these tests are about
    return text.lines()
        .filter(l -> l.startsWith("perfnorm"))
        .map(l -> l + "\n")
        .findFirst()
        .orElse("");
  }

  private static BenchResult result(String codec, Map<String, Double> secondary) {
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
        codec,
        "minimal",
        "decode",
        "avgt",
        Map.of("codec", codec, "fixture", "minimal"),
        40,
        0.5,
        "ns/op",
        Double.NaN,
        Double.NaN,
        new TreeMap<>(),
        null,
        12,
        null,
        List.of(List.of(40.0)),
        secondary,
        null,
        null,
        null,
        List.of());
  }
}
