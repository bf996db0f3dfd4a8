package dev.wirebench.app.compare;

import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.storage.StoredProfile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One benchmark × event profiled in run A, run B or both, matched by the result's name and the
 * event (as {@code wirebench profile A --diff B} matches them).
 *
 * @param title {@code json decode minimal [avgt] — cpu}
 * @param a A's stored profile, or null when A has none of this benchmark × event
 * @param b B's, or null
 */
record ProfilePair(String title, StoredProfile a, StoredProfile b) {
  /** The pairs of two runs' profiles: A's in A's order, then those only B has. */
  static List<ProfilePair> of(List<StoredProfile> ofA, List<StoredProfile> ofB) {
    Map<String, StoredProfile[]> byKey = new LinkedHashMap<>();
    for (StoredProfile p : ofA) {
      byKey.computeIfAbsent(key(p), k -> new StoredProfile[2])[0] = p;
    }
    for (StoredProfile p : ofB) {
      byKey.computeIfAbsent(key(p), k -> new StoredProfile[2])[1] = p;
    }
    List<ProfilePair> pairs = new ArrayList<>();
    byKey.forEach((title, both) -> pairs.add(new ProfilePair(title, both[0], both[1])));
    return pairs;
  }

  private static String key(StoredProfile p) {
    return title(p.result(), p.profile().event());
  }

  static String title(String result, ProfileEvent event) {
    return result + " — " + event.id();
  }

  /** Why there is no differential (a side without a profile, or with a note instead), or null. */
  String missing() {
    String whyA = missing("A", a);
    String whyB = missing("B", b);
    if (whyA == null) {
      return whyB;
    }
    return whyB == null ? whyA : whyA + "\n" + whyB;
  }

  private static String missing(String side, StoredProfile p) {
    if (p == null) {
      return "No profile stored in " + side + " for this benchmark and event.";
    }
    if (!p.profile().present()) {
      return "No profile stored in " + side + ": " + p.profile().note();
    }
    return null;
  }
}
