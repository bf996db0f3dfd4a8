package dev.wirebench.engine.codec.fix;

import java.util.BitSet;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The repeating groups of a FIX 4.4 subset: for each NumInGroup tag, the tags its instances may
 * hold. A group ends at the first tag that is not a member; the field right after the NumInGroup is
 * the delimiter that starts each instance. Immutable.
 */
final class FixDictionary {
  private static final Set<Integer> INSTRUMENT =
      Set.of(55, 65, 48, 22, 454, 460, 461, 167, 762, 200, 541, 207, 106, 107, 15, 63, 64);

  private static final Map<Integer, Set<Integer>> GROUPS =
      Map.ofEntries(
          Map.entry(146, union(INSTRUMENT, Set.of(711, 555, 38, 152, 64, 1, 660, 263))),
          Map.entry(
              268,
              Set.of(
                  279, 269, 278, 280, 55, 48, 22, 207, 270, 15, 271, 272, 273, 274, 275, 336, 625,
                  276, 277, 282, 283, 284, 286, 290, 291, 292, 346, 37, 58, 1023, 1003, 2446, 5054,
                  5055, 5056, 5060, 5061, 299, 5062, 5063, 5064, 5065, 5066, 5067, 5068, 5069)),
          Map.entry(267, Set.of(269)),
          Map.entry(453, Set.of(448, 447, 452, 802)),
          Map.entry(802, Set.of(523, 803)),
          Map.entry(539, Set.of(524, 525, 538, 804)),
          Map.entry(804, Set.of(545, 805)),
          Map.entry(454, Set.of(455, 456)),
          Map.entry(
              552,
              Set.of(
                  54, 37, 198, 11, 526, 66, 453, 1, 660, 581, 81, 575, 576, 578, 579, 376, 377, 582,
                  336, 625, 943, 12, 13, 479, 497, 528, 529, 1032, 59, 1021, 58, 354, 355, 77, 203,
                  544, 635)),
          Map.entry(
              555,
              Set.of(
                  600, 601, 602, 603, 604, 607, 608, 609, 610, 611, 612, 613, 614, 615, 616, 617,
                  618, 619, 620, 621, 622, 623, 624, 556, 740, 739, 955, 956, 687, 690, 564, 565,
                  654, 566, 587, 588, 683, 685, 670, 539)),
          Map.entry(605, Set.of(605, 606)),
          Map.entry(78, Set.of(79, 661, 736, 467, 80, 539)),
          Map.entry(
              711,
              Set.of(
                  311, 312, 309, 305, 457, 462, 463, 310, 763, 313, 542, 315, 241, 242, 243, 244,
                  245, 246, 256, 595, 592, 593, 594, 247, 316, 941, 317, 436, 435, 308, 306, 362,
                  363, 307, 364, 365, 877, 878, 318, 879, 810, 882, 883, 884, 885, 886)),
          Map.entry(382, Set.of(375, 337, 437, 438, 655)),
          Map.entry(136, Set.of(137, 138, 139, 891)),
          Map.entry(232, Set.of(233, 234)),
          Map.entry(215, Set.of(216, 217)),
          Map.entry(33, Set.of(58, 354, 355)));

  /** Indexed by NumInGroup tag; primitive lookups so decoding does not box tags. */
  private static final BitSet[] MEMBERS = index();

  private FixDictionary() {}

  private static BitSet[] index() {
    int max = GROUPS.keySet().stream().mapToInt(Integer::intValue).max().orElse(0);
    BitSet[] members = new BitSet[max + 1];
    GROUPS.forEach(
        (count, tags) -> {
          BitSet bits = new BitSet();
          tags.forEach(bits::set);
          members[count] = bits;
        });
    return members;
  }

  private static Set<Integer> union(Set<Integer> a, Set<Integer> b) {
    Set<Integer> all = new HashSet<>(a);
    all.addAll(b);
    return Set.copyOf(all);
  }

  /** Whether {@code tag} is a NumInGroup field this dictionary knows. */
  static boolean isGroupCount(int tag) {
    return tag >= 0 && tag < MEMBERS.length && MEMBERS[tag] != null;
  }

  /** Whether {@code member} may appear in an instance of group {@code countTag}. */
  static boolean isMember(int countTag, int member) {
    return isGroupCount(countTag) && member >= 0 && MEMBERS[countTag].get(member);
  }
}
