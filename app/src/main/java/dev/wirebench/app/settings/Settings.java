package dev.wirebench.app.settings;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What Wirebench remembers between sessions. Immutable; change with the {@code with...} methods.
 *
 * @param window main window bounds
 * @param theme {@code light} or {@code dark}
 * @param screen the screen shown last, e.g. {@code inspect}
 * @param recentFixtures fixture files opened lately, newest first
 * @param fixture the fixture shown last: a bundled id or a file path (empty for none)
 * @param codec the codec selected last in Inspect (empty for none)
 * @param teamStore the team store opened last, as a URL without password (empty for none): File ▸
 *     Open Team Store… offers it again; the password is never saved
 * @param inspectSplit where Inspect's divider between the codec table and the payload sits (0..1),
 *     or 0 for the default
 * @param recentSchemas the schema file given with a recent message file (message file path → schema
 *     file path), for the recent files opened with one
 * @param runsSplit where Runs' divider between the run list and the opened run sits (0..1), or 0
 *     for the default
 */
public record Settings(
    WindowBounds window,
    String theme,
    String screen,
    List<String> recentFixtures,
    String fixture,
    String codec,
    String teamStore,
    double inspectSplit,
    Map<String, String> recentSchemas,
    double runsSplit) {
  public static final Settings DEFAULTS =
      new Settings(WindowBounds.DEFAULT, "light", "inspect", List.of(), "", "", "", 0, Map.of(), 0);

  public Settings {
    window = window == null ? WindowBounds.DEFAULT : window;
    theme = theme == null ? "light" : theme;
    screen = screen == null ? "inspect" : screen;
    recentFixtures = recentFixtures == null ? List.of() : List.copyOf(recentFixtures);
    fixture = fixture == null ? "" : fixture;
    codec = codec == null ? "" : codec;
    teamStore = teamStore == null ? "" : teamStore;
    // a hand-edited or damaged value falls back to the default rather than hiding a pane
    inspectSplit = inspectSplit > 0.05 && inspectSplit < 0.95 ? inspectSplit : 0;
    runsSplit = runsSplit > 0.05 && runsSplit < 0.95 ? runsSplit : 0;
    recentSchemas = recentSchemas == null ? Map.of() : Map.copyOf(recentSchemas);
  }

  public Settings withWindow(WindowBounds bounds) {
    return with(draft -> draft.window = bounds);
  }

  public Settings withTheme(String name) {
    return with(draft -> draft.theme = name);
  }

  public Settings withScreen(String id) {
    return with(draft -> draft.screen = id);
  }

  public Settings withRecentFixtures(List<String> recent) {
    return withRecentFixtures(recent, recentSchemas);
  }

  /** Remembers the recent files and the schema files given with some of them. */
  public Settings withRecentFixtures(List<String> recent, Map<String, String> schemas) {
    return with(
        draft -> {
          draft.recentFixtures = recent;
          draft.recentSchemas = schemas;
        });
  }

  public Settings withFixture(String idOrPath, String codecId) {
    return with(
        draft -> {
          draft.fixture = idOrPath;
          draft.codec = codecId;
        });
  }

  /** Remembers the team store opened last: pass its URL without password ({@code display()}). */
  public Settings withTeamStore(String url) {
    return with(draft -> draft.teamStore = url);
  }

  /** Remembers where Inspect's divider sits (0..1; 0 for the default). */
  public Settings withInspectSplit(double position) {
    return with(draft -> draft.inspectSplit = position);
  }

  /** Remembers where Runs' divider between the list and the opened run sits (0..1; 0: default). */
  public Settings withRunsSplit(double position) {
    return with(draft -> draft.runsSplit = position);
  }

  /** These settings with {@code change} applied, checked again by the canonical constructor. */
  private Settings with(Consumer<Draft> change) {
    Draft draft = new Draft(this);
    change.accept(draft);
    return draft.settings();
  }

  /**
   * The components as plain fields, so that each {@code with...} method names only what it changes
   * (a new component is added here once, not to every {@code with...} method). The JSON file is the
   * record's: its keys are the component names, in their order.
   */
  private static final class Draft {
    private WindowBounds window;
    private String theme;
    private String screen;
    private List<String> recentFixtures;
    private String fixture;
    private String codec;
    private String teamStore;
    private double inspectSplit;
    private Map<String, String> recentSchemas;
    private double runsSplit;

    private Draft(Settings from) {
      window = from.window;
      theme = from.theme;
      screen = from.screen;
      recentFixtures = from.recentFixtures;
      fixture = from.fixture;
      codec = from.codec;
      teamStore = from.teamStore;
      inspectSplit = from.inspectSplit;
      recentSchemas = from.recentSchemas;
      runsSplit = from.runsSplit;
    }

    private Settings settings() {
      return new Settings(
          window,
          theme,
          screen,
          recentFixtures,
          fixture,
          codec,
          teamStore,
          inspectSplit,
          recentSchemas,
          runsSplit);
    }
  }
}
