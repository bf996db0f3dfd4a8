package dev.wirebench.engine.inspect;

import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.fixtures.FixtureEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Inspections nobody waits for, run while the app is idle after its first screen, so that the
 * codecs' encode, decode, describe and compare paths are compiled — and their pooled instances
 * built — before the user opens another fixture. Without it a fixture's first sight in a fresh JVM
 * runs those paths interpreted: snapshot-20x20 took 160 ms for 17 codecs where a warm inspection
 * takes under 40 ms (2 cores, README "Measured here").
 *
 * <p>Runs on the calling thread, codec after codec, so a caller that gives it one thread leaves the
 * other cores to the user. Checks {@code stop} before every codec call: the app stops it as soon as
 * a measurement starts in its JVM, so a benchmark never shares the machine with it.
 */
public final class InspectWarmUp {
  /** Rounds over the messages: enough for the tiered JIT to compile the paths at C1 (measured). */
  public static final int ROUNDS = 4;

  /**
   * Rounds over the dynamic fixtures: each call builds its codecs for the schema anew (SBE parses
   * its XML), so fewer rounds buy the same compiled paths.
   */
  public static final int DYNAMIC_ROUNDS = 2;

  /**
   * How long the warm-up's grown copies make a message's lists: 20 entries in a package or levels
   * in a book, over the rounds, call each per-entry path a few hundred times (measured: with them,
   * snapshot-20x20's 40 entries are seen without interpreted per-entry code).
   */
  public static final int GROWN_LENGTH = 20;

  private InspectWarmUp() {}

  /** One warm-up call: what the screen does with a message in one codec. */
  @FunctionalInterface
  public interface Sight {
    void see(String codecId, Message message);
  }

  /**
   * Inspects every message in every codec of {@code inspector}, {@code rounds} times over, until
   * done or {@code stop} says so.
   *
   * @return how many codec inspections ran
   */
  public static int run(
      Inspector inspector, List<Message> messages, int rounds, BooleanSupplier stop) {
    return run(inspector.codecIds(), messages, rounds, stop, message -> {}, inspector::inspectOne);
  }

  /**
   * Shows every message in every codec of {@code codecIds} through {@code sight}, {@code rounds}
   * times over, until done or {@code stop} (asked before every codec call) says so; {@code
   * eachMessage} sees each message once a round right before its first codec does (what the screen
   * builds once per message: its tree, its text).
   *
   * @return how many codec calls ran
   */
  public static int run(
      List<String> codecIds,
      List<Message> messages,
      int rounds,
      BooleanSupplier stop,
      Consumer<Message> eachMessage,
      Sight sight) {
    int count = 0;
    for (int round = 0; round < rounds; round++) {
      for (Message message : messages) {
        for (int i = 0; i < codecIds.size(); i++) {
          if (stop.getAsBoolean()) {
            return count;
          }
          if (i == 0) {
            eachMessage.accept(message);
          }
          sight.see(codecIds.get(i), message);
          count++;
        }
      }
    }
    return count;
  }

  /**
   * What the app warms with: the first message of each type in each of {@code loader}'s bundled
   * fixtures that {@code fixtureIds} accepts (every message type of the model, at the sizes users
   * see; {@code bin/inspect-in-app-time} leaves out the fixture it times), then copies of those
   * with lists grown to {@link #GROWN_LENGTH} ({@link GrownMessages}: the per-entry paths
   * compiled).
   *
   * @throws dev.wirebench.engine.fixture.FixtureException if a bundled fixture does not load
   */
  public static List<Message> messages(FixtureLoader loader, Predicate<String> fixtureIds) {
    List<Message> messages = new ArrayList<>();
    List<Message> grown = new ArrayList<>();
    for (FixtureEntry entry : loader.catalog().entries()) {
      if (!fixtureIds.test(entry.id())) {
        continue;
      }
      Map<MessageType, List<Message>> byType = new LinkedHashMap<>();
      for (Message message : loader.load(entry).messages()) {
        byType.computeIfAbsent(message.messageType(), type -> new ArrayList<>()).add(message);
      }
      for (List<Message> ofType : byType.values()) {
        messages.add(ofType.get(0));
        Message longer = GrownMessages.of(ofType, GROWN_LENGTH);
        if (longer != null) {
          grown.add(longer);
        }
      }
    }
    messages.addAll(grown);
    return messages;
  }

  /**
   * Inspects the first message of every fixture in every codec that can carry its schema, {@code
   * rounds} times over, until done or {@code stop} says so: the path of a user's own JSON (dynamic
   * codecs built for its schema, spans, round trip).
   *
   * @return how many codec inspections ran
   */
  public static int runDynamic(
      Inspector inspector,
      List<DynamicFixture> fixtures,
      List<String> codecIds,
      int rounds,
      BooleanSupplier stop) {
    int count = 0;
    for (int round = 0; round < rounds; round++) {
      for (DynamicFixture fixture : fixtures) {
        DynamicRecord message = fixture.messages().get(0);
        for (String id : codecIds) {
          if (stop.getAsBoolean()) {
            return count;
          }
          inspector.inspect(fixture.schema(), message, List.of(id));
          count++;
        }
      }
    }
    return count;
  }

  /**
   * The bundled JSON fixtures {@code fixtureIds} accepts, read the way a JSON file of a shape
   * Wirebench has no model for is read (schema inferred from the file): what the dynamic warm-up
   * runs on.
   */
  public static List<DynamicFixture> dynamicFixtures(
      FixtureLoader loader, Predicate<String> fixtureIds) {
    DynamicFixtureLoader dynamic = new DynamicFixtureLoader();
    List<DynamicFixture> fixtures = new ArrayList<>();
    for (FixtureEntry entry : loader.catalog().entries()) {
      if (fixtureIds.test(entry.id()) && entry.fileName().endsWith(".json")) {
        fixtures.add(dynamic.load(entry.fileName(), entry.readBytes()));
      }
    }
    return fixtures;
  }
}
