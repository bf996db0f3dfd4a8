package dev.wirebench.app.cli;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.Inspector;
import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.engine.model.Message;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench inspect}: one message in every codec — sizes, hex, field spans, round trip. */
@Command(
    name = "inspect",
    mixinStandardHelpOptions = true,
    description = {
      "Shows a fixture message encoded by every codec: size, hex dump and field spans, and a"
          + " summary of sizes with each codec's round-trip verdict.",
      "FIXTURE is a bundled fixture id (see --list) or a JSON/FIX file. JSON of a shape"
          + " Wirebench has no model for is read with a schema inferred from it, or the one"
          + " --schema gives (see 'wirebench schema infer')."
    })
public final class InspectCommand implements Callable<Integer> {
  /** Where the codecs come from: discovered when asked, or by a discovery started earlier. */
  private final Supplier<CodecRegistry> codecRegistry;

  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  /** Discovers the codecs when the command runs. */
  public InspectCommand() {
    this(CodecRegistry::discover);
  }

  /**
   * Takes the codecs from {@code codecRegistry} (e.g. {@link
   * CodecRegistry#discoverInBackground()}).
   */
  InspectCommand(Supplier<CodecRegistry> codecRegistry) {
    this.codecRegistry = codecRegistry;
  }

  @Parameters(index = "0", arity = "0..1", paramLabel = "FIXTURE")
  private String fixture;

  @Option(
      names = "--codec",
      split = ",",
      paramLabel = "ID",
      description = "Codecs to show (repeatable or comma-separated); default: all.")
  private List<String> codecs = List.of();

  @Option(
      names = "--message",
      paramLabel = "N|NAME",
      description =
          "A number: which message of the fixture (1-based; default 1). A name: which message of"
              + " a --schema file that defines several (SBE XML, .proto, .fbs). Give both by repeating"
              + " the option.")
  private List<String> messageChoices = List.of();

  @Option(names = "--json", description = "Print the same as JSON, for scripts.")
  private boolean json;

  @Option(names = "--summary", description = "Only the summary table (no hex dumps or spans).")
  private boolean summaryOnly;

  @Option(names = "--list", description = "List the bundled fixtures and the codecs, and exit.")
  private boolean list;

  @Option(
      names = "--strict",
      description =
          "Fail on fields no Wirebench model holds (default: warn, skip them, and compare the"
              + " modelled fields).")
  private boolean strict;

  @Option(
      names = "--schema",
      paramLabel = "SCHEMA",
      description =
          "Read FIXTURE against your own schema: .avsc (Avro), .proto (Protocol Buffers), .xml"
              + " (SBE), .fbs (FlatBuffers) or a Wirebench schema file (.json), by the file's"
              + " extension.")
  private Path schema;

  @Option(
      names = "--dynamic",
      description =
          "Read FIXTURE as a shape Wirebench has no model for (schema inferred) even if it knows"
              + " the shape.")
  private boolean dynamic;

  @Option(
      names = "--max-size",
      paramLabel = "SIZE",
      description = "Refuse fixture files larger than SIZE (e.g. 64M, 1G); default: 64M.")
  private String maxSize;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    FixtureLoader loader = FixtureLoader.bundled().strict(strict);
    CodecRegistry registry = codecRegistry.get();
    if (list) {
      InspectReport.printCatalog(out, loader, registry);
      return 0;
    }
    if (fixture == null) {
      throw new UserError("give a FIXTURE (a bundled id or a file); --list shows the bundled ids");
    }
    long limit =
        maxSize == null
            ? InputSizeLimit.FIXTURE_DEFAULT
            : InputSizeLimit.parse(maxSize, "--max-size");
    loader = loader.maxFileBytes(limit);
    PrintWriter err = spec.commandLine().getErr();
    MessageChoices choices = MessageChoices.of(messageChoices, schema);
    int message = choices.number();
    if (schema != null || dynamic || isUnknownShape(loader, limit)) {
      return new DynamicInspection(Path.of(fixture), schema, choices.name(), codecs, message)
          .run(out, err, json, !summaryOnly, limit);
    }
    LoadedFixture loaded = loader.resolve(fixture);
    loaded.warningLines(loaded.source()).forEach(err::println);
    err.flush();
    if (message < 1 || message > loaded.messages().size()) {
      throw new UserError(
          "--message "
              + message
              + " is out of range: "
              + loaded.id()
              + " holds "
              + loaded.messages().size()
              + " message(s)");
    }
    for (String id : codecs) {
      if (registry.find(id).isEmpty()) {
        throw new UserError(
            "unknown codec '" + id + "'; known codecs: " + String.join(", ", registry.ids()));
      }
    }
    Message selected = loaded.messages().get(message - 1);
    List<CodecPayload> views = new Inspector(registry).inspect(selected, codecs);
    InspectReport report = new InspectReport(loaded, message, selected, views);
    if (json) {
      out.println(report.toJson());
    } else {
      report.print(out, !summaryOnly);
    }
    out.flush();
    return 0;
  }

  /** A file (not a bundled id) of a JSON shape the model does not know. */
  private boolean isUnknownShape(FixtureLoader loader, long limit) {
    return loader.catalog().find(fixture).isEmpty()
        && Files.isRegularFile(Path.of(fixture))
        && new DynamicFixtureLoader(limit).isUnknownShape(Path.of(fixture));
  }

  /** Spans flattened depth-first, for tables. */
  static void flatten(List<FieldSpan> spans, List<FieldSpan> into) {
    for (FieldSpan span : spans) {
      if (span.isLeaf()) {
        into.add(span);
      } else {
        flatten(span.children(), into);
      }
    }
  }
}
