package dev.wirebench.app.shell;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.fixtures.FixtureCatalog;
import dev.wirebench.fixtures.FixtureEntry;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The desktop application. For now one window saying which fixtures and codecs Wirebench found; the
 * catalog and codec registry load off the FX thread.
 */
public final class WirebenchApp extends Application {
  @Override
  public void start(Stage stage) {
    stage.setTitle("Wirebench");
    stage.setScene(new Scene(content(), 960, 600));
    stage.show();
  }

  /** The window content, loading its lists in the background. */
  public static BorderPane content() {
    ListView<String> fixtures = new ListView<>();
    fixtures.setId("fixtures");
    ListView<String> codecs = new ListView<>();
    codecs.setId("codecs");
    Label status = new Label("Loading fixtures and codecs…");
    status.setId("status");
    CompletableFuture.supplyAsync(WirebenchApp::discover)
        .whenComplete(
            (found, error) ->
                Platform.runLater(
                    () -> {
                      if (error != null) {
                        status.setText("Could not load: " + error.getMessage());
                        return;
                      }
                      fixtures.getItems().setAll(found.fixtures());
                      codecs.getItems().setAll(found.codecs());
                      status.setText(
                          found.fixtures().size()
                              + " fixtures, "
                              + found.codecs().size()
                              + " codecs");
                    }));
    HBox lists = new HBox(12, column("Fixtures", fixtures), column("Codecs", codecs));
    lists.setPadding(new Insets(12));
    BorderPane root = new BorderPane(lists);
    Label title = new Label("Wirebench — message codecs and stream stores");
    title.setStyle("-fx-font-size: 16px; -fx-font-weight: bold;");
    BorderPane.setMargin(title, new Insets(12, 12, 0, 12));
    root.setTop(title);
    BorderPane.setMargin(status, new Insets(0, 12, 8, 12));
    root.setBottom(status);
    return root;
  }

  private static VBox column(String heading, ListView<String> list) {
    VBox box = new VBox(6, new Label(heading), list);
    VBox.setVgrow(list, Priority.ALWAYS);
    HBox.setHgrow(box, Priority.ALWAYS);
    return box;
  }

  private record Found(List<String> fixtures, List<String> codecs) {}

  private static Found discover() {
    List<String> fixtures =
        FixtureCatalog.bundled().entries().stream().map(FixtureEntry::id).toList();
    List<String> codecs = CodecRegistry.discover().infos().stream().map(CodecInfo::id).toList();
    return new Found(fixtures, codecs);
  }
}
