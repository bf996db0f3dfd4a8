package dev.wirebench.app.cli;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunSort;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench runs}: the stored runs, newest first, filtered and paged; and editing them. */
@Command(
    name = "runs",
    mixinStandardHelpOptions = true,
    description = {
      "Lists the stored runs, newest first (or sorted by --sort), filtered by any of the"
          + " options below; the last line counts the matches.",
      "Subcommands rename a run, tag it, or set its notes; `show`, `compare`, `export` and"
          + " `delete` work on one run."
    },
    subcommands = {RunsCommand.Rename.class, RunsCommand.Tag.class, RunsCommand.Notes.class})
public final class RunsCommand implements Callable<Integer> {
  private static final DateTimeFormatter MINUTE =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(ZoneOffset.UTC);

  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Option(names = "--label", paramLabel = "TEXT", description = "Only labels containing TEXT.")
  private String label;

  @Option(
      names = "--kind",
      paramLabel = "KIND",
      description = "Only runs of this kind: bench, latency, throughput, imported.")
  private String kind;

  @Option(
      names = "--status",
      paramLabel = "STATUS",
      description = "Only runs in this status: running, complete, partial, interrupted, failed.")
  private String status;

  @Option(names = "--codec", paramLabel = "ID", description = "Only runs with results for ID.")
  private String codec;

  @Option(names = "--tag", paramLabel = "TAG", description = "Only runs tagged TAG.")
  private String tag;

  @Option(names = "--host", paramLabel = "HOST", description = "Only runs made on HOST.")
  private String host;

  @Option(
      names = "--since",
      paramLabel = "DATE",
      description = "Only runs started on or after DATE (2025-11-21, or an ISO instant).")
  private String since;

  @Option(
      names = "--until",
      paramLabel = "DATE",
      description = "Only runs started before DATE (2025-11-21 means before that day).")
  private String until;

  @Option(
      names = {"--text", "-q"},
      paramLabel = "TEXT",
      description =
          "Only runs whose label, notes, host, tags, codecs, fixtures, source file or JVM contain"
              + " TEXT (any case); #12 also finds run 12.")
  private String text;

  @Option(
      names = "--fixture",
      paramLabel = "ID",
      description = "Only runs with results or throughput points for fixture ID.")
  private String fixture;

  @Option(
      names = "--jvm",
      paramLabel = "TEXT",
      description = "Only runs on a JVM whose version or vendor contains TEXT (e.g. 21, temurin).")
  private String jvm;

  @Option(
      names = "--sort",
      paramLabel = "COLUMN",
      description =
          "Order by COLUMN: started (default), id, kind, label, status, host, jvm, results,"
              + " duration; newest/largest first unless --ascending.")
  private String sort;

  @Option(names = "--ascending", description = "Smallest (oldest, A first) first.")
  private boolean ascending;

  @Option(
      names = "--limit",
      paramLabel = "N",
      description = "Runs per page, 1..1000; default: ${DEFAULT-VALUE}.")
  private int limit = 20;

  @Option(names = "--page", paramLabel = "N", description = "Page to show, from 1.")
  private int page = 1;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (page < 1) {
      throw new UserError("--page counts from 1, got " + page);
    }
    if (limit < 1 || limit > 1000) {
      throw new UserError("--limit must be 1..1000, got " + limit);
    }
    RunQuery query =
        RunQuery.all()
            .withLabel(label)
            .withKind(kind == null ? null : parse(RunKind.class, "--kind", kind))
            .withStatus(status == null ? null : parse(RunStatus.class, "--status", status))
            .withCodec(codec)
            .withTag(tag)
            .withHost(host)
            .withStarted(instant("--since", since), instant("--until", until))
            .withText(text)
            .withFixture(fixture)
            .withJvm(jvm)
            .sortedBy(
                sort == null ? RunSort.STARTED : parse(RunSort.class, "--sort", sort), !ascending)
            .withPage(page - 1, limit);
    if (!store.exists(null)) {
      out.println("No runs yet: " + store.describe(null) + " does not exist.");
      return 0;
    }
    try (RunStore runs = store.openExisting(null)) {
      print(out, runs.listRuns(query));
    }
    out.flush();
    return 0;
  }

  private static void print(PrintWriter out, RunPage page) {
    if (page.runs().isEmpty()) {
      out.println(page.total() == 0 ? "No runs match." : "No runs on this page.");
    } else {
      TextTable table =
          new TextTable(
              "ID",
              "Started (UTC)",
              "Kind",
              "Status",
              "Host",
              "JVM",
              "Results",
              "Codecs",
              "Label",
              "Tags");
      for (RunSummary run : page.runs()) {
        table.row(
            run.id(),
            MINUTE.format(run.startedAt()),
            lower(run.kind()),
            lower(run.status()),
            run.host(),
            run.environment().values().getOrDefault("jvm.version", ""),
            run.resultCount() + run.pointCount(),
            abbreviate(String.join(",", run.codecs()), 32),
            run.label(),
            String.join(",", run.tags()));
      }
      out.print(table.render());
    }
    out.printf(
        Locale.ROOT,
        "page %d of %d (%d run%s)%s%n",
        page.page() + 1,
        page.pageCount(),
        page.total(),
        page.total() == 1 ? "" : "s",
        page.hasNext() ? "; --page " + (page.page() + 2) + " for more" : "");
  }

  /** {@code 2025-11-21} (midnight UTC) or an ISO instant; null stays null. */
  static Instant instant(String option, String text) {
    if (text == null) {
      return null;
    }
    try {
      return text.contains("T")
          ? Instant.parse(text)
          : LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
    } catch (DateTimeParseException e) {
      throw new UserError(
          option + " " + text + " is not a date; write 2025-11-21 or 2025-11-21T18:00:00Z");
    }
  }

  static <E extends Enum<E>> E parse(Class<E> type, String option, String text) {
    try {
      return Enum.valueOf(type, text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UserError(
          option
              + " "
              + text
              + " is not one of "
              + Arrays.stream(type.getEnumConstants()).map(RunsCommand::lower).toList());
    }
  }

  static String lower(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }

  private static String abbreviate(String text, int max) {
    return text.length() <= max ? text : text.substring(0, max - 3) + "...";
  }

  /** {@code wirebench runs rename RUN LABEL}. */
  @Command(
      name = "rename",
      aliases = "label",
      mixinStandardHelpOptions = true,
      description = {"Sets a run's label.", RunRefs.HELP})
  public static final class Rename implements Callable<Integer> {
    @Spec private picocli.CommandLine.Model.CommandSpec spec;
    @Mixin StoreOptions store;
    @picocli.CommandLine.ParentCommand private RunsCommand parent;

    @picocli.CommandLine.Parameters(index = "0", paramLabel = "RUN")
    private String run;

    @picocli.CommandLine.Parameters(index = "1", paramLabel = "LABEL")
    private String label;

    @Override
    public Integer call() {
      try (RunStore runs = store.openExisting(parent.store)) {
        RunSummary target = RunRefs.resolve(runs, run);
        runs.rename(target.id(), label);
        spec.commandLine()
            .getOut()
            .println("run #" + target.id() + " is now labelled '" + label.strip() + "'");
      }
      return 0;
    }
  }

  /** {@code wirebench runs tag RUN TAG... [--remove]}. */
  @Command(
      name = "tag",
      mixinStandardHelpOptions = true,
      description = {"Adds tags to a run (or removes them with --remove).", RunRefs.HELP})
  public static final class Tag implements Callable<Integer> {
    @Spec private picocli.CommandLine.Model.CommandSpec spec;
    @Mixin StoreOptions store;
    @picocli.CommandLine.ParentCommand private RunsCommand parent;

    @picocli.CommandLine.Parameters(index = "0", paramLabel = "RUN")
    private String run;

    @picocli.CommandLine.Parameters(index = "1..*", arity = "1..*", paramLabel = "TAG")
    private List<String> tags;

    @Option(names = "--remove", description = "Remove the tags instead.")
    private boolean remove;

    @Override
    public Integer call() {
      try (RunStore runs = store.openExisting(parent.store)) {
        RunSummary target = RunRefs.resolve(runs, run);
        if (remove) {
          runs.removeTags(target.id(), tags);
        } else {
          runs.addTags(target.id(), tags);
        }
        List<String> now = runs.run(target.id()).tags();
        spec.commandLine()
            .getOut()
            .println(
                "run #"
                    + target.id()
                    + " tags: "
                    + (now.isEmpty() ? "(none)" : String.join(", ", now)));
      }
      return 0;
    }
  }

  /** {@code wirebench runs notes RUN [TEXT...] [--clear]}. */
  @Command(
      name = "notes",
      mixinStandardHelpOptions = true,
      description = {
        "Shows a run's notes, or sets them to TEXT (words joined by spaces), or clears them.",
        RunRefs.HELP
      })
  public static final class Notes implements Callable<Integer> {
    @Spec private picocli.CommandLine.Model.CommandSpec spec;
    @Mixin StoreOptions store;
    @picocli.CommandLine.ParentCommand private RunsCommand parent;

    @picocli.CommandLine.Parameters(index = "0", paramLabel = "RUN")
    private String run;

    @picocli.CommandLine.Parameters(index = "1..*", arity = "0..*", paramLabel = "TEXT")
    private List<String> text = List.of();

    @Option(names = "--clear", description = "Remove the notes.")
    private boolean clear;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      if (clear && !text.isEmpty()) {
        throw new UserError("give TEXT or --clear, not both");
      }
      try (RunStore runs = store.openExisting(parent.store)) {
        RunSummary target = RunRefs.resolve(runs, run);
        if (clear || !text.isEmpty()) {
          runs.setNotes(target.id(), clear ? "" : String.join(" ", text));
          out.println("run #" + target.id() + (clear ? " notes cleared" : " notes set"));
        } else {
          out.println(target.notes().isEmpty() ? "(no notes)" : target.notes());
        }
      }
      return 0;
    }
  }
}
