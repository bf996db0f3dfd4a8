package dev.wirebench.app.shell;

import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.throughput.ChartMode;
import dev.wirebench.app.throughput.ThroughputViewModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;

/**
 * A short screenshot tour of Inspect and Throughput only ({@code --tour=inspect-throughput}, or
 * {@code --tour=inspect} without the sweep): each state at 1360×860 and 1024×700, in both themes —
 * quicker to run and look at than the whole tour when only these screens changed.
 */
final class FocusTour extends TourDriver {
  /** Orders of a shape no Wirebench model knows (NDJSON), for Inspect's own-message states. */
  private static final String ORDERS =
      "{\"orderId\": 9007199254740993, \"venue\": \"XLON\", \"price\": 101.250, \"qty\": 300,"
          + " \"side\": \"BUY\", \"at\": \"2025-03-14T09:26:53.123456789Z\","
          + " \"fills\": [{\"px\": 101.25, \"qty\": 100}, {\"px\": 101.26, \"qty\": 200}]}\n"
          + "{\"orderId\": 42, \"venue\": \"XPAR\", \"price\": 99.5, \"qty\": 10,"
          + " \"side\": \"SELL\", \"at\": \"2025-03-14T09:26:54Z\", \"fills\": [],"
          + " \"note\": \"late\"}\n";

  private static final double[][] SIZES = {{1360, 860}, {1024, 700}};

  private final boolean throughput;

  /**
   * @param throughput whether to run the Throughput steps too (a real sweep that takes the
   *     machine-wide measurement lock for a couple of minutes)
   */
  FocusTour(Workbench workbench, Stage stage, Path dir, boolean throughput) {
    super(workbench, stage, dir);
    this.throughput = throughput;
  }

  void start() {
    InspectViewModel inspect = workbench.inspect();
    BooleanSupplier idle = idle();
    Path orders = dir.resolve("orders.ndjson");
    write(orders);
    for (Theme theme : Theme.values()) {
      String t = theme.id();
      for (double[] size : SIZES) {
        String s = (int) size[0] + "x" + (int) size[1];
        step(
            "i19-inspect-bytes-" + t + "-" + s + ".png",
            () -> {
              workbench.shell().setTheme(theme);
              stage.setWidth(size[0]);
              stage.setHeight(size[1]);
              workbench.shell().selectScreen(ShellViewModel.INSPECT);
              inspect.openKey("trade-update");
            },
            idle,
            stage::getScene);
        step(
            "",
            () -> {
              inspect.selectCodec("avro");
              inspect.selectPath("entries[0].price");
              inspect.actions().copy(dev.wirebench.app.inspect.PayloadText.Form.HEX);
              workbench.inspectView().showBytes();
            },
            idle,
            null);
        step("i19-inspect-selected-" + t + "-" + s + ".png", () -> {}, idle, stage::getScene);
        step("", () -> inspect.openKey("bars"), idle, null);
        step(
            "i19-inspect-sizes-" + t + "-" + s + ".png",
            () -> workbench.inspectView().showSizes(),
            idle,
            stage::getScene);
        step("", () -> inspect.openFile(orders), idle, null);
        step(
            "i19-inspect-own-" + t + "-" + s + ".png",
            () -> {
              inspect.selectCodec("json");
              workbench.inspectView().showBytes();
            },
            idle,
            stage::getScene);
        step(
            "i19-inspect-schema-" + t + "-" + s + ".png",
            () -> workbench.inspectView().showSchema(),
            idle,
            stage::getScene);
      }
    }
    if (throughput) {
      throughputSteps();
    }
    next();
  }

  private void throughputSteps() {
    ThroughputViewModel throughput = workbench.throughput();
    BooleanSupplier done = () -> !throughput.runningProperty().get() && idle().getAsBoolean();
    step(
        "",
        () -> {
          workbench.shell().selectScreen(ShellViewModel.THROUGHPUT);
          throughput.streamStoreProperty().set(throughput.streamStores().get(2));
          throughput.codecProperty().set("json,wire-compiled,sbe");
          throughput.fixtureProperty().set("bars");
          throughput.messagesProperty().set("200k");
          throughput.consumersProperty().set("1-3");
          throughput.repeatsProperty().set("2");
          throughput.labelProperty().set("screenshot sweep");
          throughput.run();
        },
        done,
        null);
    for (Theme theme : Theme.values()) {
      for (double[] size : SIZES) {
        for (ChartMode mode : ChartMode.values()) {
          String name =
              "i19-throughput-"
                  + mode.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
                  + "-"
                  + theme.id()
                  + "-"
                  + (int) size[0]
                  + "x"
                  + (int) size[1]
                  + ".png";
          step(
              name,
              () -> {
                workbench.shell().setTheme(theme);
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
                throughput.chartModeProperty().set(mode);
              },
              done,
              stage::getScene);
        }
      }
    }
  }

  private static void write(Path file) {
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, ORDERS, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
