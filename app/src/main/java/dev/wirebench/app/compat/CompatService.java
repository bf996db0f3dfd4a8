package dev.wirebench.app.compat;

import dev.wirebench.engine.bench.CompatCostRunner;
import dev.wirebench.engine.bench.CostPlan;
import dev.wirebench.engine.bench.CostResult;
import dev.wirebench.engine.bench.DurationText;
import dev.wirebench.engine.bench.IterationSpec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.compat.CompatLab;
import dev.wirebench.engine.compat.CompatReport;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.workload.CompatSource;
import dev.wirebench.engine.workload.CostVariant;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs the compatibility lab for the Compat screen, every row: what {@code wirebench compat OLD NEW
 * [--messages F] [--rename …]} (or {@code OLD --edit …}) prints. Blocking (schema compilation,
 * every codec both ways); never on the FX thread.
 */
public final class CompatService {
  /** The cost's settings on screen: short, one codec at a time ({@code compat --cost} for more). */
  static final int COST_FORKS = 1;

  static final IterationSpec COST_WARMUP = IterationSpec.of(2, Duration.ofMillis(500));
  static final IterationSpec COST_MEASURE = IterationSpec.of(3, Duration.ofMillis(500));

  /** The bundled fixture Fory's and Kryo's costs run on. */
  static final String COST_FIXTURE = "book-snapshots-5";

  private final CompatLab lab = new CompatLab(DynamicCodecs.discover());

  /**
   * @throws IllegalArgumentException (or the lab's input exception) saying what is wrong with the
   *     files or renames
   */
  public CompatReport run(Path oldFile, Path newFile, Path messages, List<String> renames) {
    return run(oldFile, newFile, List.of(), messages, renames);
  }

  /**
   * As above, the new version made from the old by {@code edits} ({@code add:PATH:TYPE}, … as
   * {@code --edit} takes them) when {@code newFile} is null.
   */
  public CompatReport run(
      Path oldFile, Path newFile, List<String> edits, Path messages, List<String> renames) {
    var input =
        CompatFiles.read(oldFile, newFile, edits, null, messages, CompatFiles.renames(renames));
    String newName =
        newFile != null ? newFile.getFileName().toString() : "edits " + String.join("; ", edits);
    return lab.run(input, lab.rowIds(), oldFile.getFileName().toString(), newName);
  }

  /** The codec whose cost the screen can measure for matrix row {@code row}, or null. */
  static String costFamily(String row) {
    String family = row.equals("avro-resolving") ? "avro" : row;
    for (CostVariant variant : CostVariant.values()) {
      if (variant.family().equals(family)) {
        return family;
      }
    }
    return null;
  }

  /** {@code 1 fork × 3 × 500ms measured after 2 × 500ms warm-up}. */
  static String costSettings() {
    return COST_FORKS
        + " fork × "
        + COST_MEASURE.count()
        + " × "
        + DurationText.format(COST_MEASURE.time())
        + " measured after "
        + COST_WARMUP.count()
        + " × "
        + DurationText.format(COST_WARMUP.time())
        + " warm-up";
  }

  /**
   * The cost of compatibility of codec {@code family} ({@link #costFamily}) on the two versions:
   * its strict and compatible modes through JMH in forked JVMs, behind the machine-wide measurement
   * lock. Blocking for tens of seconds; never on the FX thread.
   */
  public List<CostResult> cost(
      Path oldFile,
      Path newFile,
      List<String> edits,
      Path messages,
      List<String> renames,
      String family,
      Consumer<String> progress,
      CancelToken cancel) {
    CompatSource source =
        CompatSource.of(oldFile, newFile, edits, null, messages, CompatFiles.renames(renames));
    List<CostVariant> variants =
        Arrays.stream(CostVariant.values()).filter(v -> v.family().equals(family)).toList();
    CostPlan plan =
        new CostPlan(
            variants,
            COST_FIXTURE,
            source,
            COST_FORKS,
            COST_WARMUP.count(),
            COST_WARMUP.time(),
            COST_MEASURE.count(),
            COST_MEASURE.time());
    return new CompatCostRunner(MeasurementLock.machineWide())
        .run(plan, source.read(), progress, cancel);
  }
}
