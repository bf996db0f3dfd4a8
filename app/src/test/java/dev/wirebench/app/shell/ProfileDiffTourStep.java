package dev.wirebench.app.shell;

import dev.wirebench.storage.RunSummary;
import java.util.List;

/**
 * The screenshot tour's differential profile: Compare ▸ Profiles Δ of the two newest runs made with
 * --profile (a SEED_DB with such runs shows a real differential flame graph; without them, of the
 * runs the runs steps compared, which say why there is none), in the dark theme they left on.
 */
final class ProfileDiffTourStep {
  private ProfileDiffTourStep() {}

  static void add(TourDriver tour) {
    tour.step(
        "37b-compare-profile-diff-dark.png",
        () -> {
          List<RunSummary> profiled =
              tour.workbench.runs().runs().stream()
                  .filter(r -> r.planJson() != null && r.planJson().contains("\"profiles\""))
                  .limit(2)
                  .toList();
          if (profiled.size() == 2) {
            tour.workbench.shell().compareRuns(profiled.get(1).id(), profiled.get(0).id());
          } else {
            tour.workbench.shell().selectScreen(ShellViewModel.COMPARE);
          }
          tour.workbench.compareView().showProfileDiff();
        },
        tour.idle(),
        tour.stage::getScene);
  }
}
