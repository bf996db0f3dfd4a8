package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.workload.SchemaSource;
import dev.wirebench.fixtures.FixtureCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a fleet job may ask of an agent: codecs, bundled fixtures, message and schema files carried
 * in the team store by content hash ({@link FleetFiles}), settings, and JVM flags from {@link
 * JvmFlagPolicy}'s allow-list. Never a path on the agent's machine, never a JVM of its own. Checked
 * twice: by the queuer before a job is written ({@link #beforeCarrying}: files are still paths on
 * its own machine, so the queuer hears at once), and by the agent before it runs one ({@link
 * #refusals}: a job written by hand, or by another version, is not trusted).
 */
public final class JobPolicy {
  private JobPolicy() {}

  /** Every reason the agent may not run {@code plan} as a job carries it; empty if it may. */
  public static List<String> refusals(BenchmarkPlan plan) {
    return check(plan, false);
  }

  /**
   * Every reason {@code plan}, as the queuer has it (files named by path on this machine), may not
   * be queued; empty if it may. A file must exist and be small enough to carry.
   */
  public static List<String> beforeCarrying(BenchmarkPlan plan) {
    return check(plan, true);
  }

  /** Every reason the agent may not run throughput job {@code job}; empty if it may. */
  public static List<String> refusals(ThroughputJob job) {
    return check(job, false);
  }

  /** Every reason {@code job}, with files named by path on this machine, may not be queued. */
  public static List<String> beforeCarrying(ThroughputJob job) {
    return check(job, true);
  }

  private static List<String> check(ThroughputJob job, boolean local) {
    List<String> refusals = new ArrayList<>();
    if (!FixtureCatalog.bundled().ids().contains(job.fixture())) {
      file("message file", job.fixture(), local).ifPresent(refusals::add);
    }
    if (job.schema() != null && !SchemaSource.INFERRED.equals(job.schema())) {
      String file = local ? SchemaSource.path(job.schema()) : refPart(job.schema());
      file("schema file", file, local).ifPresent(refusals::add);
    }
    for (String flag : job.jvmArgs()) {
      JvmFlagPolicy.refusal(flag).ifPresent(refusals::add);
    }
    return refusals;
  }

  private static List<String> check(BenchmarkPlan plan, boolean local) {
    List<String> refusals = new ArrayList<>();
    Set<String> bundled = Set.copyOf(FixtureCatalog.bundled().ids());
    for (String fixture : plan.fixtures()) {
      if (!bundled.contains(fixture)) {
        file("message file", fixture, local).ifPresent(refusals::add);
      }
    }
    plan.schemas()
        .values()
        .forEach(
            source -> {
              if (!SchemaSource.INFERRED.equals(source)) {
                String file = local ? SchemaSource.path(source) : refPart(source);
                file("schema file", file, local).ifPresent(refusals::add);
              }
            });
    if (plan.jvm() != null) {
      refusals.add("the plan names a JVM to fork (--jvm); an agent forks its own");
    }
    for (String flag : plan.jvmFlags()) {
      JvmFlagPolicy.refusal(flag).ifPresent(refusals::add);
    }
    return refusals;
  }

  private static String refPart(String source) {
    int hash = source.indexOf('#');
    return hash < 0 ? source : source.substring(0, hash);
  }

  private static Optional<String> file(String what, String source, boolean local) {
    if (!local) {
      return FleetFiles.isRef(source)
          ? Optional.empty()
          : Optional.of(
              what
                  + " "
                  + source
                  + " is neither a bundled fixture nor a file carried in the team store"
                  + " (sha256:<hash>/<name>): an agent reads no path on its own machine");
    }
    if (FleetFiles.looksLikeRef(source)) {
      return Optional.of(what + " " + source + ": name a file, not a reference");
    }
    try {
      Path path = Path.of(source);
      if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
        return Optional.of(what + " " + source + " is not a readable file");
      }
      if (Files.size(path) > FleetFiles.MAX_BYTES) {
        return Optional.of(
            what
                + " "
                + source
                + " is larger than the "
                + (FleetFiles.MAX_BYTES >> 20)
                + " MiB a fleet job carries");
      }
      return Optional.empty();
    } catch (IOException | InvalidPathException e) {
      return Optional.of(what + " " + source + " cannot be read: " + e.getMessage());
    }
  }
}
