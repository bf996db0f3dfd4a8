package dev.wirebench.app.cli;

import dev.wirebench.engine.profile.CollapsedStacks;
import dev.wirebench.engine.profile.FlameGraphHtml;
import dev.wirebench.engine.profile.JfrRecording;
import dev.wirebench.engine.profile.ProfileDiff;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.SafeOutputFile;
import dev.wirebench.storage.StoredProfile;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench profile RUN [BENCHMARK]}: the stored profiles of a run (issue 35). */
@Command(
    name = "profile",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Shows why a benchmark is slow: the hot frames (self and total %%) and allocation sites"
          + " (by bytes) its profiled forks recorded (bench --profile cpu,alloc); writes a"
          + " flame graph page or collapsed stacks; with --diff, the frames whose share changed"
          + " most between two runs.",
      RunRefs.HELP,
      "BENCHMARK picks results by words of their name, e.g. 'json decode' or 'sbe minimal'."
    })
public final class ProfileCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Parameters(index = "0", paramLabel = "RUN")
  private String run;

  @Parameters(index = "1..*", paramLabel = "BENCHMARK", arity = "0..*")
  private List<String> benchmark = List.of();

  @Option(names = "--event", paramLabel = "cpu|alloc", description = "Only this event.")
  private String event;

  @Option(names = "--top", paramLabel = "N", description = "Rows per table; default: 20.")
  private int top = 20;

  @Option(
      names = "--diff",
      paramLabel = "RUN",
      description = "Compare with this run: change in each frame's share, B − A (A is RUN).")
  private String diff;

  @Option(
      names = "--flame",
      paramLabel = "FILE.html",
      description =
          "Write a flame graph page (differential with --diff): one benchmark, one event.")
  private Path flame;

  @Option(
      names = "--collapsed",
      paramLabel = "FILE.txt",
      description = "Write the collapsed stacks: one benchmark, one event.")
  private Path collapsed;

  @Option(
      names = "--jfr",
      paramLabel = "FILE.jfr",
      description =
          "Write the JFR recording the stacks were read from (where JFR sampled): one benchmark,"
              + " one event; opens in JDK Mission Control or `jfr print`.")
  private Path jfr;

  @Option(names = "--force", description = "Replace the output files if they exist.")
  private boolean force;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (top < 1) {
      throw new UserError("--top must be at least 1");
    }
    ProfileEvent only = event == null ? null : parseEvent(event);
    Output.check(flame, force, store.path(null));
    Output.check(collapsed, force, store.path(null));
    Output.check(jfr, force, store.path(null));
    try (RunStore runs = store.openExisting(null)) {
      RunSummary a = RunRefs.resolve(runs, run);
      List<StoredProfile> chosen = ProfileChoice.pick(runs, a, benchmark, only);
      if (diff != null) {
        RunSummary b = RunRefs.resolve(runs, diff);
        return new ProfileDiffPrinter(out, top).print(a, b, chosen, runs.profiles().byRun(b.id()))
            ? writeFiles(out, chosen, runs.profiles().byRun(b.id()))
            : 1;
      }
      for (StoredProfile profile : chosen) {
        print(out, profile);
      }
      writeRecording(out, runs, chosen);
      return writeFiles(out, chosen, null);
    }
  }

  private static ProfileEvent parseEvent(String text) {
    try {
      return ProfileEvent.parse(text);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
  }

  private void print(PrintWriter out, StoredProfile stored) {
    StackProfile profile = stored.profile();
    out.println();
    if (!profile.present()) {
      out.println(
          stored.result() + " — " + profile.event().id() + ": no profile, " + profile.note());
      return;
    }
    out.println(
        stored.result()
            + " — "
            + profile.describe()
            + ", "
            + profile.profiler()
            + (stored.hasRecording()
                ? " (recording kept: " + stored.recordingBytes() / 1024 + " KiB, --jfr)"
                : ""));
    if (profile.event() == ProfileEvent.ALLOC) {
      out.println("Allocation sites by bytes");
      out.print(ProfileTables.allocationSites(profile, top).render());
    } else {
      out.println("Hot frames");
      out.print(ProfileTables.hotFrames(profile, top).render());
    }
    out.flush();
  }

  /** Writes --flame and --collapsed of the one chosen profile (B's, coloured, with --diff). */
  private int writeFiles(PrintWriter out, List<StoredProfile> chosen, List<StoredProfile> other) {
    if (flame == null && collapsed == null) {
      return 0;
    }
    StoredProfile one = ProfileChoice.single(chosen, flame != null ? "--flame" : "--collapsed");
    StackProfile profile = one.profile();
    String title = one.result() + " — " + profile.event().id();
    Path database = store.path(null);
    if (flame != null) {
      String page = FlameGraphHtml.of(title, profile);
      String what = title;
      if (other != null) {
        StoredProfile b = ProfileChoice.counterpart(one, other);
        what = title + ", B coloured by change from A: red grew, blue shrank";
        page =
            FlameGraphHtml.differential(
                title + " (B − A)", b.profile(), ProfileDiff.of(profile, b.profile()));
      }
      out.println(Output.write(page, flame, force, database, out) + " (" + what + ")");
    }
    if (collapsed != null) {
      String text = CollapsedStacks.format(profile.stacks());
      out.println(Output.write(text, collapsed, force, database, out) + " (" + title + ")");
    }
    out.flush();
    return 0;
  }

  /** Writes --jfr: the chosen profile's JFR recording, or says why there is none. */
  private void writeRecording(PrintWriter out, RunStore runs, List<StoredProfile> chosen) {
    if (jfr == null) {
      return;
    }
    StoredProfile one = ProfileChoice.single(chosen, "--jfr");
    String title = one.result() + " — " + one.profile().event().id();
    JfrRecording recording =
        runs.profiles()
            .recording(one.resultId(), one.profile().event())
            .orElseThrow(
                () ->
                    new UserError(
                        "no JFR recording of "
                            + title
                            + ": "
                            + (one.profile().profiler().equals("jfr")
                                ? "it was not kept"
                                : "it was sampled by "
                                    + one.profile().profiler()
                                    + ", whose stacks are the source (use --collapsed or"
                                    + " --flame)")));
    try {
      new SafeOutputFile(jfr, force, store.path(null)).write(recording.bytes());
    } catch (UncheckedIOException e) {
      throw new UserError(e.getMessage());
    }
    out.println("wrote " + jfr + " (" + title + ", " + recording.size() + " bytes)");
    out.flush();
  }
}
