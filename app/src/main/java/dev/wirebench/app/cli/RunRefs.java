package dev.wirebench.app.cli;

import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What a RUN argument may be: an id ({@code 12} or {@code #12}), {@code latest} or {@code latest~N}
 * (the N-th before the newest), or a label that names exactly one run.
 */
final class RunRefs {
  static final String HELP = "RUN is an id (12), latest, latest~N, or a unique label.";

  private RunRefs() {}

  static RunSummary resolve(RunStore store, String ref) {
    String text = ref.trim();
    if (text.equals("latest") || text.startsWith("latest~")) {
      int skip = text.equals("latest") ? 0 : parseCount(text.substring("latest~".length()), ref);
      return store
          .latest(skip)
          .orElseThrow(() -> new UserError("no run '" + ref + "': the database holds fewer runs"));
    }
    String digits = text.startsWith("#") ? text.substring(1) : text;
    if (!digits.isEmpty() && digits.chars().allMatch(Character::isDigit)) {
      long id = Long.parseLong(digits);
      return store
          .findRun(id)
          .orElseThrow(
              () ->
                  new UserError(
                      "no run #"
                          + id
                          + " in "
                          + store.location()
                          + "; `wirebench runs` lists them"));
    }
    List<RunSummary> labelled = store.findRunsByLabel(text);
    if (labelled.size() == 1) {
      return labelled.get(0);
    }
    if (labelled.isEmpty()) {
      throw new UserError("no run with the id or label '" + ref + "'; `wirebench runs` lists them");
    }
    throw new UserError(
        "the label '"
            + ref
            + "' names "
            + labelled.size()
            + " runs ("
            + labelled.stream().map(r -> "#" + r.id()).collect(Collectors.joining(", "))
            + "); give the id");
  }

  private static int parseCount(String text, String ref) {
    try {
      int n = Integer.parseInt(text);
      if (n >= 0) {
        return n;
      }
    } catch (NumberFormatException e) {
      // fall through to the message below
    }
    throw new UserError(
        "bad run '" + ref + "'; write latest~N with N a whole number, e.g. latest~1");
  }
}
