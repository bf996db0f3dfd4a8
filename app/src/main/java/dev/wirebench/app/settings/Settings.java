package dev.wirebench.app.settings;

import java.util.List;

/**
 * What Wirebench remembers between sessions. Immutable; change with the {@code with...} methods.
 *
 * @param window main window bounds
 * @param theme {@code light} or {@code dark}
 * @param screen the screen shown last, e.g. {@code inspect}
 * @param recentFixtures fixture files opened lately, newest first
 * @param fixture the fixture shown last: a bundled id or a file path (empty for none)
 * @param codec the codec selected last in Inspect (empty for none)
 */
public record Settings(
    WindowBounds window,
    String theme,
    String screen,
    List<String> recentFixtures,
    String fixture,
    String codec) {
  public static final Settings DEFAULTS =
      new Settings(WindowBounds.DEFAULT, "light", "inspect", List.of(), "", "");

  public Settings {
    window = window == null ? WindowBounds.DEFAULT : window;
    theme = theme == null ? "light" : theme;
    screen = screen == null ? "inspect" : screen;
    recentFixtures = recentFixtures == null ? List.of() : List.copyOf(recentFixtures);
    fixture = fixture == null ? "" : fixture;
    codec = codec == null ? "" : codec;
  }

  public Settings withWindow(WindowBounds bounds) {
    return new Settings(bounds, theme, screen, recentFixtures, fixture, codec);
  }

  public Settings withTheme(String name) {
    return new Settings(window, name, screen, recentFixtures, fixture, codec);
  }

  public Settings withScreen(String id) {
    return new Settings(window, theme, id, recentFixtures, fixture, codec);
  }

  public Settings withRecentFixtures(List<String> recent) {
    return new Settings(window, theme, screen, recent, fixture, codec);
  }

  public Settings withFixture(String idOrPath, String codecId) {
    return new Settings(window, theme, screen, recentFixtures, idOrPath, codecId);
  }
}
