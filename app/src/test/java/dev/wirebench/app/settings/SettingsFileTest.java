package dev.wirebench.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsFileTest {
  @TempDir Path dir;

  @Test
  void savedSettingsComeBack() {
    SettingsFile store = new SettingsFile(dir.resolve("config/settings.json"));
    Settings settings =
        Settings.DEFAULTS
            .withWindow(new WindowBounds(10, 20, 1200, 800, true))
            .withTheme("dark")
            .withScreen("inspect")
            .withRecentFixtures(List.of("/tmp/a.json", "/tmp/b.fix"))
            .withFixture("/tmp/a.json", "fix")
            .withInspectSplit(0.55)
            .withRunsSplit(0.35);

    store.save(settings);

    assertThat(store.load()).isEqualTo(settings);
    assertThat(store.load().inspectSplit()).isEqualTo(0.55);
    assertThat(store.load().runsSplit()).isEqualTo(0.35);
  }

  @Test
  void anOlderFileWithoutTheInspectDividerGetsTheDefaultAndABadOneIsIgnored() throws IOException {
    Path file = dir.resolve("settings.json");
    Files.writeString(file, "{\"theme\": \"dark\"}");
    assertThat(new SettingsFile(file).load().inspectSplit()).isZero();

    Files.writeString(file, "{\"inspectSplit\": 1.7}");
    assertThat(new SettingsFile(file).load().inspectSplit()).isZero();
    assertThat(new SettingsFile(file).load().runsSplit()).isZero();

    Files.writeString(file, "{\"runsSplit\": -3}");
    assertThat(new SettingsFile(file).load().runsSplit()).isZero();
  }

  @Test
  void aWindowWithoutAPositionKeepsHavingNone() {
    SettingsFile store = new SettingsFile(dir.resolve("settings.json"));

    store.save(Settings.DEFAULTS);

    assertThat(store.load().window().hasPosition()).isFalse();
  }

  @Test
  void noFileGivesTheDefaults() {
    assertThat(new SettingsFile(dir.resolve("none.json")).load()).isEqualTo(Settings.DEFAULTS);
  }

  @Test
  void aDamagedFileGivesTheDefaultsAndIsReplacedOnSave() throws IOException {
    Path file = dir.resolve("settings.json");
    Files.writeString(file, "{\"theme\": \"dark\", \"window\": {");
    SettingsFile store = new SettingsFile(file);

    assertThat(store.load()).isEqualTo(Settings.DEFAULTS);
    store.save(Settings.DEFAULTS.withTheme("dark"));
    assertThat(store.load().theme()).isEqualTo("dark");
  }

  @Test
  void unknownAndMissingKeysAreTolerated() throws IOException {
    Path file = dir.resolve("settings.json");
    Files.writeString(file, "{\"theme\": \"dark\", \"fromTheFuture\": 1}");

    Settings loaded = new SettingsFile(file).load();

    assertThat(loaded.theme()).isEqualTo("dark");
    assertThat(loaded.window()).isEqualTo(WindowBounds.DEFAULT);
    assertThat(loaded.recentFixtures()).isEmpty();
  }
}
