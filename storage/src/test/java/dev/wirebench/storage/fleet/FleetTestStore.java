package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.IterationSpec;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.TestPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/** A fresh team store with the fleet's tables, on the tests' throwaway PostgreSQL. */
final class FleetTestStore {
  final String location;
  final PostgresUrl url;

  FleetTestStore() {
    location = TestPostgres.newDatabase();
    url = PostgresUrl.parse(location);
    RunStore.open(url).close(); // creates every table, the fleet's included
  }

  static BenchmarkPlan tinyPlan(String label) {
    return BenchmarkPlan.builder()
        .codecs("json")
        .fixtures("minimal")
        .operations(Operation.ENCODE)
        .warmup(IterationSpec.of(1, Duration.ofMillis(100)))
        .measurement(IterationSpec.of(1, Duration.ofMillis(100)))
        .forks(1)
        .label(label)
        .build();
  }

  static HostFacts host(String name, List<String> labels) {
    return new HostFacts(name, "Test CPU 3000", 8, 21, labels, Map.of());
  }

  /** One value from {@code sql} (parameters bound in order). */
  Object value(String sql, Object... parameters) throws SQLException {
    Properties login = new Properties();
    login.setProperty("user", TestPostgres.USER);
    login.setProperty("password", TestPostgres.PASSWORD);
    String jdbc = location.replaceFirst("^postgresql://[^@]*@", "jdbc:postgresql://");
    try (Connection c = DriverManager.getConnection(jdbc, login);
        PreparedStatement s = c.prepareStatement(sql)) {
      for (int i = 0; i < parameters.length; i++) {
        s.setObject(i + 1, parameters[i]);
      }
      if (!s.execute()) {
        return s.getUpdateCount();
      }
      try (ResultSet rows = s.getResultSet()) {
        return rows.next() ? rows.getObject(1) : null;
      }
    }
  }

  long count(String sql, Object... parameters) throws SQLException {
    return ((Number) value(sql, parameters)).longValue();
  }
}
