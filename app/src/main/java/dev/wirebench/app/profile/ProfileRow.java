package dev.wirebench.app.profile;

import dev.wirebench.engine.profile.HotFrames;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import java.util.List;
import java.util.Locale;

/**
 * A row of the profile's table, as {@code wirebench profile} prints it: for a CPU profile a hot
 * frame (self %, total %, frame), for an allocation profile a site (bytes %, MB sampled, type,
 * allocating frame).
 *
 * @param first self % or bytes %
 * @param second total % or MB sampled
 * @param name the frame, or the allocated type
 * @param where the allocating frame; empty for a CPU profile
 */
public record ProfileRow(String first, String second, String name, String where) {
  /** Rows shown at most: the table is for the top of the profile, the flame graph for the rest. */
  static final int TOP = 200;

  /** The top rows of {@code profile}: allocation sites by bytes, or frames by self share. */
  static List<ProfileRow> of(StackProfile profile) {
    if (profile.event() == ProfileEvent.ALLOC) {
      return HotFrames.allocationSites(profile).stream()
          .limit(TOP)
          .map(
              s ->
                  new ProfileRow(
                      percent(s.share()),
                      String.format(Locale.ROOT, "%.1f", s.bytes() / 1e6),
                      s.type(),
                      s.site()))
          .toList();
    }
    return HotFrames.of(profile).stream()
        .limit(TOP)
        .map(f -> new ProfileRow(percent(f.selfShare()), percent(f.totalShare()), f.frame(), ""))
        .toList();
  }

  private static String percent(double share) {
    return String.format(Locale.ROOT, "%.2f", 100 * share);
  }
}
