package dev.wirebench.app.cli;

import dev.wirebench.app.compat.CompatFiles;
import dev.wirebench.engine.bench.CostPlan;
import dev.wirebench.engine.bench.CostResult;
import dev.wirebench.engine.bench.DurationText;
import dev.wirebench.engine.bench.IterationSpec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.compat.CompatInput;
import dev.wirebench.engine.compat.CompatInputException;
import dev.wirebench.engine.compat.CompatLab;
import dev.wirebench.engine.compat.CompatReport;
import dev.wirebench.engine.compat.Outcome;
import dev.wirebench.engine.workload.CompatSource;
import dev.wirebench.engine.workload.CostVariant;
import dev.wirebench.fixtures.FixtureCatalog;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench compat OLD NEW}: what a schema change does on the wire, per codec and field —
 * old writer → new reader and back — beside each format's own checker.
 */
@Command(
    name = "compat",
    mixinStandardHelpOptions = true,
    description = {
      "Compatibility lab: writes messages with the OLD schema's codec and reads them with the NEW"
          + " one's (and back), for every codec that carries both, and says per field what"
          + " arrived: survived, defaulted, dropped, error (the codec's message and offset) or"
          + " misread (a different value — the dangerous one).",
      "OLD and NEW are two versions of one message in one schema language (.proto, .avsc, SBE"
          + " .xml, .fbs, Wirebench .json), or give OLD and --edit to make NEW. Avro, protobuf and"
          + " SBE rows show the format's own checker beside what the bytes did.",
      "Exit codes: 0 done; 3 when an outcome named by --fail-on occurred; 2 bad input."
    })
public final class CompatCommand implements Callable<Integer> {
  /** Exit code when an outcome of {@code --fail-on} occurred (as compare's and check's gates). */
  static final int FAILED_ON = 3;

  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "OLD", description = "The old version's schema file.")
  private Path oldFile;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "NEW",
      description = "The new version's schema file (or --edit).")
  private Path newFile;

  @Option(
      names = "--edit",
      paramLabel = "EDIT",
      split = ";",
      description =
          "Make NEW from OLD: add:PATH:TYPE, remove:PATH, rename:PATH=NAME, retype:PATH:TYPE,"
              + " move:PATH:INDEX, enum-add:PATH:SYMBOL (repeatable).")
  private List<String> edits = new ArrayList<>();

  @Option(
      names = "--message",
      paramLabel = "NAME",
      description = "Which message of schema files that define several (both versions).")
  private String message;

  @Option(
      names = "--messages",
      paramLabel = "FILE",
      description = "Messages of the old version (JSON); without it, generated from OLD.")
  private Path messages;

  @Option(
      names = "--rename",
      paramLabel = "OLD=NEW",
      split = ",",
      description =
          "Pair a renamed field (dotted path in OLD = its name in NEW); OLD= says it was removed.")
  private List<String> renames = new ArrayList<>();

  @Option(
      names = "--codecs",
      paramLabel = "IDS",
      split = ",",
      description = "Rows to run (default: every codec, and avro-resolving).")
  private List<String> codecs = new ArrayList<>();

  @Option(
      names = "--fail-on",
      paramLabel = "OUTCOMES",
      split = ",",
      description = "Exit 3 if a field ends so: misread, error, dropped, defaulted.")
  private List<String> failOn = new ArrayList<>();

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "text, markdown or json; default: ${DEFAULT-VALUE}.")
  private String format = "text";

  @Option(
      names = "--detail",
      paramLabel = "CODEC",
      description = "Also print CODEC's per-field table and the hex of both versions' payloads.")
  private String detail;

  @Option(
      names = "--time-limit",
      paramLabel = "TIME",
      description =
          "How long one message may take to be written and read before its codec is said to hang"
              + " on it (an error; the rest of that cell is not tried); default: ${DEFAULT-VALUE}.")
  private String timeLimit = "10s";

  @Option(
      names = "--cost",
      description =
          "Also measure the cost of compatibility with JMH in forked JVMs: sizes, encode and decode"
              + " of each codec's compatible mode beside its strict one (Fory, Kryo on"
              + " --cost-fixture; Avro resolving, SBE with NEW's block on OLD and NEW).")
  private boolean cost;

  @Option(
      names = "--cost-fixture",
      paramLabel = "ID",
      description = "Bundled fixture Fory and Kryo run on; default: ${DEFAULT-VALUE}.")
  private String costFixture = "book-snapshots-5";

  @Option(
      names = "--forks",
      paramLabel = "N",
      description = "--cost: measured forks per benchmark; default: ${DEFAULT-VALUE}.")
  private int forks = 2;

  @Option(
      names = "--warmup",
      paramLabel = "NxTIME",
      description = "--cost: warm-up per fork; default: ${DEFAULT-VALUE}.")
  private String warmup = "3x1s";

  @Option(
      names = "--measure",
      paramLabel = "NxTIME",
      description = "--cost: measured iterations per fork; default: ${DEFAULT-VALUE}.")
  private String measure = "5x1s";

  @Override
  public Integer call() {
    Set<Outcome> gate = gate();
    if (!List.of("text", "markdown", "json").contains(format)) {
      throw new UserError("--format " + format + ": use text, markdown or json");
    }
    CompatLab lab = new CompatLab(DynamicCodecs.discover(), limit());
    List<String> rows = rows(lab);
    CostPlan plan = cost ? costPlan(rows) : null;
    CompatReport report;
    CompatInput input;
    try {
      input = input();
      report = lab.run(input, rows, oldFile.getFileName().toString(), newName());
    } catch (CompatInputException bad) {
      throw new UserError(bad.getMessage());
    }
    List<CostResult> costs = plan == null ? null : CompatCost.run(plan, input, spec);
    var out = spec.commandLine().getOut();
    out.print(CompatPrinter.print(report, format, detail, plan, costs));
    out.flush();
    return !gate.isEmpty() && report.any(gate) ? FAILED_ON : 0;
  }

  private Duration limit() {
    try {
      Duration limit = DurationText.parse(timeLimit);
      if (limit.isNegative() || limit.isZero()) {
        throw new IllegalArgumentException("it must be positive");
      }
      return limit;
    } catch (IllegalArgumentException bad) {
      throw new UserError("--time-limit " + timeLimit + ": " + bad.getMessage());
    }
  }

  private String newName() {
    return newFile != null ? newFile.getFileName().toString() : "--edit " + String.join(";", edits);
  }

  /** The variants of the codecs among {@code rows} ({@code avro-resolving} counts as avro). */
  private CostPlan costPlan(List<String> rows) {
    List<CostVariant> variants = new ArrayList<>();
    for (CostVariant variant : CostVariant.values()) {
      if (rows.stream()
          .anyMatch(
              row -> row.equals(variant.family()) || row.equals(variant.family() + "-resolving"))) {
        variants.add(variant);
      }
    }
    if (variants.isEmpty()) {
      throw new UserError(
          "--cost: none of the rows has a compatible mode to measure (fory, kryo, avro, sbe)");
    }
    if (!FixtureCatalog.bundled().ids().contains(costFixture)) {
      throw new UserError(
          "--cost-fixture "
              + costFixture
              + ": no such bundled fixture ("
              + String.join(", ", FixtureCatalog.bundled().ids())
              + ")");
    }
    try {
      IterationSpec warm = IterationSpec.parse(warmup);
      IterationSpec measured = IterationSpec.parse(measure);
      return new CostPlan(
          variants,
          costFixture,
          CompatSource.of(oldFile, newFile, edits, message, messages, CompatFiles.renames(renames)),
          forks,
          warm.count(),
          warm.time(),
          measured.count(),
          measured.time());
    } catch (IllegalArgumentException bad) {
      throw new UserError(bad.getMessage());
    }
  }

  private CompatInput input() {
    try {
      return CompatFiles.read(
          oldFile, newFile, edits, message, messages, CompatFiles.renames(renames));
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage().replace("rename ", "--rename "));
    }
  }

  private List<String> rows(CompatLab lab) {
    List<String> all = lab.rowIds();
    if (detail != null && !all.contains(detail)) {
      throw new UserError("--detail " + detail + ": no such row (" + String.join(", ", all) + ")");
    }
    if (codecs.isEmpty()) {
      return all;
    }
    for (String id : codecs) {
      if (!all.contains(id)) {
        throw new UserError("--codecs " + id + ": no such row (" + String.join(", ", all) + ")");
      }
    }
    List<String> chosen = new ArrayList<>(codecs);
    if (detail != null && !chosen.contains(detail)) {
      chosen.add(detail);
    }
    return chosen;
  }

  private Set<Outcome> gate() {
    Set<Outcome> out = EnumSet.noneOf(Outcome.class);
    for (String label : failOn) {
      Outcome outcome = Outcome.ofLabel(label.trim());
      if (outcome == null || outcome == Outcome.SURVIVED) {
        throw new UserError(
            "--fail-on " + label + ": use misread, error, dropped or defaulted (comma-separated)");
      }
      out.add(outcome);
    }
    return out;
  }
}
