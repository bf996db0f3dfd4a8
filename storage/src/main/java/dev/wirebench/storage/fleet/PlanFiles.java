package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.workload.SchemaSource;
import dev.wirebench.fixtures.FixtureCatalog;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The files of a plan, carried through the team store: on the queuer's side every message file and
 * schema file the plan reads is stored by content hash and the plan names the hash instead of the
 * path ({@link #carry}); on the agent's side the files are written into the agent's cache and the
 * plan names those copies ({@link #fetch}). A schema file is carried alone: one that imports others
 * (a {@code .proto} with {@code import}) fails on the agent with the parser's message.
 */
final class PlanFiles {
  private PlanFiles() {}

  /** {@code plan} with every file it reads stored in the team store and named by its hash. */
  static BenchmarkPlan carry(BenchmarkPlan plan, Connection c) throws SQLException {
    Set<String> bundled = Set.copyOf(FixtureCatalog.bundled().ids());
    Map<String, String> refs = new LinkedHashMap<>();
    List<String> fixtures = new ArrayList<>();
    for (String fixture : plan.fixtures()) {
      String ref = bundled.contains(fixture) ? fixture : FleetFiles.store(c, Path.of(fixture));
      refs.put(fixture, ref);
      fixtures.add(ref);
    }
    Map<String, String> schemas = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : plan.schemas().entrySet()) {
      String key = refs.getOrDefault(e.getKey(), e.getKey());
      schemas.put(key, carrySchema(e.getValue(), c));
    }
    return plan.withFixtures(fixtures, schemas);
  }

  private static String carrySchema(String source, Connection c) throws SQLException {
    if (SchemaSource.INFERRED.equals(source)) {
      return source;
    }
    String ref = FleetFiles.store(c, Path.of(SchemaSource.path(source)));
    String message = SchemaSource.message(source);
    return message == null ? ref : ref + "#" + message;
  }

  /**
   * {@code plan} (already checked by {@link JobPolicy}) with its carried files in {@code cache}.
   */
  static BenchmarkPlan fetch(BenchmarkPlan plan, Connection c, Path cache) throws SQLException {
    Map<String, String> paths = new LinkedHashMap<>();
    List<String> fixtures = new ArrayList<>();
    for (String fixture : plan.fixtures()) {
      String local =
          FleetFiles.isRef(fixture) ? FleetFiles.fetch(c, fixture, cache).toString() : fixture;
      paths.put(fixture, local);
      fixtures.add(local);
    }
    Map<String, String> schemas = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : plan.schemas().entrySet()) {
      schemas.put(paths.getOrDefault(e.getKey(), e.getKey()), fetchSchema(e.getValue(), c, cache));
    }
    return plan.withFixtures(fixtures, schemas);
  }

  /** {@code job} with its fixture file and schema stored in the team store, named by hash. */
  static ThroughputJob carry(ThroughputJob job, Connection c) throws SQLException {
    boolean bundled = FixtureCatalog.bundled().ids().contains(job.fixture());
    String fixture = bundled ? job.fixture() : FleetFiles.store(c, Path.of(job.fixture()));
    String schema = job.schema() == null ? null : carrySchema(job.schema(), c);
    return job.withFiles(fixture, schema);
  }

  /** {@code job} (already checked by {@link JobPolicy}) with its carried files in {@code cache}. */
  static ThroughputJob fetch(ThroughputJob job, Connection c, Path cache) throws SQLException {
    String fixture =
        FleetFiles.isRef(job.fixture())
            ? FleetFiles.fetch(c, job.fixture(), cache).toString()
            : job.fixture();
    return job.withFiles(
        fixture, job.schema() == null ? null : fetchSchema(job.schema(), c, cache));
  }

  private static String fetchSchema(String value, Connection c, Path cache) throws SQLException {
    if (SchemaSource.INFERRED.equals(value)) {
      return value;
    }
    int hash = value.indexOf('#');
    String ref = hash < 0 ? value : value.substring(0, hash);
    String path = FleetFiles.fetch(c, ref, cache).toString();
    return SchemaSource.of(path, hash < 0 ? null : value.substring(hash + 1));
  }
}
