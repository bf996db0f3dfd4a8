package dev.wirebench.app.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The {@code bin/wirebench …} commands in the fenced shell blocks ({@code sh}, {@code bash}) of
 * README.md and docs/*.md, each with the file and line it was written on: continuation lines
 * ({@code \}) joined, comments ({@code #} outside quotes) dropped, words split as a POSIX shell
 * splits them (single and double quotes; no expansion is used in the docs).
 */
final class DocsExamples {
  private static final String PREFIX = "bin/wirebench ";
  private static final List<String> SHELLS = List.of("sh", "bash", "shell", "console");

  /** Marks the next fenced block's examples as parsed but not run, with the reason. */
  static final String PARSE_ONLY = "<!-- docs-test: parse only, ";

  /** Marks the next fenced block's examples as allowed these exit codes besides 0 ("1 3"). */
  static final String EXITS = "<!-- docs-test: may exit ";

  /**
   * One example: where it is written, its words after {@code bin/wirebench}, and why it is only
   * parsed (null: it is run).
   */
  record Example(String where, List<String> args, String parseOnly, List<Integer> exits) {
    @Override
    public String toString() {
      return where + ": wirebench " + String.join(" ", args);
    }
  }

  private DocsExamples() {}

  /** The repository root: the directory holding README.md above the test's working directory. */
  static Path root() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null
        && !(Files.exists(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("docs")))) {
      dir = dir.getParent();
    }
    if (dir == null) {
      throw new IllegalStateException("no README.md with a docs/ folder above the working dir");
    }
    return dir;
  }

  /** Every example of README.md and docs/*.md, README first. */
  static List<Example> all() {
    Path root = root();
    List<Example> examples = new ArrayList<>(of(root.resolve("README.md"), root));
    try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md"))
          .sorted()
          .forEach(p -> examples.addAll(of(p, root)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return examples;
  }

  /** The examples of one Markdown file. */
  static List<Example> of(Path file, Path root) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String name = root.relativize(file).toString();
    List<Example> examples = new ArrayList<>();
    boolean inShell = false;
    String parseOnly = null;
    List<Integer> exits = List.of(0);
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.startsWith(PARSE_ONLY)) {
        parseOnly = line.substring(PARSE_ONLY.length()).replace("-->", "").trim();
        continue;
      }
      if (line.startsWith(EXITS)) {
        exits = exitCodes(line.substring(EXITS.length()));
        continue;
      }
      if (line.startsWith("```")) {
        boolean opening = !inShell && SHELLS.contains(line.trim().substring(3));
        if (inShell) {
          parseOnly = null; // a marker covers one block
          exits = List.of(0);
        }
        inShell = opening;
        continue;
      }
      if (!inShell || !line.startsWith(PREFIX)) {
        continue;
      }
      int first = i;
      StringBuilder command = new StringBuilder(stripComment(line));
      while (command.toString().endsWith("\\") && i + 1 < lines.size()) {
        command.setLength(command.length() - 1);
        command.append(' ').append(stripComment(lines.get(++i)).trim());
      }
      List<String> words = words(command.toString());
      examples.add(
          new Example(name + ":" + (first + 1), words.subList(1, words.size()), parseOnly, exits));
    }
    return examples;
  }

  /** 0 and the codes before the marker's first comma ("1 3, REASON -->"). */
  private static List<Integer> exitCodes(String text) {
    List<Integer> codes = new ArrayList<>(List.of(0));
    for (String word : text.split(",")[0].trim().split("\\s+")) {
      codes.add(Integer.parseInt(word));
    }
    return List.copyOf(codes);
  }

  /** The line without a {@code #} comment that starts outside quotes after a blank. */
  static String stripComment(String line) {
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        quote = c == quote ? 0 : quote;
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '#' && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
        return line.substring(0, i).stripTrailing();
      }
    }
    return line.stripTrailing();
  }

  /** Shell words: blanks separate, quotes group and are removed. */
  static List<String> words(String command) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (char c : command.toCharArray()) {
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (inWord) {
      words.add(word.toString());
    }
    return words;
  }
}
