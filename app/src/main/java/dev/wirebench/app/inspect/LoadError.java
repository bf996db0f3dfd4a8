package dev.wirebench.app.inspect;

import dev.wirebench.engine.fixture.FixtureException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A fixture that did not load, said where and why, for the inline error banner.
 *
 * @param source the file or bundled fixture id
 * @param location {@code file:line:column} (or just the file for whole-file problems)
 * @param fieldPath the JSON path where it went wrong, or empty
 * @param problem what was expected and what was found
 * @param withoutSchema for a message file whose schema file is gone: the same file without a schema
 *     (one is inferred), which the user may choose to open instead; otherwise null
 */
public record LoadError(
    String source, String location, String fieldPath, String problem, FixtureChoice withoutSchema) {
  /** What the engine's loader says when a schema file is not there. */
  private static final String MISSING_SCHEMA = "no such schema file";

  public LoadError(String source, String location, String fieldPath, String problem) {
    this(source, location, fieldPath, problem, null);
  }

  public static LoadError of(FixtureException e) {
    StringBuilder location = new StringBuilder(e.source());
    if (e.line() > 0) {
      location.append(':').append(e.line());
      if (e.column() > 0) {
        location.append(':').append(e.column());
      }
    }
    return new LoadError(
        e.source(), location.toString(), e.path() == null ? "" : e.path(), e.problem());
  }

  /**
   * The error to show for a failed load of {@code source}, or empty if the failure is a bug rather
   * than bad input: located fixture errors, and bad input the engine did not locate (e.g. a file
   * with no messages) as one whole-file line.
   */
  public static Optional<LoadError> of(String source, Throwable failure) {
    if (failure instanceof FixtureException broken) {
      return Optional.of(of(broken));
    }
    if (failure instanceof IllegalArgumentException || failure instanceof UncheckedIOException) {
      return Optional.of(new LoadError(source, source, "", failure.getMessage()));
    }
    return Optional.empty();
  }

  /**
   * As {@link #of(String, Throwable)} for loading {@code choice}; when the schema file it names is
   * the file that is missing (a recent file whose schema was moved or deleted), the error says so
   * and offers the message file without it — never silently inferred instead.
   */
  public static Optional<LoadError> of(FixtureChoice choice, Throwable failure) {
    Path schema = choice.schema();
    if (choice.isFile()
        && schema != null
        && failure instanceof FixtureException broken
        && broken.source().equals(schema.toString())
        && broken.problem().equals(MISSING_SCHEMA)) {
      return Optional.of(
          new LoadError(
              choice.file().getFileName().toString(),
              broken.source(),
              "",
              "the schema file "
                  + choice.file().getFileName()
                  + " was read against is gone. Open the file without it (a schema is inferred"
                  + " from its messages), or pick its schema again with Open with schema…",
              FixtureChoice.file(choice.file())));
    }
    return of(choice.label(), failure);
  }

  /** The banner's headline. */
  public String title() {
    return "Could not load " + source;
  }

  /** Where, then what: {@code file:3:14 · at entries[0].price · expected a number}. */
  public String detail() {
    return location + (fieldPath.isEmpty() ? "" : " · at " + fieldPath) + " · " + problem;
  }
}
