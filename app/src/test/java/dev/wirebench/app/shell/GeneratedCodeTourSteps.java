package dev.wirebench.app.shell;

import dev.wirebench.app.inspect.InspectViewModel;
import java.nio.file.Path;

/**
 * The screenshot tour's step for code generated from a user's schema: the peer's order books read
 * with a {@code .proto} of our own (docs/examples), the protobuf-gen row selected in Inspect.
 */
final class GeneratedCodeTourSteps {
  private GeneratedCodeTourSteps() {}

  static void add(TourDriver tour) {
    InspectViewModel inspect = tour.workbench.inspect();
    tour.step(
        "",
        () -> {
          inspect.hoverByte(-1);
          inspect.openWithSchema(
              Path.of("engine/src/test/resources/peer/order_book_snapshots_sample.json")
                  .toAbsolutePath(),
              Path.of("docs/examples/peer-order-book/order_book.proto").toAbsolutePath());
        },
        tour.idle(),
        null);
    tour.step(
        "02b-inspect-protobuf-gen.png",
        () -> {
          inspect.selectCodec("protobuf-gen");
          tour.workbench.inspectView().showBytes();
        },
        tour.idle(),
        tour.stage::getScene);
  }
}
