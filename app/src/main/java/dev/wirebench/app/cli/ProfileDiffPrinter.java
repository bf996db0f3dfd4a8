package dev.wirebench.app.cli;

import dev.wirebench.engine.profile.ProfileDiff;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredProfile;
import java.io.PrintWriter;
import java.util.List;

/** {@code wirebench profile A --diff B}: per benchmark and event, the biggest movers. */
final class ProfileDiffPrinter {
  static final String RULE =
      "grew/shrank: the 95 % Wilson intervals of the frame's share in A and in B do not overlap;"
          + " ~: within sampling noise. Shares are of each profile's own total.";

  private final PrintWriter out;
  private final int top;

  ProfileDiffPrinter(PrintWriter out, int top) {
    this.out = out;
    this.top = top;
  }

  /** Prints the movers of each of {@code chosen} (A's) that B has; false if B has none of them. */
  boolean print(RunSummary a, RunSummary b, List<StoredProfile> chosen, List<StoredProfile> ofB) {
    out.println("A: " + a.displayName());
    out.println("B: " + b.displayName());
    int shown = 0;
    for (StoredProfile one : chosen) {
      StoredProfile other =
          ofB.stream()
              .filter(p -> p.result().equals(one.result()))
              .filter(p -> p.profile().event() == one.profile().event())
              .findFirst()
              .orElse(null);
      out.println();
      String what = one.result() + " — " + one.profile().event().id();
      if (other == null || !one.profile().present() || !other.profile().present()) {
        out.println(what + ": not in both runs' profiles");
        continue;
      }
      StackProfile pa = one.profile();
      StackProfile pb = other.profile();
      ProfileDiff.Result diff = ProfileDiff.of(pa, pb);
      out.println(what + ": A " + pa.samples() + " samples, B " + pb.samples() + " samples");
      if (diff.tooFew() != null) {
        out.println("  " + diff.tooFew());
      }
      out.print(ProfileTables.movers(diff, top).render());
      shown++;
    }
    out.println();
    out.println(RULE);
    out.flush();
    return shown > 0;
  }
}
