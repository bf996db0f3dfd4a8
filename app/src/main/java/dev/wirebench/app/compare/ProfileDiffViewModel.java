package dev.wirebench.app.compare;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.app.profile.FlameLayout;
import dev.wirebench.app.profile.ProfileSource;
import dev.wirebench.engine.profile.ProfileDiff;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredProfile;
import java.util.List;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Compare screen's differential profile (issue 35): for a benchmark × event profiled in both
 * runs, {@link ProfileDiff} (the rule {@code wirebench profile A --diff B} prints) as a flame graph
 * of B coloured by each frame's change of share, and the biggest movers. Says "no profile stored"
 * where a side has none and "too few samples" where the rule supports no difference. Profiles are
 * read and diffs computed on the task executor; properties change on the FX thread only.
 */
public final class ProfileDiffViewModel {
  /** Movers the table lists, biggest change first. */
  static final int TABLE_ROWS = 50;

  private final ProfileSource source;
  private final TaskExecutor executor;
  private final ObservableList<String> choices = FXCollections.observableArrayList();
  private final ObservableList<ProfileDiff.Mover> movers = FXCollections.observableArrayList();
  private final ReadOnlyObjectWrapper<DiffShown> shown = new ReadOnlyObjectWrapper<>(this, "shown");
  private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
  private final ReadOnlyIntegerWrapper selected = new ReadOnlyIntegerWrapper(this, "selected", -1);
  private List<ProfilePair> pairs = List.of();
  private TaskHandle pending;
  private long loadedA = -1;
  private long loadedB = -1;

  /**
   * What the flame graph shows: B's profile laid out, and the differential that colours it.
   *
   * @param layout B's stacks (frames normalised as the differential matches them)
   * @param diff the differential of A and B
   */
  public record DiffShown(FlameLayout layout, ProfileDiff.Result diff) {}

  public ProfileDiffViewModel(ProfileSource source, TaskExecutor executor) {
    this.source = source;
    this.executor = executor;
  }

  /**
   * A differential that follows {@code compare}: each comparison shown loads its runs' profiles.
   */
  public static ProfileDiffViewModel following(
      RunComparisonViewModel compare, ProfileSource source, TaskExecutor executor) {
    ProfileDiffViewModel diff = new ProfileDiffViewModel(source, executor);
    compare
        .comparisonProperty()
        .addListener(
            (o, old, now) -> {
              RunSummary a = compare.baselineProperty().get();
              RunSummary b = compare.candidateProperty().get();
              diff.load(now == null || a == null ? -1 : a.id(), b == null ? -1 : b.id());
            });
    return diff;
  }

  /** Loads the profiles of runs {@code a} and {@code b} (a negative id clears the view). */
  public void load(long a, long b) {
    if (a >= 0 && a == loadedA && b == loadedB) {
      return; // the same runs compared again (another α or noise band): the view stays
    }
    loadedA = a;
    loadedB = b;
    cancelPending();
    choices.clear();
    pairs = List.of();
    selected.set(-1);
    show(null, List.of(), "");
    if (a < 0 || b < 0) {
      return;
    }
    message.set("Loading the profiles of runs #" + a + " and #" + b + "…");
    pending =
        executor.submit(
            "Loading the profiles of runs #" + a + " and #" + b,
            context -> ProfilePair.of(source.profiles(a), source.profiles(b)),
            this::loaded,
            failure -> message.set("Could not read the profiles: " + failure.getMessage()));
  }

  private void loaded(List<ProfilePair> loaded) {
    pairs = loaded;
    choices.setAll(loaded.stream().map(ProfilePair::title).toList());
    if (loaded.isEmpty()) {
      message.set(
          "Neither run has profiles: runs made with bench --profile cpu,alloc (or the plan's"
              + " Profile switches) have them; imported JMH files carry none.");
      return;
    }
    select(0);
  }

  /**
   * Shows the first profiled event of benchmark {@code name} ({@code json decode minimal [avgt]},
   * as Compare's table names it), if either run profiled it.
   */
  public void focus(String name) {
    for (int i = 0; i < pairs.size(); i++) {
      if (pairs.get(i).title().startsWith(name + " — ")) {
        select(i);
        return;
      }
    }
  }

  /** Shows choice {@code index}: its differential, or why there is none. */
  public void select(int index) {
    if (index < 0 || index >= pairs.size() || index == selected.get()) {
      return;
    }
    selected.set(index);
    cancelPending();
    ProfilePair pair = pairs.get(index);
    String missing = pair.missing();
    if (missing != null) {
      show(null, List.of(), missing);
      return;
    }
    show(null, List.of(), "Comparing the profiles…");
    StoredProfile a = pair.a();
    StoredProfile b = pair.b();
    pending =
        executor.submit(
            "Differential profile of " + pair.title(),
            context -> {
              ProfileDiff.Result diff = ProfileDiff.of(a.profile(), b.profile());
              return new DiffShown(FlameLayout.of(ProfileDiff.normalized(b.profile())), diff);
            },
            done -> show(done, done.diff().movers(), summary(a, b, done.diff())),
            failure -> message.set("Could not compare the profiles: " + failure.getMessage()));
  }

  private static String summary(StoredProfile a, StoredProfile b, ProfileDiff.Result diff) {
    String counts =
        "A: "
            + a.profile().describe()
            + " · B: "
            + b.profile().describe()
            + " · shares of each"
            + " profile's own total";
    return diff.tooFew() == null ? counts : counts + "\n" + capitalised(diff.tooFew());
  }

  private static String capitalised(String text) {
    return Character.toUpperCase(text.charAt(0)) + text.substring(1);
  }

  private void show(DiffShown diff, List<ProfileDiff.Mover> all, String text) {
    shown.set(diff);
    movers.setAll(all.subList(0, Math.min(TABLE_ROWS, all.size())));
    message.set(text);
  }

  private void cancelPending() {
    if (pending != null) {
      pending.cancel();
      pending = null;
    }
  }

  /** Each benchmark × event of either run: {@code json decode minimal [avgt] — cpu}. */
  public ObservableList<String> choices() {
    return FXCollections.unmodifiableObservableList(choices);
  }

  /** The choice shown, or -1. */
  public ReadOnlyIntegerProperty selectedProperty() {
    return selected.getReadOnlyProperty();
  }

  /** The biggest movers of the shown differential (at most {@value #TABLE_ROWS}), or none. */
  public ObservableList<ProfileDiff.Mover> movers() {
    return FXCollections.unmodifiableObservableList(movers);
  }

  /** The differential flame graph's content, or null when there is none to show. */
  public ReadOnlyObjectProperty<DiffShown> shownProperty() {
    return shown.getReadOnlyProperty();
  }

  /** What is compared (samples on each side, too few samples), or why nothing is. */
  public ReadOnlyStringProperty messageProperty() {
    return message.getReadOnlyProperty();
  }
}
