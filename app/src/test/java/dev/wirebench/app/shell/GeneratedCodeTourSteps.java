package dev.wirebench.app.shell;

import dev.wirebench.app.bench.BenchViewModel;
import dev.wirebench.app.bench.PlanViewModel;
import dev.wirebench.app.inspect.FixtureChoice;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.Operation;
import java.nio.file.Path;

/**
 * The screenshot tour's steps for code generated from a user's schema: the peer's order books read
 * with a {@code .proto} of our own (docs/examples) — the protobuf-gen row in Inspect, then a tiny
 * Benchmark run of the generic and the generated rows side by side; then the sbe-gen row in Inspect
 * with our SBE XML of the same file, and the flatbuffers-gen row with our .fbs.
 */
final class GeneratedCodeTourSteps {
  private static final Path PEER =
      Path.of("engine/src/test/resources/peer/order_book_snapshots_sample.json").toAbsolutePath();
  private static final Path PROTO =
      Path.of("docs/examples/peer-order-book/order_book.proto").toAbsolutePath();
  private static final Path FBS =
      Path.of("docs/examples/peer-order-book/order_book.fbs").toAbsolutePath();
  private static final Path SBE_XML =
      Path.of("docs/examples/peer-order-book/order_book.xml").toAbsolutePath();

  private GeneratedCodeTourSteps() {}

  static void add(TourDriver tour) {
    InspectViewModel inspect = tour.workbench.inspect();
    tour.step(
        "",
        () -> {
          inspect.hoverByte(-1);
          inspect.openWithSchema(PEER, PROTO);
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
    benchSteps(tour);
    tour.step(
        "",
        () -> {
          tour.workbench.shell().selectScreen(ShellViewModel.INSPECT);
          inspect.openWithSchema(PEER, SBE_XML);
        },
        tour.idle(),
        null);
    tour.step(
        "02e-inspect-sbe-gen.png",
        () -> {
          inspect.selectCodec("sbe-gen");
          tour.workbench.inspectView().showBytes();
        },
        tour.idle(),
        tour.stage::getScene);
    tour.step("", () -> inspect.openWithSchema(PEER, FBS), tour.idle(), null);
    tour.step(
        "02f-inspect-flatbuffers-gen.png",
        () -> {
          inspect.selectCodec("flatbuffers-gen");
          tour.workbench.inspectView().showBytes();
        },
        tour.idle(),
        tour.stage::getScene);
  }

  private static void benchSteps(TourDriver tour) {
    BenchViewModel bench = tour.workbench.bench();
    tour.step(
        "02c-bench-plan-protobuf-gen.png",
        () -> {
          tour.workbench.shell().openInBenchmark(FixtureChoice.file(PEER, PROTO));
          PlanViewModel plan = bench.plan();
          plan.codecs().setAll("protobuf", "protobuf-gen");
          plan.operations().setAll(Operation.ENCODE, Operation.DECODE);
          plan.modeProperty().set(BenchMode.AVERAGE_TIME);
          plan.forksProperty().set(1);
          plan.warmupIterationsProperty().set(1);
          plan.warmupTimeProperty().set("200ms");
          plan.measureIterationsProperty().set(3);
          plan.measureTimeProperty().set("200ms");
          plan.labelProperty().set("screenshot tour: generated code");
        },
        tour.idle(),
        tour.stage::getScene);
    tour.step("", bench::run, () -> bench.runningProperty().get(), null);
    tour.step("", () -> {}, () -> !bench.runningProperty().get(), null);
    tour.step(
        "02d-bench-results-protobuf-gen.png",
        () -> tour.workbench.benchView().showResults(),
        tour.idle(),
        tour.stage::getScene);
  }
}
