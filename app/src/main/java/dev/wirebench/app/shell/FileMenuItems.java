package dev.wirebench.app.shell;

import dev.wirebench.app.compare.RunComparisonView;
import dev.wirebench.app.database.DatabaseMenu;
import dev.wirebench.app.runs.RunsView;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;

/**
 * The File menu's items below the fixture ones: Open Database…, Open Team Store…, Import JMH JSON…,
 * Export… (the comparison on Compare, else the run in Runs).
 */
final class FileMenuItems {
  private FileMenuItems() {}

  static List<MenuItem> create(
      ShellViewModel shell,
      DatabaseMenu databaseMenu,
      Supplier<RunsView> runsView,
      Supplier<RunComparisonView> compareView) {
    MenuItem importJmh = new MenuItem("_Import JMH JSON…");
    importJmh.setId("menu-import-jmh");
    importJmh.setAccelerator(KeyCombination.keyCombination("Shortcut+I"));
    importJmh.setOnAction(
        e -> {
          shell.selectScreen(ShellViewModel.RUNS);
          runsView.get().chooseImport();
        });
    MenuItem export = new MenuItem("_Export…");
    export.setId("menu-export");
    export.setAccelerator(KeyCombination.keyCombination("Shortcut+E"));
    export.setOnAction(
        e -> {
          if (ShellViewModel.COMPARE.equals(shell.screenProperty().get())) {
            compareView.get().chooseExport();
          } else {
            shell.selectScreen(ShellViewModel.RUNS);
            runsView.get().chooseExport();
          }
        });
    List<MenuItem> items = new ArrayList<>(databaseMenu.items());
    items.add(importJmh);
    items.add(export);
    return items;
  }
}
