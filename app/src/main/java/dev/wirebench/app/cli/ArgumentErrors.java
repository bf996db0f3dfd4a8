package dev.wirebench.app.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * How a command line that cannot be parsed is reported: the one line that says what is wrong
 * (passwords redacted, control characters escaped), picocli's "did you mean" suggestion if it has
 * one, and where the usage is — not the 50 lines of usage after it, which bury the line that
 * matters. Exit code 2, as for any bad input.
 */
final class ArgumentErrors implements IParameterExceptionHandler {
  @Override
  public int handleParseException(ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    PrintWriter err = command.getErr();
    err.println("wirebench: " + CliErrors.printable(e.getMessage()));
    if (e instanceof UnmatchedArgumentException unmatched) {
      for (String suggestion : unmatched.getSuggestions()) {
        if (!suggestion.contains("://")) {
          err.println("  did you mean " + suggestion + "?");
          break;
        }
      }
    }
    String name = command.getCommandSpec().qualifiedName(" ");
    String sub = name.startsWith("wirebench ") ? name.substring("wirebench ".length()) : "";
    err.println("see `wirebench help" + (sub.isEmpty() ? "" : " " + sub) + "`");
    err.flush();
    return CliErrors.BAD_INPUT;
  }
}
