package dev.wirebench.app.widgets;

/** The file formats a run or a comparison can be exported as. */
public enum ExportFormat {
  /** JMH-compatible JSON (runs) or the comparison as JSON. */
  JSON("JSON", "json"),
  CSV("CSV", "csv"),
  MARKDOWN("Markdown report", "md");

  private final String title;
  private final String extension;

  ExportFormat(String title, String extension) {
    this.title = title;
    this.extension = extension;
  }

  public String title() {
    return title;
  }

  /** The file name extension, without the dot. */
  public String extension() {
    return extension;
  }

  /** The format a file name's extension names, or null if none. */
  public static ExportFormat ofFileName(String name) {
    String lower = name.toLowerCase(java.util.Locale.ROOT);
    for (ExportFormat format : values()) {
      if (lower.endsWith("." + format.extension)) {
        return format;
      }
    }
    return lower.endsWith(".markdown") ? MARKDOWN : null;
  }
}
