package dev.wirebench.engine.codec;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.model.Message;
import dev.wirebench.fixtures.FixtureEntry;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The bundled fixtures as the codec contract tests see them: which messages a codec carries, said
 * in the test name, and a JUnit assumption (a skipped test with its reason, not a green one) where
 * a codec carries none or not all.
 */
final class CodecFixtures {
  private static final FixtureLoader LOADER = FixtureLoader.bundled();
  private static final Map<String, LoadedFixture> LOADED = new ConcurrentHashMap<>();

  private CodecFixtures() {}

  /** The ids of every fixture in the bundled catalog. */
  static List<String> ids() {
    return LOADER.catalog().entries().stream().map(FixtureEntry::id).toList();
  }

  /** Bundled fixture {@code id}, loaded once per test JVM. */
  static LoadedFixture fixture(String id) {
    return LOADED.computeIfAbsent(id, LOADER::resolve);
  }

  /** The messages of fixture {@code fixtureId} that {@code codec} carries. */
  static List<Message> supported(Codec codec, String fixtureId) {
    return fixture(fixtureId).messages().stream()
        .filter(m -> codec.support(m.messageType()).supported())
        .toList();
  }

  /**
   * How much of the fixture the codec carries, for the test name: {@code "all 16 messages"} or
   * {@code "0 of 1 messages; n/a: Bar — why"}.
   */
  static String coverage(Codec codec, String fixtureId) {
    List<Message> all = fixture(fixtureId).messages();
    int carried = supported(codec, fixtureId).size();
    if (carried == all.size()) {
      return "all " + all.size() + " messages";
    }
    return carried + " of " + all.size() + " messages; n/a: " + firstRefusal(codec, fixtureId);
  }

  /**
   * The messages {@code codec} carries of the fixture; skips the calling test (with the codec's
   * reason) if it carries none.
   */
  static List<Message> supportedOrSkip(Codec codec, String fixtureId) {
    List<Message> messages = supported(codec, fixtureId);
    assumeTrue(
        !messages.isEmpty(),
        () ->
            codec.info().id()
                + " carries no message of "
                + fixtureId
                + ": "
                + firstRefusal(codec, fixtureId));
    return messages;
  }

  /**
   * Every message of the fixture; skips the calling test (with the codec's reason) unless {@code
   * codec} carries all of them.
   */
  static List<Message> allOrSkip(Codec codec, String fixtureId) {
    List<Message> all = fixture(fixtureId).messages();
    assumeTrue(
        supported(codec, fixtureId).size() == all.size(),
        () ->
            codec.info().id()
                + " does not carry every message of "
                + fixtureId
                + ": "
                + firstRefusal(codec, fixtureId));
    return all;
  }

  private static String firstRefusal(Codec codec, String fixtureId) {
    for (Message message : fixture(fixtureId).messages()) {
      Support support = codec.support(message.messageType());
      if (!support.supported()) {
        return message.messageType().shortName() + " — " + support.reason();
      }
    }
    return "every message is supported";
  }
}
