package dev.wirebench.app.settings;

import java.util.List;
import java.util.Map;

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

  /** Settings without a remembered Runs divider (as before there was one). */
  public Settings(
      WindowBounds window,
      String theme,
      String screen,
      List<String> recentFixtures,
      String fixture,
      String codec,
      String teamStore,
      double inspectSplit,
      Map<String, String> recentSchemas) {
    this(
        window,
        theme,
        screen,
        recentFixtures,
        fixture,
        codec,
        teamStore,
        inspectSplit,
        recentSchemas,
        0);
  }

  /** Settings without recent schemas (as before they were remembered). */
  public Settings(
      WindowBounds window,
      String theme,
      String screen,
      List<String> recentFixtures,
      String fixture,
      String codec,
      String teamStore,
      double inspectSplit) {
    this(window, theme, screen, recentFixtures, fixture, codec, teamStore, inspectSplit, Map.of());
  }

  /** Settings without a remembered Inspect divider (as before there was one). */
  public Settings(
      WindowBounds window,
      String theme,
      String screen,
      List<String> recentFixtures,
      String fixture,
      String codec,
      String teamStore) {
    this(window, theme, screen, recentFixtures, fixture, codec, teamStore, 0, Map.of());
  }

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
    return new Settings(
        bounds,
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

  public Settings withTheme(String name) {
    return new Settings(
        window,
        name,
        screen,
        recentFixtures,
        fixture,
        codec,
        teamStore,
        inspectSplit,
        recentSchemas,
        runsSplit);
  }

  public Settings withScreen(String id) {
    return new Settings(
        window,
        theme,
        id,
        recentFixtures,
        fixture,
        codec,
        teamStore,
        inspectSplit,
        recentSchemas,
        runsSplit);
  }

  public Settings withRecentFixtures(List<String> recent) {
    return withRecentFixtures(recent, recentSchemas);
  }

  /** Remembers the recent files and the schema files given with some of them. */
  public Settings withRecentFixtures(List<String> recent, Map<String, String> schemas) {
    return new Settings(
        window, theme, screen, recent, fixture, codec, teamStore, inspectSplit, schemas, runsSplit);
  }

  public Settings withFixture(String idOrPath, String codecId) {
    return new Settings(
        window,
        theme,
        screen,
        recentFixtures,
        idOrPath,
        codecId,
        teamStore,
        inspectSplit,
        recentSchemas,
        runsSplit);
  }

  /** Remembers the team store opened last: pass its URL without password ({@code display()}). */
  public Settings withTeamStore(String url) {
    return new Settings(
        window,
        theme,
        screen,
        recentFixtures,
        fixture,
        codec,
        url,
        inspectSplit,
        recentSchemas,
        runsSplit);
  }

  /** Remembers where Inspect's divider sits (0..1; 0 for the default). */
  public Settings withInspectSplit(double position) {
    return new Settings(
        window,
        theme,
        screen,
        recentFixtures,
        fixture,
        codec,
        teamStore,
        position,
        recentSchemas,
        runsSplit);
  }

  /** Remembers where Runs' divider between the list and the opened run sits (0..1; 0: default). */
  public Settings withRunsSplit(double position) {
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
        position);
  }
}
