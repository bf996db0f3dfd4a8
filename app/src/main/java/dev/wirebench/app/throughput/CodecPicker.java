package dev.wirebench.app.throughput;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.StringProperty;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuButton;
import javafx.scene.control.Tooltip;

/**
 * Picks several codecs for one sweep: a button that shows the chosen ids and drops down a checked
 * list. Follows the view model's comma-separated codec text both ways (the CLI's {@code --codec}
 * form), so a typed or remembered list and the checks agree.
 */
final class CodecPicker extends MenuButton {
  private final StringProperty codecs;
  private final List<CheckMenuItem> items = new ArrayList<>();
  private boolean syncing;

  CodecPicker(List<String> known, StringProperty codecs) {
    this.codecs = codecs;
    setId("tp-codec");
    setTooltip(
        new Tooltip(
            "The codecs every message is encoded and decoded with: each is swept on every chosen"
                + " store (one chart line per store × codec)"));
    for (String id : known) {
      CheckMenuItem item = new CheckMenuItem(id);
      item.setId("tp-codec-" + id);
      item.selectedProperty().addListener((obs, was, now) -> checksChanged());
      items.add(item);
    }
    getItems().setAll(items);
    codecs.addListener((obs, old, now) -> follow(now));
    follow(codecs.get());
  }

  private void follow(String text) {
    List<String> chosen = List.of((text == null ? "" : text).split("[,\\s]+"));
    syncing = true;
    try {
      for (CheckMenuItem item : items) {
        item.setSelected(chosen.contains(item.getText()));
      }
    } finally {
      syncing = false;
    }
    setText(text == null || text.isBlank() ? "choose codecs" : String.join(", ", chosen));
  }

  private void checksChanged() {
    if (syncing) {
      return;
    }
    List<String> chosen =
        items.stream().filter(CheckMenuItem::isSelected).map(CheckMenuItem::getText).toList();
    codecs.set(String.join(",", chosen));
  }
}
