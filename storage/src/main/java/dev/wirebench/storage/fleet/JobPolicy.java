package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.fixtures.FixtureCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a fleet job may ask of an agent: codecs, bundled fixtures and settings, and JVM flags from
 * {@link JvmFlagPolicy}'s allow-list. Never a file (a fixture or schema path names a file on the
 * queuer's machine, or worse, one on the agent's), never a JVM of its own. Checked twice: by {@code
 * queue} before a job is written (so the queuer hears it at once), and by the agent before it runs
 * one (a job written by hand, or by another version, is not trusted).
 */
public final class JobPolicy {
  private JobPolicy() {}

  /** Every reason {@code plan} may not run on an agent; empty if it may. */
  public static List<String> refusals(BenchmarkPlan plan) {
    List<String> refusals = new ArrayList<>();
    Set<String> bundled = Set.copyOf(FixtureCatalog.bundled().ids());
    for (String fixture : plan.fixtures()) {
      if (!bundled.contains(fixture)) {
        refusals.add(
            "fixture "
                + fixture
                + " is not a bundled fixture: agents run bundled fixtures only (a file path"
                + " would name a file on the agent's machine, and fixture files are not carried"
                + " in jobs yet)");
      }
    }
    if (!plan.schemas().isEmpty()) {
      refusals.add("the plan reads fixtures with a schema file; agents take no files");
    }
    if (plan.jvm() != null) {
      refusals.add("the plan names a JVM to fork (--jvm); an agent forks its own");
    }
    for (String flag : plan.jvmFlags()) {
      JvmFlagPolicy.refusal(flag).ifPresent(refusals::add);
    }
    return refusals;
  }
}
