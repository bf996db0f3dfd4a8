package dev.wirebench.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ErrorReportTest {
  @TempDir Path dir;

  @Test
  void theDetailsListTheCauseChainAndTheLogButNoStackTrace() {
    Path log = dir.resolve("wirebench.log");
    Exception error =
        new IllegalStateException("could not store run 42", new IOException("disk full"));

    ErrorReport report = ErrorReport.of(error, log);

    assertThat(report.sentence())
        .isEqualTo(
            "Wirebench could not read or write a file it needed, and stopped what it was doing.");
    assertThat(report.causes())
        .containsExactly("IllegalStateException: could not store run 42", "IOException: disk full");
    assertThat(report.details())
        .contains("caused by IOException: disk full")
        .contains("The full report, with the stack trace, is in " + log)
        .doesNotContain("\tat ")
        .doesNotContain(".java:");
  }

  @Test
  void anUnknownProblemGetsAPlainSentenceAndMissingMessagesSaySo() {
    ErrorReport report = ErrorReport.of(new NullPointerException(), null);

    assertThat(report.sentence())
        .isEqualTo("Wirebench ran into an unexpected problem and stopped what it was doing.");
    assertThat(report.causes()).containsExactly("NullPointerException: (no message)");
    assertThat(report.details()).contains("could not be written to a log file");
  }

  @Test
  void aCyclicCauseChainEnds() {
    IllegalStateException a = new IllegalStateException("a");
    IllegalArgumentException b = new IllegalArgumentException("b", a);
    a.initCause(b);

    assertThat(ErrorReport.of(a, null).causes()).hasSize(2);
  }

  @Test
  void theHandlerLogsTheStackTraceOnceAndShowsTheReport() throws IOException {
    Path log = dir.resolve("state/wirebench.log");
    List<ErrorReport> shown = new ArrayList<>();
    ErrorHandler handler = new ErrorHandler(new ErrorLog(log), Runnable::run, shown::add);

    handler.uncaughtException(
        Thread.currentThread(), new UncheckedIOException(new IOException("no space")));

    String logged = Files.readString(log);
    assertThat(logged).contains("UncheckedIOException").contains("\tat ").contains("no space");
    assertThat(shown).hasSize(1);
    assertThat(shown.get(0).logFile()).isEqualTo(log);
    assertThat(shown.get(0).details()).doesNotContain("\tat ");
  }

  @Test
  void anUnwritableLogIsMentionedInsteadOfAPath() throws IOException {
    Path blocker = dir.resolve("file");
    Files.writeString(blocker, "not a directory");
    List<ErrorReport> shown = new ArrayList<>();
    ErrorHandler handler =
        new ErrorHandler(new ErrorLog(blocker.resolve("wirebench.log")), Runnable::run, shown::add);

    handler.accept(new IllegalStateException("boom"));

    assertThat(shown.get(0).logFile()).isNull();
  }
}
