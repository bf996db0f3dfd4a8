package dev.wirebench.app.cli;

import dev.wirebench.engine.profile.HotFrames;
import dev.wirebench.engine.profile.ProfileDiff;
import dev.wirebench.engine.profile.StackProfile;
import java.util.List;
import java.util.Locale;

/** The tables of {@code wirebench profile}: hot frames, allocation sites, biggest movers. */
final class ProfileTables {
  /** Frames longer than this keep their end (class and method) and lose their start. */
  private static final int FRAME_WIDTH = 100;

  private ProfileTables() {}

  /** The {@code top} frames by self share, with their total share. */
  static TextTable hotFrames(StackProfile profile, int top) {
    TextTable table = new TextTable("self %", "total %", "frame");
    List<HotFrames.Frame> frames = HotFrames.of(profile);
    for (HotFrames.Frame f : frames.subList(0, Math.min(top, frames.size()))) {
      table.row(percent(f.selfShare()), percent(f.totalShare()), frame(f.frame()));
    }
    return table;
  }

  /** The {@code top} allocation sites by bytes. */
  static TextTable allocationSites(StackProfile profile, int top) {
    TextTable table = new TextTable("bytes %", "MB sampled", "type", "allocated in");
    List<HotFrames.AllocationSite> sites = HotFrames.allocationSites(profile);
    for (HotFrames.AllocationSite s : sites.subList(0, Math.min(top, sites.size()))) {
      table.row(
          percent(s.share()),
          String.format(Locale.ROOT, "%.1f", s.bytes() / 1e6),
          s.type(),
          frame(s.site()));
    }
    return table;
  }

  /** The {@code top} frames whose total share changed most from A to B. */
  static TextTable movers(ProfileDiff.Result diff, int top) {
    TextTable table = new TextTable("A %", "B %", "change pp", "", "frame");
    List<ProfileDiff.Mover> movers = diff.movers();
    for (ProfileDiff.Mover m : movers.subList(0, Math.min(top, movers.size()))) {
      table.row(
          percent(m.shareA()),
          percent(m.shareB()),
          String.format(Locale.ROOT, "%+.2f", 100 * m.delta()),
          switch (m.change()) {
            case GREW -> "grew";
            case SHRANK -> "shrank";
            case WITHIN_NOISE -> "~";
          },
          frame(m.frame()));
    }
    return table;
  }

  static String percent(double share) {
    return String.format(Locale.ROOT, "%.2f", 100 * share);
  }

  static String frame(String frame) {
    return frame.length() <= FRAME_WIDTH
        ? frame
        : "…" + frame.substring(frame.length() - FRAME_WIDTH + 1);
  }
}
