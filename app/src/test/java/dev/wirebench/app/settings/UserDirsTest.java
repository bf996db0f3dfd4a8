package dev.wirebench.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UserDirsTest {
  private static final Path HOME = Path.of("/home/ada");

  @Test
  void withoutXdgVariablesEverythingGoesUnderHome() {
    UserDirs dirs = UserDirs.fromEnvironment(Map.of(), HOME);

    assertThat(dirs.database()).isEqualTo(Path.of("/home/ada/.local/share/wirebench/wirebench.db"));
    assertThat(dirs.settingsFile()).isEqualTo(Path.of("/home/ada/.config/wirebench/settings.json"));
    assertThat(dirs.errorLog())
        .isEqualTo(Path.of("/home/ada/.local/state/wirebench/wirebench.log"));
  }

  @Test
  void xdgVariablesWin() {
    UserDirs dirs =
        UserDirs.fromEnvironment(
            Map.of(
                "XDG_DATA_HOME", "/data",
                "XDG_CONFIG_HOME", "/config",
                "XDG_STATE_HOME", "/state"),
            HOME);

    assertThat(dirs.database()).isEqualTo(Path.of("/data/wirebench/wirebench.db"));
    assertThat(dirs.settingsFile()).isEqualTo(Path.of("/config/wirebench/settings.json"));
    assertThat(dirs.errorLog()).isEqualTo(Path.of("/state/wirebench/wirebench.log"));
  }

  @Test
  void relativeOrBlankXdgValuesAreIgnoredAsTheSpecSays() {
    UserDirs dirs =
        UserDirs.fromEnvironment(Map.of("XDG_DATA_HOME", "data", "XDG_CONFIG_HOME", " "), HOME);

    assertThat(dirs.data()).isEqualTo(Path.of("/home/ada/.local/share/wirebench"));
    assertThat(dirs.config()).isEqualTo(Path.of("/home/ada/.config/wirebench"));
  }
}
