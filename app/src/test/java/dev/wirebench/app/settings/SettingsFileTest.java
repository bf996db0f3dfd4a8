package dev.wirebench.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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

  /** As {@code SettingsFile} wrote it before the settings' keys were folded (commit 599969d). */
  private static final String WRITTEN_BEFORE =
      """
      {
        "window" : {
          "x" : 10.0,
          "y" : 20.0,
          "width" : 1200.0,
          "height" : 800.0,
          "maximized" : true
        },
        "theme" : "dark",
        "screen" : "runs",
        "recentFixtures" : [ "/data/a.json", "/data/b.fix" ],
        "fixture" : "/data/a.json",
        "codec" : "avro",
        "teamStore" : "postgresql://db.example:5432/bench?user=me",
        "inspectSplit" : 0.42,
        "recentSchemas" : {
          "/data/a.json" : "/data/a.avsc"
        },
        "runsSplit" : 0.33
      }""";

  private static final Settings EVERY_KEY_SET =
      Settings.DEFAULTS
          .withWindow(new WindowBounds(10, 20, 1200, 800, true))
          .withTheme("dark")
          .withScreen("runs")
          .withRecentFixtures(
              List.of("/data/a.json", "/data/b.fix"), Map.of("/data/a.json", "/data/a.avsc"))
          .withFixture("/data/a.json", "avro")
          .withTeamStore("postgresql://db.example:5432/bench?user=me")
          .withInspectSplit(0.42)
          .withRunsSplit(0.33);

  @Test
  void aFileWrittenByEarlierVersionsReadsBackAsItWasSaved() throws IOException {
    Path file = Files.writeString(dir.resolve("settings.json"), WRITTEN_BEFORE);

    assertThat(new SettingsFile(file).load()).isEqualTo(EVERY_KEY_SET);
  }

  @Test
  void settingsAreWrittenWithTheSameKeysAndFormatsAsBefore() throws IOException {
    SettingsFile store = new SettingsFile(dir.resolve("settings.json"));

    store.save(EVERY_KEY_SET);

    assertThat(Files.readString(store.file()).replace(System.lineSeparator(), "\n"))
        .isEqualTo(WRITTEN_BEFORE);
  }

  @Test
  void eachChangeKeepsEveryOtherKey() {
    Settings changed = EVERY_KEY_SET.withTheme("light").withRunsSplit(0.5);

    assertThat(changed)
        .isEqualTo(
            Settings.DEFAULTS
                .withWindow(EVERY_KEY_SET.window())
                .withScreen("runs")
                .withRecentFixtures(EVERY_KEY_SET.recentFixtures(), EVERY_KEY_SET.recentSchemas())
                .withFixture("/data/a.json", "avro")
                .withTeamStore(EVERY_KEY_SET.teamStore())
                .withInspectSplit(0.42)
                .withRunsSplit(0.5));
    assertThat(EVERY_KEY_SET.withRecentFixtures(List.of("/data/c.json")).recentSchemas())
        .isEqualTo(Map.of("/data/a.json", "/data/a.avsc"));
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
