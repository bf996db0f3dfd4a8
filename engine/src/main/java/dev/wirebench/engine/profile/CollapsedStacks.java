package dev.wirebench.engine.profile;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The collapsed-stack text format (Brendan Gregg's {@code stackcollapse}, async-profiler's {@code
 * collapsed} output): one line per distinct stack, frames root first joined by {@code ;}, a space
 * and the value. Frames may contain spaces; the value is after the last one.
 */
public final class CollapsedStacks {
  private CollapsedStacks() {}

  /**
   * The stacks of {@code text}; blank lines are skipped.
   *
   * @throws IllegalArgumentException naming the line that has no value after its last space
   */
  public static List<StackProfile.Stack> parse(String text) {
    List<StackProfile.Stack> stacks = new ArrayList<>();
    String[] lines = text.split("\n");
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty()) {
        continue;
      }
      int space = line.lastIndexOf(' ');
      long value;
      try {
        value = space < 0 ? -1 : Long.parseLong(line.substring(space + 1));
      } catch (NumberFormatException e) {
        value = -1;
      }
      if (value < 0) {
        throw new IllegalArgumentException(
            "line " + (i + 1) + " of the collapsed stacks has no count after its last space");
      }
      stacks.add(new StackProfile.Stack(Arrays.asList(line.substring(0, space).split(";")), value));
    }
    return stacks;
  }

  /** {@code stacks} as collapsed text, one line each. */
  public static String format(List<StackProfile.Stack> stacks) {
    StringBuilder text = new StringBuilder();
    for (StackProfile.Stack stack : stacks) {
      text.append(String.join(";", stack.frames())).append(' ').append(stack.value()).append('\n');
    }
    return text.toString();
  }
}
