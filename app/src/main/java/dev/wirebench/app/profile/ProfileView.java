package dev.wirebench.app.profile;

import dev.wirebench.engine.profile.ProfileEvent;
import java.io.File;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * A run's profiles: which benchmark and event, what sampled, a search box with the share it
 * matches, Export (flame graph page, collapsed stacks, the JFR recording where JFR sampled), the
 * hovered frame, and the flame graph with the hot frames (or allocation sites) table in a tab
 * beside it. Binds to a {@link ProfileViewModel}.
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
    HBox bar = new HBox(8, choice, search, matched, exportMenu(model));
    bar.setAlignment(Pos.CENTER_LEFT);
    HBox.setHgrow(search, Priority.SOMETIMES);
    VBox top = new VBox(4, bar, message, hover);
    top.setPadding(new Insets(6));
    ScrollPane scroll = new ScrollPane(flame);
    scroll.setFitToWidth(true);
    TabPane views = views(model, scroll);
    setTop(top);
    setCenter(views);
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

  /** The flame graph and, in a tab beside it, the hot frames or allocation sites table. */
  private static TabPane views(ProfileViewModel model, ScrollPane scroll) {
    Tab graph = new Tab("Flame graph", scroll);
    graph.setId("profile-flame-tab");
    Tab listed = new Tab("Hot frames", ProfileTable.of(model));
    listed.setId("profile-table-tab");
    model
        .shownProperty()
        .addListener(
            (o, old, now) ->
                listed.setText(
                    now != null && now.profile().event() == ProfileEvent.ALLOC
                        ? "Allocation sites"
                        : "Hot frames"));
    TabPane views = new TabPane(graph, listed);
    views.setId("profile-views");
    views.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    views.setMinHeight(0);
    return views;
  }

  /** Export ▾: the shown profile as a flame graph page, collapsed stacks or its JFR recording. */
  private MenuButton exportMenu(ProfileViewModel model) {
    MenuButton export = new MenuButton("Export");
    export.setId("profile-export");
    export.setTooltip(new Tooltip("Save the shown profile to a file"));
    for (ProfileFormat format : ProfileFormat.values()) {
      MenuItem item = new MenuItem(format.label() + "…");
      item.setId("profile-export-" + format.extension());
      item.setOnAction(e -> chooseFile(model, format));
      export.getItems().add(item);
    }
    Runnable refresh =
        () -> {
          export.setDisable(!model.canExport(ProfileFormat.COLLAPSED));
          for (int i = 0; i < ProfileFormat.values().length; i++) {
            export.getItems().get(i).setDisable(!model.canExport(ProfileFormat.values()[i]));
          }
        };
    model.shownProperty().addListener((o, old, now) -> refresh.run());
    refresh.run();
    return export;
  }

  private void chooseFile(ProfileViewModel model, ProfileFormat format) {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Export " + format.label());
    chooser.setInitialFileName(model.suggestedName(format));
    chooser
        .getExtensionFilters()
        .add(new FileChooser.ExtensionFilter(format.label(), "*." + format.extension()));
    File file = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
    if (file != null) {
      model.export(format, file.toPath());
    }
  }
}
