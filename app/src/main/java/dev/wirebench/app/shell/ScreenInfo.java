package dev.wirebench.app.shell;

import java.util.List;

/**
 * A screen of the workbench as the navigation knows it.
 *
 * @param id stable id, stored in the settings, e.g. {@code inspect}
 * @param title what the navigation rail and the View menu show
 * @param hint one line about what the screen is for (tooltip)
 */
public record ScreenInfo(String id, String title, String hint) {
  /** The workbench's screens, in rail order. */
  static List<ScreenInfo> inRailOrder() {
    return List.of(
        new ScreenInfo(
            ShellViewModel.DASHBOARD,
            "Dashboard",
            "The run database at a glance: last run, leaders, trends, the running job"),
        new ScreenInfo(
            ShellViewModel.INSPECT, "Inspect", "A fixture message on the wire in every codec"),
        new ScreenInfo(
            ShellViewModel.BENCH,
            "Benchmark",
            "Encode/decode speed and allocation per codec, measured with JMH"),
        new ScreenInfo(
            ShellViewModel.THROUGHPUT,
            "Throughput",
            "How many messages per second K consumers read from a stream store"),
        new ScreenInfo(ShellViewModel.RUNS, "Runs", "Stored runs: results, charts, environment"),
        new ScreenInfo(
            ShellViewModel.COMPARE,
            "Compare",
            "Two runs side by side: did anything really change?"),
        new ScreenInfo(
            ShellViewModel.HISTORY,
            "History",
            "One benchmark across every stored run, per environment, with change points"),
        new ScreenInfo(
            ShellViewModel.QUEUE,
            "Queue",
            "The fleet's jobs on the team store: which host runs what, progress, ETA"),
        new ScreenInfo(
            ShellViewModel.COMPAT,
            "Compat",
            "What a schema change does to every codec: old writer, new reader, and back"));
  }
}
