package dev.wirebench.app.dashboard;

import dev.wirebench.app.dashboard.DashboardSnapshot.Leader;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** A leader board inside a tile: rank, codec, time, and a bar relative to the fastest. */
final class RankList extends VBox {
  private final String empty;

  RankList(String id, String empty) {
    this.empty = empty;
    setId(id);
    getStyleClass().add("rank-list");
    setSpacing(4);
    show(List.of());
  }

  void show(List<Leader> leaders) {
    getChildren().clear();
    if (leaders.isEmpty()) {
      Label none = new Label(empty);
      none.getStyleClass().add("tile-empty");
      none.setWrapText(true);
      getChildren().add(none);
      return;
    }
    GridPane grid = new GridPane();
    grid.setHgap(8);
    grid.setVgap(5);
    double fastest = leaders.get(0).nsPerOp();
    for (int i = 0; i < leaders.size(); i++) {
      Leader leader = leaders.get(i);
      Label rank = new Label(Integer.toString(i + 1));
      rank.getStyleClass().add("rank");
      Label codec = new Label(leader.codec());
      codec.getStyleClass().add(i == 0 ? "rank-first" : "rank-name");
      Label time = new Label(DashboardFormat.withError(leader.nsPerOp(), leader.errorNsPerOp()));
      time.getStyleClass().add("rank-value");
      time.setMinWidth(Region.USE_PREF_SIZE); // a narrow tile cuts the codec's name, never a time
      if (!leader.versus().isEmpty()) {
        time.setTooltip(new javafx.scene.control.Tooltip("vs the leader: " + leader.versus()));
      }
      if (!leader.significant()) {
        // not shown to differ from the leader: the rank is not earned, so it reads "≈"
        codec.setText(leader.codec() + " ≈");
        codec.getStyleClass().add("rank-not-significant");
      }
      Region bar = new Region();
      bar.getStyleClass().add(i == 0 ? "rank-bar-first" : "rank-bar");
      // Bars show speed: the fastest is full width, the others shrink with their time.
      double share = fastest / leader.nsPerOp();
      bar.setMaxWidth(Math.max(0.05, share) * 80);
      bar.setPrefWidth(Math.max(0.05, share) * 80);
      bar.setPrefHeight(8);
      bar.setMaxHeight(8);
      StackPane barCell = new StackPane(bar);
      barCell.setAlignment(Pos.CENTER_LEFT);
      barCell.setPrefWidth(80);
      barCell.setMinWidth(0); // a narrow tile (1024 px) gives up the bar, never the codec's name
      grid.addRow(i, rank, codec, time, barCell);
      GridPane.setHgrow(codec, Priority.ALWAYS);
      codec.setMaxWidth(Double.MAX_VALUE);
      codec.setMinWidth(Region.USE_PREF_SIZE);
    }
    getChildren().add(grid);
  }
}
