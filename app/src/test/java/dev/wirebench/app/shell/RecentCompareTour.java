package dev.wirebench.app.shell;

import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.inspect.PayloadCompareViewModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;

/**
 * Screenshots of a message file's two-message comparison and of a recent file whose schema file is
 * gone ({@code --tour=recent-compare}): both themes at 1360×860, light at 1024×700.
 */
final class RecentCompareTour extends TourDriver {
  private static final String ORDERS =
      "{\"orderId\": 9007199254740993, \"venue\": \"XLON\", \"price\": 101.250, \"qty\": 300,"
          + " \"side\": \"BUY\", \"at\": \"2025-03-14T09:26:53.123456789Z\","
          + " \"fills\": [{\"px\": 101.25, \"qty\": 100}, {\"px\": 101.26, \"qty\": 200}]}\n"
          + "{\"orderId\": 42, \"venue\": \"XPAR\", \"price\": 99.5, \"qty\": 10,"
          + " \"side\": \"SELL\", \"at\": \"2025-03-14T09:26:54Z\", \"fills\": [],"
          + " \"note\": \"late\"}\n";

  RecentCompareTour(Workbench workbench, Stage stage, Path dir) {
    super(workbench, stage, dir);
  }

  void start() {
    InspectViewModel inspect = workbench.inspect();
    BooleanSupplier idle = idle();
    Path orders = dir.resolve("orders.ndjson");
    Path schema = dir.resolve("orders.schema.json");
    write(orders, ORDERS);
    step("", () -> inspect.openFile(orders), idle, null);
    step("", () -> inspect.actions().saveSchema(schema, true), idle, null);
    step("", () -> inspect.openWithSchema(orders, schema), idle, null);
    double[][] sizes = {{1360, 860, 0}, {1360, 860, 1}, {1024, 700, 0}};
    for (double[] size : sizes) {
      Theme theme = Theme.values()[(int) size[2]];
      String s = theme.id() + "-" + (int) size[0] + "x" + (int) size[1];
      step(
          "h19i-compare-messages-" + s + ".png",
          () -> {
            workbench.shell().setTheme(theme);
            stage.setWidth(size[0]);
            stage.setHeight(size[1]);
            workbench.shell().selectScreen(ShellViewModel.INSPECT);
            workbench.inspectView().showCompare();
            inspect.compare().setMode(PayloadCompareViewModel.Mode.TWO_MESSAGES);
            inspect.compare().setLeftCodec("msgpack");
            inspect.compare().selectPath("venue");
          },
          idle,
          stage::getScene);
    }
    step(
        "",
        () -> {
          try {
            Files.delete(schema);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          workbench.shell().openRecent(orders);
        },
        idle,
        null);
    for (double[] size : sizes) {
      Theme theme = Theme.values()[(int) size[2]];
      String s = theme.id() + "-" + (int) size[0] + "x" + (int) size[1];
      step(
          "h19i-schema-gone-" + s + ".png",
          () -> {
            workbench.shell().setTheme(theme);
            stage.setWidth(size[0]);
            stage.setHeight(size[1]);
          },
          idle,
          stage::getScene);
    }
    next();
  }

  private static void write(Path file, String text) {
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
