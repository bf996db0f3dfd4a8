package dev.wirebench.storage.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Claims on a real PostgreSQL: each job once, by priority, only by hosts that meet it. */
class FleetClaimTest {
  private final FleetTestStore store = new FleetTestStore();

  @Test
  void racingAgentsClaimEveryJobExactlyOnce() throws Exception {
    int jobs = 120;
    int agents = 6;
    try (JobQueue queue = new JobQueue(store.url)) {
      for (int i = 0; i < jobs; i++) {
        queue.enqueue(FleetTestStore.tinyPlan("job " + i), HostRequirements.ANY, 0, 3, "test");
      }
    }
    CountDownLatch start = new CountDownLatch(1);
    List<Callable<List<Long>>> claimers = new ArrayList<>();
    for (int a = 0; a < agents; a++) {
      String name = "agent-" + a;
      claimers.add(
          () -> {
            List<Long> mine = new ArrayList<>();
            try (JobLeases leases = new JobLeases(store.url, name, Duration.ofMinutes(5))) {
              start.await();
              Optional<Claim> claim;
              while ((claim = leases.claim(FleetTestStore.host(name, List.of()))).isPresent()) {
                mine.add(claim.get().jobId());
              }
            }
            return mine;
          });
    }
    ExecutorService pool = Executors.newFixedThreadPool(agents);
    List<Future<List<Long>>> results = new ArrayList<>();
    claimers.forEach(c -> results.add(pool.submit(c)));
    start.countDown();
    List<Long> all = Collections.synchronizedList(new ArrayList<>());
    int agentsThatClaimed = 0;
    for (Future<List<Long>> result : results) {
      List<Long> mine = result.get(120, TimeUnit.SECONDS);
      all.addAll(mine);
      agentsThatClaimed += mine.isEmpty() ? 0 : 1;
    }
    pool.shutdown();

    assertThat(all).hasSize(jobs).doesNotHaveDuplicates();
    assertThat(agentsThatClaimed).as("the claims were spread, not serialised").isGreaterThan(1);
    assertThat(store.count("SELECT count(*) FROM fleet_attempts")).isEqualTo(jobs);
    assertThat(store.count("SELECT count(*) FROM fleet_jobs WHERE state = 'claimed' AND tries = 1"))
        .isEqualTo(jobs);
  }

  @Test
  void higherPriorityFirstThenOldestFirst() {
    try (JobQueue queue = new JobQueue(store.url);
        JobLeases leases = new JobLeases(store.url, "a", Duration.ofMinutes(1))) {
      long low = queue.enqueue(FleetTestStore.tinyPlan("low"), HostRequirements.ANY, 0, 3, "t");
      long high = queue.enqueue(FleetTestStore.tinyPlan("high"), HostRequirements.ANY, 5, 3, "t");
      long low2 = queue.enqueue(FleetTestStore.tinyPlan("low2"), HostRequirements.ANY, 0, 3, "t");
      HostFacts host = FleetTestStore.host("a", List.of());

      assertThat(leases.claim(host).orElseThrow().jobId()).isEqualTo(high);
      assertThat(leases.claim(host).orElseThrow().jobId()).isEqualTo(low);
      assertThat(leases.claim(host).orElseThrow().jobId()).isEqualTo(low2);
      assertThat(leases.claim(host)).isEmpty();
    }
  }

  @Test
  void aHostThatDoesNotMeetTheJobLeavesIt() {
    try (JobQueue queue = new JobQueue(store.url);
        JobLeases laptop = new JobLeases(store.url, "laptop", Duration.ofMinutes(1));
        JobLeases bench = new JobLeases(store.url, "bench-02", Duration.ofMinutes(1))) {
      HostRequirements tuned = new HostRequirements("bench-*", "test cpu", 4, 17, List.of("tuned"));
      long id = queue.enqueue(FleetTestStore.tinyPlan("x"), tuned, 0, 3, "t");

      assertThat(laptop.claim(FleetTestStore.host("laptop", List.of("tuned")))).isEmpty();
      assertThat(bench.claim(FleetTestStore.host("bench-02", List.of()))).isEmpty();
      assertThat(bench.claim(FleetTestStore.host("bench-02", List.of("tuned", "amd"))))
          .map(Claim::jobId)
          .hasValue(id);
    }
  }

  @Test
  void aJobNoKnownHostMatchesIsSaidSo() {
    try (JobQueue queue = new JobQueue(store.url);
        AgentRegistry registry = new AgentRegistry(store.url)) {
      registry.advertise(FleetTestStore.host("bench-01", List.of("tuned")), "idle");
      registry.advertise(FleetTestStore.host("bench-02", List.of()), "idle");
      HostRequirements amd = new HostRequirements("*", "EPYC", 1, 0, List.of());
      HostRequirements tuned = new HostRequirements("bench-*", "", 1, 0, List.of("tuned"));

      long none = queue.enqueue(FleetTestStore.tinyPlan("amd"), amd, 0, 3, "t");
      long one = queue.enqueue(FleetTestStore.tinyPlan("tuned"), tuned, 0, 3, "t");

      assertThat(queue.matchingHosts(amd)).isEmpty();
      assertThat(queue.matchingHosts(tuned)).containsExactly("bench-01");
      assertThat(queue.matchingHosts(HostRequirements.ANY)).containsExactly("bench-01", "bench-02");
      assertThat(queue.find(none).orElseThrow().matchable()).isFalse();
      assertThat(queue.find(one).orElseThrow().matchable()).isTrue();
    }
  }
}
