package dev.wirebench.app.cli;

import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredProfile;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** Which stored profiles {@code wirebench profile} shows: by words of the result's name, event. */
final class ProfileChoice {
  private ProfileChoice() {}

  /**
   * The profiles of {@code run} whose result name has every word of {@code words} and whose event
   * is {@code event} (null: any).
   *
   * @throws UserError saying why there is nothing: an imported run, a run without --profile, no
   *     match (listing what there is)
   */
  static List<StoredProfile> pick(
      RunStore runs, RunSummary run, List<String> words, ProfileEvent event) {
    List<StoredProfile> all = runs.profiles().byRun(run.id());
    if (all.isEmpty()) {
      throw new UserError(
          run.kind() == RunKind.IMPORTED
              ? "run #"
                  + run.id()
                  + " was imported from a JMH result file: imported runs carry no profile"
              : "run #"
                  + run.id()
                  + " has no profiles: it ran without --profile (bench --profile cpu,alloc adds"
                  + " them)");
    }
    List<StoredProfile> matching =
        all.stream()
            .filter(p -> matches(p.result(), words))
            .filter(p -> event == null || p.profile().event() == event)
            .toList();
    if (matching.isEmpty()) {
      throw new UserError(
          "no profile of run #"
              + run.id()
              + " matches '"
              + String.join(" ", words)
              + (event == null ? "" : "' with event " + event.id())
              + "'; profiled: "
              + names(all));
    }
    return matching;
  }

  /** The one profile an output file takes: one result, its first event (cpu before alloc). */
  static StoredProfile single(List<StoredProfile> chosen, String option) {
    if (chosen.stream().map(StoredProfile::resultId).distinct().count() > 1) {
      throw new UserError(option + " takes one benchmark; name one of: " + names(chosen));
    }
    StoredProfile first = chosen.get(0);
    if (!first.profile().present()) {
      throw new UserError(
          "no "
              + first.profile().event().id()
              + " profile of "
              + first.result()
              + ": "
              + first.profile().note());
    }
    return first;
  }

  /** The profile in {@code other} of the same benchmark and event as {@code one}. */
  static StoredProfile counterpart(StoredProfile one, List<StoredProfile> other) {
    return other.stream()
        .filter(p -> p.result().equals(one.result()))
        .filter(p -> p.profile().event() == one.profile().event())
        .filter(p -> p.profile().present())
        .findFirst()
        .orElseThrow(
            () ->
                new UserError(
                    "the other run has no "
                        + one.profile().event().id()
                        + " profile of "
                        + one.result()));
  }

  static boolean matches(String result, List<String> words) {
    Set<String> parts =
        Arrays.stream(result.replace("[", " ").replace("]", " ").split("\\s+"))
            .map(w -> w.toLowerCase(Locale.ROOT))
            .collect(Collectors.toSet());
    for (String word : words) {
      for (String part : word.toLowerCase(Locale.ROOT).split("[\\s/,]+")) {
        if (!part.isEmpty() && !parts.contains(part)) {
          return false;
        }
      }
    }
    return true;
  }

  private static String names(List<StoredProfile> profiles) {
    return profiles.stream()
        .map(StoredProfile::result)
        .distinct()
        .collect(Collectors.joining(", "));
  }
}
