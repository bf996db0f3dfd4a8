package dev.wirebench.app.cli;

import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.storage.jmh.ImportProgress;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Progress of {@code wirebench import} on stderr: bytes read of the file's size and results read.
 * On a terminal one status line is rewritten in place (at most five times a second) and cleared
 * when the file is done; otherwise (a log, with {@code --progress}) one line per tenth of the file.
 * Not used at all when stderr is not a terminal and {@code --progress} was not given, so piped
 * output stays clean.
 */
final class ImportProgressPrinter implements ImportProgress {
  private static final long LIVE_INTERVAL_NANOS = 200_000_000L;
  private static final long UNKNOWN_SIZE_STEP = 16L << 20;

  private final PrintWriter err;
  private final boolean live;
  private final String name;
  private long lastPrint = Long.MIN_VALUE;
  private long lastStep = -1;
  private long done;
  private long total;
  private int results;
  private int statusWidth;
  private String lastLine = "";

  ImportProgressPrinter(PrintWriter err, boolean live, String name) {
    this.err = err;
    this.live = live;
    this.name = name;
  }

  @Override
  public void bytes(long done, long total) {
    this.done = done;
    this.total = total;
    if (live) {
      long now = System.nanoTime();
      if (lastPrint == Long.MIN_VALUE || now - lastPrint >= LIVE_INTERVAL_NANOS) {
        lastPrint = now;
        status(text());
      }
      return;
    }
    long step = total > 0 ? done * 10 / total : done / UNKNOWN_SIZE_STEP;
    if (step != lastStep) {
      lastStep = step;
      line();
    }
  }

  @Override
  public void results(int parsed) {
    this.results = parsed;
  }

  /**
   * Ends the progress (the file is read, failed or was cancelled): a terminal's status line is
   * cleared; a log gets the final count if it changed since its last line (the last results are
   * read after the last bytes).
   */
  void finish() {
    if (!live && lastStep >= 0 && !text().equals(lastLine)) {
      line();
    }
    if (live && statusWidth > 0) {
      err.print("\r" + " ".repeat(statusWidth) + "\r");
      err.flush();
      statusWidth = 0;
    }
  }

  /** {@code Importing big.json — 12.5 MB of 40 MB (31 %), 1,204 results}. */
  String text() {
    StringBuilder text = new StringBuilder("Importing ").append(name).append(" — ");
    text.append(InputSizeLimit.human(done));
    if (total > 0) {
      text.append(" of ")
          .append(InputSizeLimit.human(total))
          .append(" (")
          .append(done * 100 / total)
          .append(" %)");
    }
    text.append(", ")
        .append(String.format(Locale.ROOT, "%,d", results))
        .append(results == 1 ? " result" : " results");
    return text.toString();
  }

  private void line() {
    lastLine = text();
    err.println(lastLine);
    err.flush();
  }

  private void status(String text) {
    String padded =
        text.length() < statusWidth ? text + " ".repeat(statusWidth - text.length()) : text;
    statusWidth = text.length();
    err.print("\r" + padded);
    err.flush();
  }
}
