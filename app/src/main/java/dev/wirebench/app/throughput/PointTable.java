package dev.wirebench.app.throughput;

import dev.wirebench.app.widgets.ColumnFit;
import dev.wirebench.engine.throughput.PointSummary;
import dev.wirebench.storage.report.Numbers;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

/** The sweep's points: one row per store × codec × K, medians and spread of the repetitions. */
final class PointTable extends TableView<PointSummary> {
  PointTable(ThroughputViewModel model) {
    super(model.summaries());
    setId("throughput-table");
    getStyleClass().add("throughput-table");
    setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    ColumnFit.install(this);
    setPlaceholder(
        new Label("No points yet — choose a codec, fixture, messages and consumers, then Run"));
    getColumns()
        .setAll(
            List.of(
                text("Store", PointSummary::store, "Stream store"),
                text("Codec", PointSummary::codec, "Codec every message is encoded with"),
                number(
                    "K",
                    s -> Integer.toString(s.consumers()),
                    "Consumers (K) reading the stream at once"),
                number(
                    "Combined",
                    s -> RateFormat.rate(s.combinedMsgPerSec()),
                    "All consumers together, msg/s (median of the repetitions)"),
                number(
                    "±",
                    s -> RateFormat.number(s.combinedSpreadPercent() / 2, 0) + " %",
                    "Half the range of the repetitions' combined rates, as % of the median"),
                number(
                    "Per consumer",
                    s -> RateFormat.rate(s.perConsumerMsgPerSec()),
                    "One consumer's rate, msg/s (median over consumers and repetitions)"),
                number(
                    "Min–max",
                    s ->
                        RateFormat.rate(s.perConsumerMinMsgPerSec())
                            + " – "
                            + RateFormat.rate(s.perConsumerMaxMsgPerSec()),
                    "Slowest and fastest consumer, msg/s"),
                number(
                    "MB/s",
                    s -> Numbers.whole(s.combinedMbPerSec()),
                    "Combined payload megabytes (10^6) per second"),
                number(
                    "% scan",
                    s -> RateFormat.number(s.percentOfCeiling(), 0) + " %",
                    "Per repetition, the median consumer's rate as % of the scan pass taken just"
                        + " before it (one thread reading the bytes without decoding); the median"
                        + " of those ratios"),
                localColumn(model),
                serverCpuColumn(),
                number(
                    "B/msg",
                    s -> RateFormat.bytes(s.allocBytesPerMessage()),
                    "Bytes allocated per message read (reader and codec)")));
    // Widths that fit "chronicle", "wire-compiled", "12.34 M" and "439.7 k – 1.31 M"; the last
    // column takes the
    // rest.
    double[] widths = {150, 104, 40, 84, 52, 110, 132, 58, 66, 64, 74, 58};
    for (int i = 0; i < widths.length; i++) {
      getColumns().get(i).setPrefWidth(widths[i]);
      getColumns().get(i).setMinWidth(widths[i] * 0.8);
    }
  }

  private static TableColumn<PointSummary, String> localColumn(ThroughputViewModel model) {
    return number(
        "% local",
        s -> percent(model.percentOfLocal(s)),
        "A served store's combined rate as % of the local read's of the same streams, codec and K"
            + " in this run: what the transport costs");
  }

  private static TableColumn<PointSummary, String> serverCpuColumn() {
    return number(
        "Server CPU",
        s -> percent(s.serverCpuPercent()),
        "The stream server process's CPU time over the point's reads, in % of one core (200 % ="
            + " two cores busy); – for a local read or a point under 0.25 s (CPU time comes in"
            + " 10 ms ticks)");
  }

  /** {@code 63 %}; "–" where there is nothing to compare (a local read). */
  private static String percent(double value) {
    return Double.isNaN(value) ? "–" : RateFormat.number(value, 0) + " %";
  }

  private static TableColumn<PointSummary, String> text(
      String title, Function<PointSummary, String> value, String tip) {
    TableColumn<PointSummary, String> column = new TableColumn<>();
    Label header = new Label(title);
    header.setTooltip(new Tooltip(tip));
    column.setGraphic(header);
    column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    column.setSortable(false);
    return column;
  }

  private static TableColumn<PointSummary, String> number(
      String title, Function<PointSummary, String> value, String tip) {
    TableColumn<PointSummary, String> column = text(title, value, tip);
    column.getStyleClass().add("number-column");
    return column;
  }
}
