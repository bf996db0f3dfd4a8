package dev.wirebench.app.bench;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.control.ToggleSwitch;

/**
 * The plan form's Profile section, last in the form (after Fork JVM, so nothing above it moves): a
 * switch per event whose profiled fork runs after each benchmark's measured forks. Shown for JMH
 * modes only; the latency harness takes no profiles.
 */
final class ProfileControls {
  private ProfileControls() {}

  static Node of(PlanProfiles profiles, ObservableBooleanValue jmh) {
    Label title = new Label("Profile");
    title.getStyleClass().add("pane-title");
    ToggleSwitch cpu = toggle("CPU", "bench-profile-cpu", "CPU samples (async-profiler)");
    cpu.selectedProperty().bindBidirectional(profiles.cpuProperty());
    ToggleSwitch alloc =
        toggle("Allocations", "bench-profile-alloc", "Allocation sites by bytes (async-profiler)");
    alloc.selectedProperty().bindBidirectional(profiles.allocProperty());
    ToggleSwitch perfnorm = new ToggleSwitch("Counters (perfnorm)");
    perfnorm.setId("bench-profile-perfnorm");
    perfnorm.selectedProperty().bindBidirectional(profiles.perfnormProperty());
    perfnorm.setTooltip(
        new Tooltip(
            "Hardware counters per operation (cycles, instructions, IPC, cache and branch"
                + " misses): JMH's perfnorm on the measured forks, where this machine has them"));
    ObservableStringValue missing = profiles.countersMissingProperty();
    perfnorm
        .disableProperty()
        .bind(
            Bindings.createBooleanBinding(
                () -> missing.get() != null && !missing.get().isEmpty(), missing));
    Label counters = new Label();
    counters.setId("bench-profile-counters");
    counters.getStyleClass().add("dim");
    counters.setWrapText(true);
    counters
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () ->
                    missing.get() == null || missing.get().isEmpty()
                        ? ""
                        : "Counters: not supported on this machine (" + missing.get() + ").",
                missing));
    counters.managedProperty().bind(counters.textProperty().isNotEmpty());
    counters.visibleProperty().bind(counters.managedProperty());
    Label note =
        new Label(
            "One extra fork per benchmark and event after the measured ones; its scores are not"
                + " kept. See Runs ▸ Profile.");
    note.getStyleClass().add("dim");
    note.setWrapText(true);
    VBox section = new VBox(6, title, new HBox(16, cpu, alloc), perfnorm, note, counters);
    section.setId("bench-profile");
    section.visibleProperty().bind(jmh);
    section.managedProperty().bind(section.visibleProperty());
    return section;
  }

  private static ToggleSwitch toggle(String text, String id, String tip) {
    ToggleSwitch toggle = new ToggleSwitch(text);
    toggle.setId(id);
    toggle.setTooltip(
        new Tooltip(tip + ", in a profiled fork after each benchmark's measured forks"));
    return toggle;
  }
}
