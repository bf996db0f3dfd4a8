package dev.wirebench.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunSummary;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Dashboard's "Last job": how far a finished job got, in its ring and its words. */
class LastJobTest {
  private static final String PLAN =
      "{\"codecs\":[\"json\",\"fix\"],\"fixtures\":[\"minimal\",\"bars\"],"
          + "\"kind\":\"bench\",\"operations\":\"decode\",\"modes\":\"avgt\"}";

  @Test
  void aRunCancelledAfterOneOfFourBenchmarksFillsAQuarterOfTheRing() {
    LastJob job = LastJob.of(run(RunStatus.PARTIAL, PLAN, 1));

    assertThat(job.progress()).isEqualTo(0.25);
    assertThat(job.facts()).isEqualTo("bench · partial · 1 of 4 results");
  }

  @Test
  void aCompleteRunFillsTheRingAndCountsInTheRightNumber() {
    assertThat(LastJob.of(run(RunStatus.COMPLETE, PLAN, 4)))
        .isEqualTo(new LastJob(1, "bench · complete · 4 results"));
    // unsupported pairs were skipped: complete all the same
    assertThat(LastJob.of(run(RunStatus.COMPLETE, PLAN, 1)))
        .isEqualTo(new LastJob(1, "bench · complete · 1 result"));
  }

  @Test
  void aFailedImportWithoutAPlanShowsNoProgress() {
    assertThat(LastJob.of(run(RunStatus.FAILED, null, 0)))
        .isEqualTo(new LastJob(0, "bench · failed · 0 results"));
  }

  private static RunSummary run(RunStatus status, String plan, int results) {
    return new RunSummary(
        7,
        RunKind.BENCH,
        "",
        "",
        List.of(),
        status,
        Instant.EPOCH,
        Instant.EPOCH,
        plan,
        Environment.of(Map.of()),
        results,
        0,
        List.of("json"),
        null,
        null);
  }
}
