package dev.wirebench.app.profile;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.storage.StoredProfile;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The opened run's profiles (issue 35): which benchmark × event is shown, its flame graph layout
 * (built off the FX thread), the search and the share it matches, and a message when there is
 * nothing to show (a run without --profile, an imported run, a profiler that could not attach).
 * Properties change on the FX thread only.
 */
public final class ProfileViewModel {
  private final ProfileSource source;
  private final ProfileExports exports;
  private final TaskExecutor executor;
  private final ObservableList<String> choices = FXCollections.observableArrayList();
  private final ReadOnlyObjectWrapper<FlameLayout> layout =
      new ReadOnlyObjectWrapper<>(this, "layout");
  private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
  private final ReadOnlyStringWrapper matched = new ReadOnlyStringWrapper(this, "matched", "");
  private final ReadOnlyObjectWrapper<Pattern> pattern =
      new ReadOnlyObjectWrapper<>(this, "pattern");
  private final StringProperty search = new SimpleStringProperty(this, "search", "");
  private final ReadOnlyObjectWrapper<StoredProfile> shown =
      new ReadOnlyObjectWrapper<>(this, "shown");
  private final ObservableList<ProfileRow> rows = FXCollections.observableArrayList();
  private List<Loaded> loaded = List.of();
  private TaskHandle loading;

  /** A stored profile, its layout and table rows (null and empty when it has no stacks). */
  private record Loaded(StoredProfile stored, FlameLayout layout, List<ProfileRow> rows) {}

  public ProfileViewModel(ProfileSource source, TaskExecutor executor) {
    this(source, ProfileExports.NONE, executor);
  }

  public ProfileViewModel(ProfileSource source, ProfileExports exports, TaskExecutor executor) {
    this.source = source;
    this.exports = exports;
    this.executor = executor;
    search.addListener((o, old, text) -> searchChanged(text));
  }

  /** Loads run {@code runId}'s profiles (a negative id clears the view). */
  public void load(long runId) {
    if (loading != null) {
      loading.cancel();
    }
    choices.clear();
    loaded = List.of();
    layout.set(null);
    shown.set(null);
    rows.clear();
    if (runId < 0) {
      message.set("");
      return;
    }
    message.set("Loading profiles…");
    loading =
        executor.submit(
            "Loading the profiles of run #" + runId,
            context -> source.profiles(runId).stream().map(ProfileViewModel::prepared).toList(),
            this::loaded,
            failure -> message.set("Could not read the profiles: " + failure.getMessage()));
  }

  /** Off the FX thread: the layout and the table of a stored profile. */
  private static Loaded prepared(StoredProfile stored) {
    return stored.profile().present()
        ? new Loaded(stored, FlameLayout.of(stored.profile()), ProfileRow.of(stored.profile()))
        : new Loaded(stored, null, List.of());
  }

  private void loaded(List<Loaded> profiles) {
    loaded = profiles;
    choices.setAll(
        profiles.stream()
            .map(p -> p.stored().result() + " — " + p.stored().profile().event().id())
            .toList());
    if (profiles.isEmpty()) {
      message.set(
          "This run has no profiles. Runs made with bench --profile cpu,alloc have them;"
              + " imported JMH files carry none.");
      return;
    }
    select(0);
  }

  /** Shows choice {@code index}. */
  public void select(int index) {
    if (index < 0 || index >= loaded.size()) {
      return;
    }
    Loaded chosen = loaded.get(index);
    layout.set(chosen.layout());
    rows.setAll(chosen.rows());
    shown.set(chosen.stored());
    message.set(
        chosen.layout() == null
            ? "No profile: " + chosen.stored().profile().note()
            : chosen.stored().profile().describe()
                + ", "
                + chosen.stored().profile().profiler()
                + (chosen.stored().hasRecording() ? " (its JFR recording is kept)" : ""));
    searchChanged(search.get());
  }

  private void searchChanged(String text) {
    if (text == null || text.isBlank()) {
      pattern.set(null);
      matched.set("");
      return;
    }
    Pattern compiled;
    try {
      compiled = Pattern.compile(text);
    } catch (PatternSyntaxException e) {
      compiled = Pattern.compile(Pattern.quote(text));
    }
    pattern.set(compiled);
    FlameLayout shown = layout.get();
    matched.set(
        shown == null
            ? ""
            : String.format(Locale.ROOT, "matched %.2f %%", 100 * shown.matchedShare(compiled)));
  }

  /** Whether the shown profile can be exported as {@code format}. */
  public boolean canExport(ProfileFormat format) {
    StoredProfile profile = shown.get();
    if (profile == null || !profile.profile().present()) {
      return false;
    }
    return format != ProfileFormat.JFR || profile.hasRecording();
  }

  /** A file name for the shown profile: {@code json-decode-minimal-avgt-cpu.html}. */
  public String suggestedName(ProfileFormat format) {
    StoredProfile profile = shown.get();
    String name =
        profile == null ? "profile" : profile.result() + " " + profile.profile().event().id();
    return name.replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^-|-$", "")
        + "."
        + format.extension();
  }

  /**
   * Writes the shown profile to {@code file} as {@code format} off the FX thread, then says what
   * was written, or why not, in the message.
   */
  public void export(ProfileFormat format, Path file) {
    StoredProfile profile = shown.get();
    if (!canExport(format)) {
      message.set("Nothing to export as " + format.label() + " for this choice.");
      return;
    }
    String title = profile.result() + " — " + profile.profile().event().id();
    executor.submit(
        "Exporting " + title,
        context -> {
          exports.write(file, ProfileFiles.bytes(format, title, profile, exports));
          return file;
        },
        written -> message.set("Wrote " + written + " (" + title + ", " + format.label() + ")"),
        failure -> message.set("Could not export to " + file + ": " + failure.getMessage()));
  }

  /** The shown profile, or null. */
  public ReadOnlyObjectProperty<StoredProfile> shownProperty() {
    return shown.getReadOnlyProperty();
  }

  /**
   * The shown profile's table: its hot frames by self share, or its allocation sites by bytes (the
   * top {@value ProfileRow#TOP}), as {@code wirebench profile} prints them.
   */
  public ObservableList<ProfileRow> rows() {
    return FXCollections.unmodifiableObservableList(rows);
  }

  public ObservableList<String> choices() {
    return FXCollections.unmodifiableObservableList(choices);
  }

  public ReadOnlyObjectProperty<FlameLayout> layoutProperty() {
    return layout.getReadOnlyProperty();
  }

  /** What is shown, or why nothing is. */
  public ReadOnlyStringProperty messageProperty() {
    return message.getReadOnlyProperty();
  }

  /** The search's share of the shown profile: {@code matched 12.34 %}, or empty. */
  public ReadOnlyStringProperty matchedProperty() {
    return matched.getReadOnlyProperty();
  }

  /** The search as a pattern (plain text where it is not a valid regular expression), or null. */
  public ReadOnlyObjectProperty<Pattern> patternProperty() {
    return pattern.getReadOnlyProperty();
  }

  /** The search text (a regular expression, or plain text). */
  public StringProperty searchProperty() {
    return search;
  }
}
