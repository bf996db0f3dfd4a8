package dev.wirebench.app.shell;

import java.util.Locale;

/** The app's colour themes; each is a small stylesheet on top of the base one. */
public enum Theme {
  LIGHT,
  DARK;

  /** The name stored in the settings. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The theme with that settings name, or light. */
  public static Theme of(String id) {
    for (Theme theme : values()) {
      if (theme.id().equals(id)) {
        return theme;
      }
    }
    return LIGHT;
  }

  /** Class-path resource of the theme's stylesheet. */
  String stylesheet() {
    return "/dev/wirebench/app/shell/" + id() + ".css";
  }

  static final String BASE = "/dev/wirebench/app/shell/wirebench.css";
}
