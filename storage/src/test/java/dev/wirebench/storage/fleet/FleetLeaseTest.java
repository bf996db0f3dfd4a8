package dev.wirebench.storage.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunStore;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Leases on a real PostgreSQL: renewed by heartbeats, reaped when they run out, tries counted. */
class FleetLeaseTest {
  private static final Duration SHORT = Duration.ofMillis(800);
  private final FleetTestStore store = new FleetTestStore();
  private final HostFacts host = FleetTestStore.host("bench-01", List.of());

  @Test
  void anExpiredLeasePutsTheJobBackAndMarksThePartialRun() throws Exception {
    try (JobQueue queue = new JobQueue(store.url);
        JobLeases leases = new JobLeases(store.url, "bench-01", SHORT);
        LeaseReaper reaper = new LeaseReaper(store.url);
        RunStore runs = RunStore.open(store.url)) {
      long id = queue.enqueue(FleetTestStore.tinyPlan("x"), HostRequirements.ANY, 0, 3, "t");
      Claim claim = leases.claim(host).orElseThrow();
      long runId = runs.startRun(RunKind.BENCH, "x", "{}", Environment.empty());
      assertThat(leases.running(claim, runId)).isTrue();
      assertThat(reaper.reap()).as("the lease still runs").isEmpty();

      Thread.sleep(SHORT.toMillis() + 400); // the agent "died": no heartbeat
      List<LeaseReaper.Reaped> reaped = reaper.reap();

      assertThat(reaped)
          .containsExactly(new LeaseReaper.Reaped(id, JobState.QUEUED, "bench-01", runId));
      FleetJob job = queue.find(id).orElseThrow();
      assertThat(job.state()).isEqualTo(JobState.QUEUED);
      assertThat(job.tries()).isEqualTo(1);
      assertThat(job.error()).contains("try 1 of 3 on bench-01").contains("back in the queue");
      assertThat(runs.run(runId).status()).isEqualTo(RunStatus.INTERRUPTED);
      assertThat(runs.run(runId).notes()).contains("fleet job " + id).contains("bench-01");
      assertThat(leases.heartbeat(claim, "late"))
          .as("the lost claim can no longer renew")
          .isFalse();
      assertThat(leases.finish(claim, JobState.DONE, null)).isFalse();
      assertThat(store.value("SELECT outcome FROM fleet_attempts WHERE id = ?", claim.claimId()))
          .isEqualTo("lease expired");

      Claim again = leases.claim(host).orElseThrow();
      assertThat(again.jobId()).isEqualTo(id);
      assertThat(again.tries()).isEqualTo(2);
    }
  }

  @Test
  void aJobWhoseLeasesKeepRunningOutFailsAfterItsTries() throws Exception {
    try (JobQueue queue = new JobQueue(store.url);
        JobLeases leases = new JobLeases(store.url, "bench-01", SHORT);
        LeaseReaper reaper = new LeaseReaper(store.url)) {
      long id = queue.enqueue(FleetTestStore.tinyPlan("x"), HostRequirements.ANY, 0, 2, "t");
      for (int attempt = 1; attempt <= 2; attempt++) {
        assertThat(leases.claim(host)).isPresent();
        Thread.sleep(SHORT.toMillis() + 400);
        assertThat(reaper.reap()).hasSize(1);
      }

      FleetJob job = queue.find(id).orElseThrow();
      assertThat(job.state()).isEqualTo(JobState.FAILED);
      assertThat(job.error()).contains("try 2 of 2").contains("no tries left");
      assertThat(leases.claim(host)).isEmpty();

      assertThat(queue.retry(id)).isTrue();
      assertThat(queue.find(id).orElseThrow().state()).isEqualTo(JobState.QUEUED);
      assertThat(leases.claim(host).orElseThrow().tries()).isEqualTo(1);
    }
  }

  @Test
  void heartbeatsKeepALeaseAliveAndCarryProgress() throws Exception {
    try (JobQueue queue = new JobQueue(store.url);
        JobLeases leases = new JobLeases(store.url, "bench-01", SHORT);
        LeaseReaper reaper = new LeaseReaper(store.url)) {
      long id = queue.enqueue(FleetTestStore.tinyPlan("x"), HostRequirements.ANY, 0, 3, "t");
      Claim claim = leases.claim(host).orElseThrow();
      for (int beat = 0; beat < 8; beat++) {
        Thread.sleep(SHORT.toMillis() / 4);
        assertThat(leases.heartbeat(claim, "benchmark 1/1, iteration " + beat)).isTrue();
        assertThat(reaper.reap()).isEmpty();
      }
      assertThat(queue.find(id).orElseThrow().progress()).isEqualTo("benchmark 1/1, iteration 7");
      assertThat(leases.finish(claim, JobState.DONE, null)).isTrue();
      assertThat(queue.find(id).orElseThrow().state()).isEqualTo(JobState.DONE);
    }
  }

  @Test
  void cancellingARunningJobTakesTheClaimAwayAndAReleaseGivesTheTryBack() {
    try (JobQueue queue = new JobQueue(store.url);
        JobLeases leases = new JobLeases(store.url, "bench-01", Duration.ofMinutes(1))) {
      long cancelled = queue.enqueue(FleetTestStore.tinyPlan("a"), HostRequirements.ANY, 1, 3, "t");
      long released = queue.enqueue(FleetTestStore.tinyPlan("b"), HostRequirements.ANY, 0, 3, "t");
      Claim first = leases.claim(host).orElseThrow();
      assertThat(first.jobId()).isEqualTo(cancelled);

      assertThat(queue.cancel(cancelled)).hasValue(JobState.CLAIMED);
      assertThat(leases.heartbeat(first, "x")).isFalse();
      assertThat(queue.cancel(cancelled)).as("already ended").isEmpty();

      Claim second = leases.claim(host).orElseThrow();
      assertThat(second.jobId()).isEqualTo(released);
      assertThat(leases.release(second, "agent stopped")).isTrue();
      FleetJob job = queue.find(released).orElseThrow();
      assertThat(job.state()).isEqualTo(JobState.QUEUED);
      assertThat(job.tries()).as("a clean stop does not count as a try").isZero();
      assertThat(queue.retry(released)).as("only failed or cancelled jobs are retried").isFalse();
    }
  }
}
