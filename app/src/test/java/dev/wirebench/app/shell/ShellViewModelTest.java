package dev.wirebench.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.DatabaseViewModel;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.InspectService;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.app.settings.Settings;
import dev.wirebench.app.settings.WindowBounds;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShellViewModelTest {
  private static final CodecRegistry REGISTRY = CodecRegistry.discover();
  private static final List<ScreenInfo> SCREENS =
      List.of(
          new ScreenInfo("inspect", "Inspect", "wire bytes"),
          new ScreenInfo("other", "Other", "for the test"));

  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final TaskExecutor executor = TaskExecutor.inline(unexpected::add);
  private final RecentFixtures recent = new RecentFixtures(List.of());
  private final InspectViewModel inspect =
      new InspectViewModel(new InspectService(FixtureLoader.bundled(), REGISTRY), executor, recent);

  @AfterEach
  void nothingUnexpected() {
    assertThat(unexpected).isEmpty();
  }

  private ShellViewModel shell(Settings saved) {
    return new ShellViewModel(
        SCREENS,
        saved,
        new DatabaseViewModel(new RunDatabase(dir.resolve("wirebench.db")), executor, ""),
        executor,
        recent,
        inspect,
        AboutInfo.collect(REGISTRY));
  }

  @Test
  void screensAreChosenByIdOrByPositionAndUnknownIdsShowTheFirst() {
    ShellViewModel shell = shell(Settings.DEFAULTS.withScreen("gone-in-this-version"));
    assertThat(shell.screenProperty().get()).isEqualTo("inspect");

    shell.selectScreen(1);
    assertThat(shell.screenProperty().get()).isEqualTo("other");
    shell.selectScreen(7);
    assertThat(shell.screenProperty().get()).isEqualTo("other");
    shell.selectScreen("inspect");
    assertThat(shell.screenProperty().get()).isEqualTo("inspect");
  }

  @Test
  void startingOpensTheFixtureAndCodecShownLastTime() {
    ShellViewModel shell = shell(Settings.DEFAULTS.withFixture("minimal", "java-serialization"));

    shell.start();

    assertThat(inspect.fixtureProperty().get().key()).isEqualTo("minimal");
    assertThat(inspect.codecProperty().get().id()).isEqualTo("java-serialization");
    assertThat(shell.titleProperty().get()).startsWith("Wirebench — minimal");
  }

  @Test
  void aFirstStartOpensASmallBundledFixture() {
    shell(Settings.DEFAULTS).start();

    assertThat(inspect.fixtureProperty().get().key()).isEqualTo("trade-update");
  }

  @Test
  void droppedFilesOpenTheFirstRegularFileInInspect() throws IOException {
    ShellViewModel shell = shell(Settings.DEFAULTS.withScreen("other"));
    Path first =
        Files.writeString(
            dir.resolve("a.json"),
            "{\"$type\":\"InstrumentMessage\","
                + "\"symbol\":\"X\",\"timestamp\":\"2025-01-01T00:00:00Z\"}");
    Path second = Files.writeString(dir.resolve("b.json"), "{}");

    shell.openDropped(List.of(dir, first, second));

    assertThat(shell.screenProperty().get()).isEqualTo("inspect");
    assertThat(inspect.fixtureProperty().get().file()).isEqualTo(first);
    assertThat(shell.noticeProperty().get()).contains("one file at a time");
  }

  @Test
  void droppingNoFileExplainsWhatToDrop() {
    ShellViewModel shell = shell(Settings.DEFAULTS);

    shell.openDropped(List.of(dir));

    assertThat(shell.noticeProperty().get()).startsWith("Drop a fixture file");
    assertThat(inspect.fixtureProperty().get()).isNull();
  }

  @Test
  void theSettingsToSaveHoldWindowThemeScreenRecentFilesAndTheShownFixture() throws IOException {
    ShellViewModel shell = shell(Settings.DEFAULTS);
    Path file =
        Files.writeString(
            dir.resolve("m.json"),
            "{\"$type\":\"InstrumentMessage\","
                + "\"symbol\":\"X\",\"timestamp\":\"2025-01-01T00:00:00Z\"}");
    shell.openFixture(file);
    inspect.selectCodec("fix");
    shell.setTheme(Theme.DARK);
    shell.selectScreen("other");
    shell.windowChanged(new WindowBounds(5, 6, 1000, 700, false));

    Settings saved = shell.settings();

    assertThat(saved.window()).isEqualTo(new WindowBounds(5, 6, 1000, 700, false));
    assertThat(saved.theme()).isEqualTo("dark");
    assertThat(saved.screen()).isEqualTo("other");
    assertThat(saved.recentFixtures()).containsExactly(file.toString());
    assertThat(saved.fixture()).isEqualTo(file.toString());
    assertThat(saved.codec()).isEqualTo("fix");
  }

  @Test
  void theStatusBarNamesTheDatabase() {
    assertThat(shell(Settings.DEFAULTS).database().localFile())
        .contains(dir.resolve("wirebench.db"));
  }

  @Test
  void aboutListsEveryCodecWithItsLibrary() {
    AboutInfo about = AboutInfo.collect(REGISTRY);

    assertThat(about.codecs()).hasSize(REGISTRY.ids().size());
    assertThat(about.asText())
        .contains("Wirebench: ")
        .contains("Java: " + System.getProperty("java.runtime.version"))
        .contains("JavaFX: ");
    REGISTRY
        .infos()
        .forEach(info -> assertThat(about.asText()).contains(info.id()).contains(info.library()));
  }
}
