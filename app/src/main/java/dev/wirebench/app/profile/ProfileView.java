package dev.wirebench.app.profile;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A run's profiles: which benchmark and event, what sampled, a search box with the share it
 * matches, the flame graph, and the hovered frame. Binds to a {@link ProfileViewModel}.
 */
public final class ProfileView extends BorderPane {
  private final FlameGraphCanvas flame = new FlameGraphCanvas();

  public ProfileView(ProfileViewModel model) {
    setId("profile-view");
    ComboBox<String> choice = new ComboBox<>(model.choices());
    choice.setId("profile-choice");
    choice.setPromptText("Benchmark and event");
    choice
        .getSelectionModel()
        .selectedIndexProperty()
        .addListener((o, old, index) -> model.select(index.intValue()));
    choice
        .getItems()
        .addListener(
            (javafx.collections.ListChangeListener<String>)
                c -> {
                  if (!choice.getItems().isEmpty()) {
                    choice.getSelectionModel().select(0);
                  }
                });
    TextField search = new TextField();
    search.setId("profile-search");
    search.setPromptText("Search frames (regex)");
    search.setTooltip(new Tooltip("Frames matching turn magenta; their share is shown beside"));
    search.textProperty().bindBidirectional(model.searchProperty());
    Label matched = new Label();
    matched.setId("profile-matched");
    matched.textProperty().bind(model.matchedProperty());
    Label message = new Label();
    message.setId("profile-message");
    message.textProperty().bind(model.messageProperty());
    Label hover = new Label();
    hover.setId("profile-hover");
    hover.textProperty().bind(flame.hoveredProperty());
    HBox bar = new HBox(8, choice, search, matched);
    bar.setAlignment(Pos.CENTER_LEFT);
    HBox.setHgrow(search, Priority.SOMETIMES);
    VBox top = new VBox(4, bar, message, hover);
    top.setPadding(new Insets(6));
    ScrollPane scroll = new ScrollPane(flame);
    scroll.setFitToWidth(true);
    setTop(top);
    setCenter(scroll);
    // the Runs screen's divider may leave the detail little height: nothing here insists on more
    scroll.setMinHeight(0);
    top.setMinHeight(0);
    setMinHeight(0);
    model.layoutProperty().addListener((o, old, shown) -> flame.show(shown));
    model.patternProperty().addListener((o, old, p) -> flame.highlight(p));
    flame.show(model.layoutProperty().get());
  }

  /** The flame graph (tests click and hover it). */
  public FlameGraphCanvas flame() {
    return flame;
  }
}
