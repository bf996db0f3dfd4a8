package dev.wirebench.app.inspect;

import dev.wirebench.app.widgets.LazyTab;
import dev.wirebench.engine.codec.SpanKind;
import java.io.File;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The selected codec's payload: headline, copy / save actions, the span legend, the hex view linked
 * with the decoded tree and JSON, and the line naming the byte under the pointer.
 */
final class BytesPane extends BorderPane {
  private final InspectViewModel model;

  BytesPane(InspectViewModel model, HexView hex, FieldTree tree) {
    this.model = model;
    Label headline = new Label();
    headline.setId("codec-headline");
    headline.getStyleClass().add("pane-title");
    headline.setMinWidth(0);
    model
        .codecProperty()
        .addListener((obs, old, row) -> headline.setText(row == null ? "" : row.headline()));
    hex.setId("hex-view");
    hex.layoutProperty().bind(model.layoutProperty());
    hex.selectionProperty().bind(model.selection().rangeProperty());
    hex.hoveredSpanProperty().bind(model.selection().hoverProperty());
    hex.setOnByteClicked(model::clickByte);
    hex.setOnByteHovered(model::hoverByte);
    hex.setDescriber(offset -> model.selection().describe(offset));
    model
        .codecProperty()
        .addListener(
            (obs, old, row) ->
                hex.placeholderProperty()
                    .set(row == null || row.hasPayload() ? "" : row.sizeText()));
    Tab jsonTab = new Tab("JSON");
    // Made when first selected: a hidden text area still lays out all of the message's JSON.
    LazyTab.fill(
        jsonTab,
        () -> {
          TextArea json = new TextArea();
          json.setId("json-text");
          json.setEditable(false);
          json.getStyleClass().add("mono");
          json.textProperty().bind(model.jsonProperty());
          return json;
        });
    TabPane decoded = new TabPane(new Tab("Tree", tree), jsonTab);
    decoded.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    SplitPane split = new SplitPane(hex, decoded);
    split.setOrientation(Orientation.HORIZONTAL);
    // 0.6: at the default 1280-pixel window the hex view gets room for 16 bytes a row.
    split.setDividerPositions(0.6);
    Label info = new Label();
    info.setId("byte-info");
    info.getStyleClass().add("info-line");
    info.textProperty().bind(model.selection().infoProperty());
    info.setMinWidth(0);
    HBox.setHgrow(headline, Priority.ALWAYS);
    HBox head = new HBox(6, headline, actions());
    head.setAlignment(Pos.CENTER_LEFT);
    VBox top = new VBox(4, head, actionNotice(), legend());
    setCenter(split);
    setTop(top);
    setBottom(info);
    BorderPane.setMargin(top, new Insets(0, 0, 6, 0));
    BorderPane.setMargin(info, new Insets(6, 0, 0, 0));
    setPadding(new Insets(8));
  }

  private HBox actions() {
    Button hex = new Button("Copy hex");
    hex.setId("copy-hex");
    hex.setTooltip(new Tooltip("Copy the payload as hex, 16 bytes a line"));
    hex.setOnAction(e -> copy(PayloadText.Form.HEX));
    Button array = new Button("Copy C array");
    array.setId("copy-c-array");
    array.setTooltip(new Tooltip("Copy the payload as a C array initialiser"));
    array.setOnAction(e -> copy(PayloadText.Form.C_ARRAY));
    Button save = new Button("Save payload…");
    save.setId("save-payload");
    save.setTooltip(new Tooltip("Write the payload's bytes to a file"));
    save.setOnAction(e -> save());
    for (Button b : new Button[] {hex, array, save}) {
      b.disableProperty().bind(model.layoutProperty().isNull());
      InspectView.fixed(b);
    }
    HBox box = new HBox(6, hex, array, save);
    box.setAlignment(Pos.CENTER_RIGHT);
    return box;
  }

  private Label actionNotice() {
    Label notice = new Label();
    notice.setId("payload-notice");
    notice.setMinWidth(0);
    notice.textProperty().bind(model.actions().noticeProperty());
    notice.visibleProperty().bind(notice.textProperty().isNotEmpty());
    notice.managedProperty().bind(notice.visibleProperty());
    model
        .actions()
        .failedProperty()
        .addListener(
            (obs, was, failed) -> {
              notice.getStyleClass().removeAll("input-error", "info-line");
              notice.getStyleClass().add(failed ? "input-error" : "info-line");
            });
    notice.getStyleClass().add("info-line");
    return notice;
  }

  private void copy(PayloadText.Form form) {
    String text = model.actions().copy(form);
    if (text != null) {
      ClipboardContent content = new ClipboardContent();
      content.putString(text);
      Clipboard.getSystemClipboard().setContent(content);
    }
  }

  private void save() {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Save payload");
    chooser.setInitialFileName(model.actions().suggestedPayloadName());
    File file = chooser.showSaveDialog(getScene().getWindow());
    if (file != null) {
      // the platform's save dialog asks before it returns an existing file
      model.actions().savePayload(file.toPath(), true);
    }
  }

  private static HBox legend() {
    HBox legend = new HBox(10);
    legend.getStyleClass().add("legend");
    for (SpanKind kind : SpanKind.values()) {
      if (kind == SpanKind.GROUP) {
        continue;
      }
      Label swatch = new Label(PayloadLayout.kindName(kind));
      swatch.getStyleClass().addAll("legend-item", "kind-" + PayloadLayout.kindName(kind));
      legend.getChildren().add(swatch);
    }
    Label selected = new Label("selected");
    selected.getStyleClass().addAll("legend-item", "selected");
    legend.getChildren().addAll(selected);
    return legend;
  }
}
