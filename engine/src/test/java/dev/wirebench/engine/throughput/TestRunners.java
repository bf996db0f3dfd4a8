package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * Runners for tests: the real codecs and fixtures, and a lock of their own (in {@code lockDir}) so
 * tests neither wait for nor block benchmark runs elsewhere on the machine.
 */
final class TestRunners {
  private TestRunners() {}

  static ThroughputRunner runner(Path lockDir) {
    return runner(lockDir, StreamStores::create);
  }

  static ThroughputRunner runner(Path lockDir, Function<String, StreamStore> stores) {
    return new ThroughputRunner(
        CodecRegistry.discover(),
        FixtureLoader.bundled(),
        new MeasurementLock(lockDir.resolve("measure.lock")),
        stores);
  }
}
