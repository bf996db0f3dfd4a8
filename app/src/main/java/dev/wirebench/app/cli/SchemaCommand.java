package dev.wirebench.app.cli;

import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.json.SchemaFile;
import dev.wirebench.engine.dynamic.json.SchemaInference;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench schema infer|show}: the schemas of messages Wirebench has no model for, inferred
 * from a message file or read from the user's own schema file.
 */
@Command(
    name = "schema",
    mixinStandardHelpOptions = true,
    description = "Schemas of your own messages (JSON files of shapes Wirebench has no model for).",
    subcommands = {SchemaCommand.Infer.class, SchemaCommand.Show.class})
public final class SchemaCommand implements Runnable {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }

  /** {@code wirebench schema infer FILE [--out SCHEMA.json]}. */
  @Command(
      name = "infer",
      mixinStandardHelpOptions = true,
      description = {
        "Infers the schema of every message in FILE (a JSON object, an array of objects, or"
            + " NDJSON) and prints it as a Wirebench schema file, to edit and pass back with"
            + " 'inspect FILE --schema SCHEMA.json'.",
        "Integers are int32 or int64, numbers with a fraction exact decimals (scale kept),"
            + " ISO-8601 strings with an offset timestamps, objects records, arrays lists; fields"
            + " missing or null in some messages are optional. Notes on stderr say what the data"
            + " could not decide."
      })
  public static final class Infer implements Callable<Integer> {
    @Spec private picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "A JSON message file.")
    private Path file;

    @Option(names = "--out", paramLabel = "SCHEMA.json", description = "Write the schema here.")
    private Path outFile;

    @Option(names = "--force", description = "Replace the --out file if it exists.")
    private boolean force;

    @Override
    public Integer call() {
      Output.check(outFile, force, null);
      SchemaInference.Result result = new DynamicFixtureLoader().infer(file);
      PrintWriter err = spec.commandLine().getErr();
      err.printf(
          "%s: %s, %d message%s; schema %s (%d fields)%n",
          file,
          result.layout(),
          result.messages(),
          result.messages() == 1 ? "" : "s",
          result.schema().name(),
          result.schema().size());
      result.notes().forEach(note -> err.println("note: " + note));
      err.flush();
      PrintWriter out = spec.commandLine().getOut();
      String where = Output.write(SchemaFile.write(result.schema()), outFile, force, null, out);
      if (where != null) {
        out.println(where);
        out.flush();
      }
      return 0;
    }
  }

  /** {@code wirebench schema show SCHEMA [--out SCHEMA.json]}. */
  @Command(
      name = "show",
      mixinStandardHelpOptions = true,
      description = {
        "Reads your own schema file and prints the dynamic schema Wirebench maps it to, as a"
            + " Wirebench schema file; the language goes by the file's extension: .avsc (Avro),"
            + " .proto (Protocol Buffers, parsed in-process), .xml (SBE, sbe-tool's parser),"
            + " .json (Wirebench).",
        "Features with no dynamic form (maps, oneofs, unions, bit sets, uint64) are refused"
            + " with the line they are on."
      })
  public static final class Show implements Callable<Integer> {
    @Spec private picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SCHEMA", description = "A schema file.")
    private Path file;

    @Option(names = "--out", paramLabel = "SCHEMA.json", description = "Write the schema here.")
    private Path outFile;

    @Option(names = "--force", description = "Replace the --out file if it exists.")
    private boolean force;

    @Option(
        names = "--message",
        paramLabel = "NAME",
        description = "Which message of a schema that defines several (SBE XML, .proto, .fbs).")
    private String message;

    @Override
    public Integer call() {
      Output.check(outFile, force, null);
      RecordSchema schema = new DynamicFixtureLoader().readSchema(file, message);
      PrintWriter err = spec.commandLine().getErr();
      err.printf("%s: schema %s (%d fields)%n", file, schema.name(), schema.size());
      err.flush();
      PrintWriter out = spec.commandLine().getOut();
      String where = Output.write(SchemaFile.write(schema), outFile, force, null, out);
      if (where != null) {
        out.println(where);
        out.flush();
      }
      return 0;
    }
  }
}
