package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.storage.fleet.HostRequirements;
import dev.wirebench.storage.fleet.JobQueue;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A team store outlives its server dropping every connection (a restart, an administrator's
 * terminate): the pooled connections are stale, nothing was pending on them, and the next unit of
 * work runs on a new connection instead of failing (a benchmark's result is not lost to it).
 */
class TeamStoreReconnectTest {
  private final String location = TestPostgres.newDatabase();
  private final String database = location.substring(location.lastIndexOf('/') + 1);

  @Test
  void writesAndReadsAfterTheServerDroppedThePooledConnectionsUseNewOnes() throws Exception {
    try (RunStore store = RunStore.open(location)) {
      long first = store.startRun(RunKind.BENCH, "before", "{}", Environment.empty());
      assertThat(store.run(first).label()).isEqualTo("before");

      dropEveryConnection();

      long second = store.startRun(RunKind.BENCH, "after", "{}", Environment.empty());
      assertThat(store.run(second).label()).isEqualTo("after");
      dropEveryConnection();
      assertThat(store.run(first).label()).isEqualTo("before");
    }
  }

  @Test
  void theFleetQueueToo() throws Exception {
    RunStore.open(location).close();
    PostgresUrl url = PostgresUrl.parse(location);
    try (JobQueue queue = new JobQueue(url)) {
      queue.enqueue(
          dev.wirebench.storage.fleet.FleetTestPlans.tiny(), HostRequirements.ANY, 0, 3, "t");

      dropEveryConnection();

      long id =
          queue.enqueue(
              dev.wirebench.storage.fleet.FleetTestPlans.tiny(), HostRequirements.ANY, 0, 3, "t");
      assertThat(queue.find(id)).isPresent();
    }
  }

  /** Terminates every session of the test's database and waits until they are gone. */
  private void dropEveryConnection() throws Exception {
    assertThat(sessions()).as("the store holds pooled connections").isPositive();
    TestPostgres.get()
        .sql(
            "postgres",
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '"
                + database
                + "'");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (sessions() > 0) {
      assertThat(System.nanoTime()).as("sessions ended").isLessThan(deadline);
      Thread.sleep(20);
    }
  }

  private long sessions() throws SQLException {
    Properties login = new Properties();
    login.setProperty("user", TestPostgres.USER);
    login.setProperty("password", TestPostgres.PASSWORD);
    String jdbc = "jdbc:postgresql://127.0.0.1:" + TestPostgres.get().port() + "/postgres";
    try (Connection c = DriverManager.getConnection(jdbc, login);
        PreparedStatement s =
            c.prepareStatement("SELECT count(*) FROM pg_stat_activity WHERE datname = ?")) {
      s.setString(1, database);
      try (ResultSet rows = s.executeQuery()) {
        rows.next();
        return rows.getLong(1);
      }
    }
  }
}
