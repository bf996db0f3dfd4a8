package dev.wirebench.app.cli;

import dev.wirebench.engine.dataset.Templates;
import dev.wirebench.engine.dataset.VariantGenerator;
import dev.wirebench.engine.dataset.VariantSettings;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.fixtures.FixtureCatalog;
import dev.wirebench.fixtures.FixtureEntry;
import dev.wirebench.storage.SafeOutputFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench dataset generate --from FIXTURE --count N --out FILE}: N seeded variants of a
 * fixture's messages ({@link VariantGenerator}) as a JSON array, written through a temporary file
 * beside the target and renamed into place, so an interrupted generation never leaves half a file
 * and never replaces one without {@code --force}.
 */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description =
        "Writes N seeded, randomized variants of a fixture's messages as a JSON array: prices as one"
            + " random walk on each price's own tick, sizes by a log-normal factor, the number of"
            + " book levels/entries up or down; identifiers, times, counts and enums kept. The same"
            + " seed gives the same file. Use it as --fixtures FILE (bench) or --fixture FILE"
            + " (throughput).")
public final class DatasetGenerateCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--from",
      required = true,
      paramLabel = "FIXTURE",
      description = "A bundled fixture id or a JSON/NDJSON message file to vary.")
  private String from;

  @Option(
      names = "--count",
      required = true,
      paramLabel = "N",
      converter = CountConverter.class,
      description = "Variants to write (100k, 2.5M…).")
  private long count;

  @Option(names = "--out", required = true, paramLabel = "FILE.json", description = "Where.")
  private Path out;

  @Option(names = "--force", description = "Replace the --out file if it exists.")
  private boolean force;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Random seed; default: ${DEFAULT-VALUE}.")
  private long seed = 42;

  @Option(
      names = "--price-step",
      paramLabel = "TICKS",
      description = "Price walk step's standard deviation, in ticks; default: ${DEFAULT-VALUE}.")
  private double priceStep = 2;

  @Option(
      names = "--size-sigma",
      paramLabel = "SIGMA",
      description = "Log-normal sigma of sizes (mean kept); default: ${DEFAULT-VALUE}.")
  private double sizeSigma = 0.5;

  @Option(
      names = "--depth-spread",
      paramLabel = "SHARE",
      description =
          "Entries of a list of records vary by up to this share; default: ${DEFAULT-VALUE}.")
  private double depthSpread = 0.5;

  @Override
  public Integer call() throws IOException {
    VariantSettings settings;
    try {
      settings = new VariantSettings(count, seed, priceStep, sizeSigma, depthSpread);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
    VariantGenerator generator;
    try {
      generator = new VariantGenerator(Templates.read(source(), from), settings);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
    try {
      new SafeOutputFile(out, force, null).check();
    } catch (RuntimeException e) {
      throw new UserError(e.getMessage());
    }
    PrintWriter err = spec.commandLine().getErr();
    writeThroughTemporaryFile(generator, err);
    spec.commandLine()
        .getOut()
        .printf(
            "wrote %,d variants of %s to %s (seed %d, price step %s ticks, size sigma %s, depth"
                + " spread %s)%n",
            count, from, out, seed, priceStep, sizeSigma, depthSpread);
    return 0;
  }

  private byte[] source() throws IOException {
    Optional<FixtureEntry> bundled = FixtureCatalog.bundled().find(from);
    if (bundled.isPresent()) {
      return bundled.get().readBytes();
    }
    Path file = Path.of(from);
    if (!Files.isRegularFile(file)) {
      throw new UserError(
          from
              + " is neither a bundled fixture nor a file; bundled: "
              + String.join(", ", FixtureCatalog.bundled().ids()));
    }
    return Files.readAllBytes(file);
  }

  /**
   * A regular file (or none yet) is written beside the target and renamed into place; a pipe or a
   * stream (/dev/null, /dev/stdout) is written straight through, with no file made beside it.
   */
  private void writeThroughTemporaryFile(VariantGenerator generator, PrintWriter err) {
    Path target = out.toAbsolutePath();
    CancelToken cancel = new CancelToken();
    Thread onCtrlC = new Thread(cancel::cancel, "wirebench-dataset-cancel");
    Runtime.getRuntime().addShutdownHook(onCtrlC);
    try {
      if (Files.exists(target) && !Files.isRegularFile(target)) {
        write(generator, target, err, cancel);
      } else {
        replace(generator, target, err, cancel);
      }
    } catch (IOException e) {
      throw new UserError("cannot write " + out + ": " + describe(e));
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(onCtrlC);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running: the cancel it sets is what stopped the write
      }
    }
  }

  private void replace(VariantGenerator generator, Path target, PrintWriter err, CancelToken cancel)
      throws IOException {
    Path part = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".part");
    try {
      write(generator, part, err, cancel);
      if (force) {
        Files.move(
            part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } else { // no ATOMIC_MOVE: on Linux it would replace a file that appeared meanwhile
        Files.move(part, target);
      }
    } finally {
      Files.deleteIfExists(part);
    }
  }

  private void write(VariantGenerator generator, Path file, PrintWriter err, CancelToken cancel)
      throws IOException {
    try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      generator.write(writer, n -> progress(err, n), cancel);
    }
  }

  private static String describe(IOException e) {
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied (" + e.getMessage() + ")";
    }
    if (e instanceof java.nio.file.FileAlreadyExistsException) {
      return "a file appeared there meanwhile; pass --force to replace it";
    }
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }

  private void progress(PrintWriter err, long written) {
    if (written % 1_000_000 == 0 || written == count) {
      err.printf("%,d of %,d variants%n", written, count);
      err.flush();
    }
  }
}
