package dev.wirebench.app.shell;

/**
 * The screenshot tour's differential profile: Compare ▸ Profiles Δ of the two runs the runs steps
 * compared, in the dark theme they left on (seeded runs made with --profile show a flame graph).
 */
final class ProfileDiffTourStep {
  private ProfileDiffTourStep() {}

  static void add(TourDriver tour) {
    tour.step(
        "37b-compare-profile-diff-dark.png",
        () -> {
          tour.workbench.shell().selectScreen(ShellViewModel.COMPARE);
          tour.workbench.compareView().showProfileDiff();
        },
        tour.idle(),
        tour.stage::getScene);
  }
}
