package dev.wirebench.app.compare;

import dev.wirebench.app.profile.FlameGraphCanvas;
import dev.wirebench.engine.profile.ProfileDiff;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/**
 * The Compare screen's differential profile: which benchmark × event, what is compared (or why
 * nothing is), B's flame graph coloured by change of share, and the biggest movers. Binds to a
 * {@link ProfileDiffViewModel}.
 */
public final class ProfileDiffView extends BorderPane {
  static final String LEGEND =
      "Flame graph of B. Red: the frame's share grew; blue: shrank (deeper: a bigger change);"
          + " grey: within sampling noise (the 95 % Wilson intervals of its share in A and in B"
          + " overlap).";

  private final FlameGraphCanvas flame = new FlameGraphCanvas();

  public ProfileDiffView(ProfileDiffViewModel model) {
    setId("profile-diff-view");
    ComboBox<String> choice = new ComboBox<>(model.choices());
    choice.setId("profile-diff-choice");
    choice.setPromptText("Benchmark and event");
    choice
        .getSelectionModel()
        .selectedIndexProperty()
        .addListener((o, old, index) -> model.select(index.intValue()));
    // the model chooses (the first on loading, a benchmark picked in the table): the box follows
    model
        .selectedProperty()
        .addListener((o, old, index) -> choice.getSelectionModel().select(index.intValue()));
    Label legend = new Label(LEGEND);
    legend.getStyleClass().add("dim");
    legend.setWrapText(true);
    choice.setPrefWidth(460); // the benchmark's full name and the event
    Label message = new Label();
    message.setId("profile-diff-message");
    message.setWrapText(true);
    message.textProperty().bind(model.messageProperty());
    Label hover = new Label();
    hover.setId("profile-diff-hover");
    hover.textProperty().bind(flame.hoveredProperty());
    VBox top = new VBox(4, choice, message, legend, hover);
    top.setPadding(new Insets(6));
    top.setMinHeight(0);
    ScrollPane scroll = new ScrollPane(flame);
    scroll.setFitToWidth(true);
    scroll.setMinHeight(0);
    // the root is at the bottom: keep it and the widest frames in view, tall stacks scroll up
    flame.heightProperty().addListener((o, old, h) -> scroll.setVvalue(scroll.getVmax()));
    SplitPane split = new SplitPane(scroll, MoversTable.of(model.movers()));
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.55);
    setTop(top);
    setCenter(split);
    setMinHeight(0);
    model.shownProperty().addListener((o, old, shown) -> show(shown));
    show(model.shownProperty().get());
  }

  private void show(ProfileDiffViewModel.DiffShown shown) {
    flame.colourBy(shown == null ? null : new DiffColours(shown.diff()));
    flame.show(shown == null ? null : shown.layout());
  }

  /** The flame graph (tests hover it). */
  public FlameGraphCanvas flame() {
    return flame;
  }

  /** Whether {@code change} is a difference the rule supports. */
  static String verdict(ProfileDiff.Change change) {
    return switch (change) {
      case GREW -> "grew";
      case SHRANK -> "shrank";
      case WITHIN_NOISE -> "~ noise";
    };
  }
}
