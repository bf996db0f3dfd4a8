package dev.wirebench.app.cli;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.storage.BadDatabaseException;
import dev.wirebench.storage.LabelTakenException;
import dev.wirebench.storage.RunStillRunningException;
import dev.wirebench.storage.UnsafeOutputException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * The one place command errors are reported: bad input (unknown ids, unreadable fixtures, bad
 * arguments, an output file that must not be written) and a database the command cannot use
 * (damaged, read-only, on a full disk, not a Wirebench database, a run still running) are one line
 * on stderr and exit code 2; anything else is an internal error with exit code 1, and its stack
 * trace only when {@code WIREBENCH_DEBUG} is set.
 */
final class CliErrors implements IExecutionExceptionHandler {
  static final int BAD_INPUT = 2;
  static final int INTERNAL = 1;

  @Override
  public int handleExecutionException(Exception e, CommandLine cmd, ParseResult parsed) {
    if (isUserError(e)) {
      cmd.getErr().println("wirebench: " + printable(e.getMessage()));
      return BAD_INPUT;
    }
    BadDatabaseException database = databaseProblem(e);
    if (database != null) {
      cmd.getErr().println("wirebench: " + printable(database.getMessage()));
      return BAD_INPUT;
    }
    cmd.getErr().println("wirebench: internal error: " + printable(e.toString()));
    if (System.getenv("WIREBENCH_DEBUG") != null) {
      e.printStackTrace(cmd.getErr()); // checkstyle: the user asked for it
    } else {
      cmd.getErr().println("(set WIREBENCH_DEBUG=1 to see the stack trace)");
    }
    return INTERNAL;
  }

  /**
   * A message as it may be printed: passwords in URLs and {@code password=} removed (a message may
   * quote an argument), control characters escaped.
   */
  static String printable(String message) {
    return TerminalText.oneLine(Secrets.redact(message));
  }

  static boolean isUserError(Throwable e) {
    return e instanceof UserError
        || e instanceof FixtureException
        || e instanceof CodecException
        || e instanceof IllegalArgumentException
        || e instanceof UnsafeOutputException
        || e instanceof RunStillRunningException
        || e instanceof LabelTakenException;
  }

  /** A database the command cannot use, anywhere in the chain of causes (or null). */
  static BadDatabaseException databaseProblem(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof BadDatabaseException bad) {
        return bad;
      }
    }
    return null;
  }
}
