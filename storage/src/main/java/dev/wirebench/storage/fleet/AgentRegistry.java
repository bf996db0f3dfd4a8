package dev.wirebench.storage.fleet;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.storage.PostgresUrl;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * The agents the queue knows: each agent's host facts and status, written when it starts and on
 * every heartbeat, so {@code queue} can say which hosts a job would match and {@code queue --each}
 * can fan out. An agent that stops says so; one that was killed just stops being seen.
 */
public final class AgentRegistry implements AutoCloseable {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private final FleetDb db;

  public AgentRegistry(PostgresUrl url) {
    this.db = new FleetDb(url);
  }

  /** A known agent. */
  public record Agent(
      String hostName,
      String cpuModel,
      int cores,
      int jvmFeature,
      List<String> labels,
      String status,
      Instant lastSeen) {}

  /** Advertises {@code host} with {@code status}; adds the agent or updates it. */
  public void advertise(HostFacts host, String status) {
    String sql =
        """
        INSERT INTO fleet_agents (host_name, cpu_model, cores, jvm_feature, labels, facts_json,
                                  status, pid, started_at, last_seen)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, now(), now())
        ON CONFLICT (host_name) DO UPDATE SET cpu_model = excluded.cpu_model,
          cores = excluded.cores, jvm_feature = excluded.jvm_feature, labels = excluded.labels,
          facts_json = excluded.facts_json, status = excluded.status, pid = excluded.pid,
          last_seen = now()""";
    String facts = MAPPER.valueToTree(new TreeMap<>(host.machine())).toString();
    db.transaction(
        "advertising agent " + host.hostName(),
        c -> {
          try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, host.hostName());
            s.setString(2, host.cpuModel());
            s.setInt(3, host.cores());
            s.setInt(4, host.jvmFeature());
            s.setArray(5, FleetSql.textArray(c, host.labels()));
            s.setString(6, facts);
            s.setString(7, status);
            s.setLong(8, ProcessHandle.current().pid());
            return s.executeUpdate();
          }
        });
  }

  /** Updates only the status and last-seen time of agent {@code hostName}. */
  public void status(String hostName, String status) {
    db.transaction(
        "updating agent " + hostName,
        c ->
            FleetSql.update(
                c,
                "UPDATE fleet_agents SET status = ?, last_seen = now() WHERE host_name = ?",
                status,
                hostName));
  }

  /** Every known agent, by host name. */
  public List<Agent> agents() {
    return db.transaction(
        "listing agents",
        c -> {
          List<Agent> agents = new ArrayList<>();
          try (PreparedStatement s =
                  c.prepareStatement(
                      "SELECT host_name, cpu_model, cores, jvm_feature, labels, status, last_seen"
                          + " FROM fleet_agents ORDER BY host_name");
              ResultSet rows = s.executeQuery()) {
            while (rows.next()) {
              agents.add(
                  new Agent(
                      rows.getString(1),
                      rows.getString(2),
                      rows.getInt(3),
                      rows.getInt(4),
                      FleetSql.strings(rows.getArray(5)),
                      rows.getString(6),
                      FleetSql.instant(rows.getTimestamp(7))));
            }
          }
          return agents;
        });
  }

  @Override
  public void close() {
    db.close();
  }
}
