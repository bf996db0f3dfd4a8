package dev.wirebench.engine.env;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Installed runtimes are found with their versions; a bad path says what is wrong. */
class JavaRuntimesTest {
  @Test
  void theRunningJvmIsFoundFirstWithItsVersion() {
    List<JavaRuntime> runtimes = JavaRuntimes.discover();
    assertThat(runtimes).isNotEmpty();
    JavaRuntime first = runtimes.get(0);
    assertThat(first.home()).isEqualTo(Path.of(System.getProperty("java.home")));
    assertThat(first.feature()).isEqualTo(Runtime.version().feature());
    assertThat(first.modules()).contains("java.base");
    assertThat(runtimes)
        .allSatisfy(
            runtime -> {
              assertThat(runtime.version()).isNotBlank();
              assertThat(runtime.feature()).isGreaterThanOrEqualTo(8);
            });
  }

  @Test
  void aRuntimeIsFoundByItsHomeOrItsLauncherAlike() {
    JavaRuntime current = JavaRuntimes.current();
    JavaRuntime byHome = JavaRuntimes.at(current.home().toString());
    JavaRuntime byLauncher = JavaRuntimes.at(current.java().toString());
    assertThat(byHome.version()).isEqualTo(current.version());
    assertThat(byLauncher.home()).isEqualTo(byHome.home());
    assertThat(byHome.feature()).isEqualTo(current.feature());
  }

  @Test
  void aPathWithoutAJvmIsRefusedClearly() {
    assertThatThrownBy(() -> JavaRuntimes.at("/no/such/jdk"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no JVM at /no/such/jdk: no such file or directory");
  }

  @Test
  void featureVersionsParseOldAndNewSchemes() {
    assertThat(JavaRuntimes.feature("17.0.15")).isEqualTo(17);
    assertThat(JavaRuntimes.feature("25")).isEqualTo(25);
    assertThat(JavaRuntimes.feature("1.8.0_402")).isEqualTo(8);
  }
}
