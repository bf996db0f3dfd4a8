package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.workload.SchemaSource;
import dev.wirebench.fixtures.FixtureCatalog;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code --schema}, {@code --message} and {@code --dynamic} of {@code wirebench bench}: which
 * fixture files are read as dynamic fixtures (messages of a shape Wirebench has no model for) and
 * against what schema. Files of an unknown shape are dynamic without either option, their schema
 * inferred.
 */
final class DynamicFixtureOptions {
  @Option(
      names = "--schema",
      paramLabel = "FILE",
      description =
          "Read the fixture file against this schema (.avsc, .proto, SBE .xml, .fbs or a Wirebench"
              + " schema file, by extension); give one fixture file with it.")
  private Path schema;

  @Option(
      names = "--message",
      paramLabel = "NAME",
      description =
          "Which message of a --schema file that defines several (SBE XML, .proto, .fbs); without it,"
              + " the one the fixture's messages fit.")
  private String message;

  @Option(
      names = "--dynamic",
      description =
          "Read every fixture file as a shape Wirebench has no model for (schema inferred), even"
              + " a known one. Files of unknown shapes are read so without it.")
  private boolean dynamic;

  /** Marks the dynamic fixture files of {@code fixtures} (ids and files) in {@code plan}. */
  void apply(BenchmarkPlan.Builder plan, List<String> fixtures) {
    List<String> files =
        fixtures.stream().filter(f -> FixtureCatalog.bundled().find(f).isEmpty()).toList();
    if (message != null && schema == null) {
      throw new UserError(
          "--message "
              + message
              + " names a message of a schema file; give the file with --schema");
    }
    if (schema != null) {
      if (files.size() != 1) {
        throw new UserError(
            "--schema is the schema of one fixture file; give exactly one file in --fixtures (got "
                + files.size()
                + ")");
      }
      plan.schema(files.get(0), SchemaSource.of(schema.toString(), message));
    } else if (dynamic) {
      files.forEach(file -> plan.schema(file, SchemaSource.INFERRED));
    }
  }
}
