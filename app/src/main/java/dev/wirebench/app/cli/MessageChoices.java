package dev.wirebench.app.cli;

import java.nio.file.Path;
import java.util.List;

/**
 * The values of {@code inspect --message}: a number picks the fixture's Nth message (1-based), a
 * name picks the message of a several-message {@code --schema} file (SBE XML, {@code .proto},
 * {@code .fbs}); message names never start with a digit, so the two cannot be confused. At most one
 * of each.
 *
 * @param number the 1-based message number (1 when not given)
 * @param name the schema message's name, or null
 */
record MessageChoices(int number, String name) {
  static MessageChoices of(List<String> values, Path schema) {
    Integer number = null;
    String name = null;
    for (String value : values) {
      if (!value.isEmpty() && Character.isDigit(value.charAt(0))) {
        if (number != null) {
          throw new UserError("--message N given twice (" + number + ", " + value + ")");
        }
        try {
          number = Integer.parseInt(value);
        } catch (NumberFormatException e) {
          throw new UserError("--message " + value + ": not a message number or a message name");
        }
      } else {
        if (name != null) {
          throw new UserError("--message NAME given twice (" + name + ", " + value + ")");
        }
        name = value;
      }
    }
    if (name != null && schema == null) {
      throw new UserError(
          "--message " + name + " names a message of a schema file; give the file with --schema");
    }
    return new MessageChoices(number == null ? 1 : number, name);
  }
}
