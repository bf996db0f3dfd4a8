package dev.wirebench.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.DatabaseViewModel;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.InspectService;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.app.settings.Settings;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Cross-screen navigation through the shell: a benchmark result to Inspect, a stored run to Runs.
 */
class ShellNavigationTest {
  private static final CodecRegistry REGISTRY = CodecRegistry.discover();

  private final List<Throwable> unexpected = new ArrayList<>();
  private final TaskExecutor executor = TaskExecutor.inline(unexpected::add);
  private final RecentFixtures recent = new RecentFixtures(List.of());
  private final InspectViewModel inspect =
      new InspectViewModel(new InspectService(FixtureLoader.bundled(), REGISTRY), executor, recent);
  private final ShellViewModel shell =
      new ShellViewModel(
          List.of(
              new ScreenInfo(ShellViewModel.INSPECT, "Inspect", "wire bytes"),
              new ScreenInfo(ShellViewModel.BENCH, "Benchmark", "speed"),
              new ScreenInfo(ShellViewModel.RUNS, "Runs", "stored runs")),
          Settings.DEFAULTS.withScreen(ShellViewModel.BENCH),
          // only shown in the status bar; never opened here
          new DatabaseViewModel(new RunDatabase(Path.of("wirebench.db")), executor, ""),
          executor,
          recent,
          inspect,
          AboutInfo.collect(REGISTRY));

  @Test
  void openingAResultInInspectShowsItsCodecOnItsFixture() {
    shell.openInInspect("smile", "minimal");

    assertThat(unexpected).isEmpty();
    assertThat(shell.screenProperty().get()).isEqualTo(ShellViewModel.INSPECT);
    assertThat(inspect.inspectionProperty().get().choice().key()).isEqualTo("minimal");
    assertThat(inspect.codecProperty().get().id()).isEqualTo("smile");
  }

  @Test
  void openingAStoredRunTellsTheRunsScreenWhichAndShowsIt() {
    List<Long> opened = new ArrayList<>();
    shell.setRunOpener(opened::add);

    shell.openRun(42);

    assertThat(opened).containsExactly(42L);
    assertThat(shell.screenProperty().get()).isEqualTo(ShellViewModel.RUNS);
    assertThat(shell.hasScreen(ShellViewModel.RUNS)).isTrue();
    assertThat(shell.hasScreen("dashboard")).isFalse();
  }

  @Test
  void openInBenchmarkChoosesTheFixtureThereOrSaysWhyNot() {
    List<String> chosen = new ArrayList<>();
    shell.setBenchFixtureChooser(
        choice -> choice.key().equals("minimal") && chosen.add(choice.key()));
    shell.openInInspect("json", "minimal");

    inspect.openInBenchmark();
    assertThat(chosen).containsExactly("minimal");
    assertThat(shell.screenProperty().get()).isEqualTo(ShellViewModel.BENCH);

    shell.openInInspect("json", "trade-update");
    inspect.openInBenchmark();
    assertThat(shell.screenProperty().get()).isEqualTo(ShellViewModel.INSPECT);
    assertThat(shell.noticeProperty().get()).startsWith("The Benchmark screen has no fixture");
  }

  @Test
  void theInspectDividerComesFromTheSettingsAndGoesBackToThem() {
    inspect.codecSplitProperty().set(0.61);

    assertThat(shell.settings().inspectSplit()).isEqualTo(0.61);
  }
}
