package dev.wirebench.app.settings;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where Wirebench keeps its files, following the XDG base directories: data (the run database),
 * config (settings) and state (the error log). The one place these paths are computed; tests pass
 * their own directories.
 *
 * @param data {@code $XDG_DATA_HOME/wirebench}, else {@code ~/.local/share/wirebench}
 * @param config {@code $XDG_CONFIG_HOME/wirebench}, else {@code ~/.config/wirebench}
 * @param state {@code $XDG_STATE_HOME/wirebench}, else {@code ~/.local/state/wirebench}
 */
public record UserDirs(Path data, Path config, Path state) {
  private static final String APP = "wirebench";

  /** The directories for this user, from the environment and {@code user.home}. */
  public static UserDirs system() {
    return fromEnvironment(System.getenv(), Path.of(System.getProperty("user.home")));
  }

  /** The directories an environment and home directory give (relative XDG values are ignored). */
  public static UserDirs fromEnvironment(Map<String, String> env, Path home) {
    return new UserDirs(
        base(env, "XDG_DATA_HOME", home.resolve(".local/share")).resolve(APP),
        base(env, "XDG_CONFIG_HOME", home.resolve(".config")).resolve(APP),
        base(env, "XDG_STATE_HOME", home.resolve(".local/state")).resolve(APP));
  }

  /** All three under one directory (tests, screenshots). */
  public static UserDirs under(Path root) {
    return new UserDirs(root.resolve("data"), root.resolve("config"), root.resolve("state"));
  }

  private static Path base(Map<String, String> env, String variable, Path fallback) {
    String value = env.get(variable);
    // The XDG spec says relative paths are invalid and must be ignored.
    if (value == null || value.isBlank() || !Path.of(value).isAbsolute()) {
      return fallback;
    }
    return Path.of(value);
  }

  /** The default run database. */
  public Path database() {
    return data.resolve("wirebench.db");
  }

  /** The window and preference settings file. */
  public Path settingsFile() {
    return config.resolve("settings.json");
  }

  /** Full stack traces of unexpected errors go here. */
  public Path errorLog() {
    return state.resolve("wirebench.log");
  }
}
