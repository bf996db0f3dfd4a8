package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.fixtures.FixtureEntry;
import java.util.ArrayList;
import java.util.List;

/** Messages the wire tests run on: every bundled fixture message plus FIX messages with groups. */
final class WireSamples {
  private WireSamples() {}

  /** A named message. */
  record Sample(String name, Message message) {
    @Override
    public String toString() {
      return name;
    }
  }

  /** Every message of every bundled fixture, then the FIX samples (not in the catalog yet). */
  static List<Sample> all() {
    List<Sample> samples = new ArrayList<>();
    FixtureLoader loader = FixtureLoader.bundled();
    for (FixtureEntry entry : loader.catalog().entries()) {
      List<Message> messages = loader.load(entry).messages();
      for (int i = 0; i < messages.size(); i++) {
        samples.add(new Sample(entry.id() + "[" + i + "]", messages.get(i)));
      }
    }
    samples.add(new Sample("fix-quote-status", quoteStatusRequest()));
    samples.add(new Sample("fix-nested-groups", nestedGroups(3)));
    samples.add(new Sample("fix-deep-groups", nestedGroups(60)));
    return samples;
  }

  /** The first message of bundled fixture {@code id}. */
  static Message fixture(String id) {
    return FixtureLoader.bundled().resolve(id).first();
  }

  /** Message {@code index} of bundled fixture {@code id}. */
  static Message fixture(String id, int index) {
    return FixtureLoader.bundled().resolve(id).messages().get(index);
  }

  /** A QuoteStatusRequest (35=a) with a two-instance NoRelatedSym group and a UTF-8 text. */
  static FixMessage quoteStatusRequest() {
    FixMessage fix = new FixMessage();
    fix.setBeginString("FIX.4.4");
    List<FixField> fields = fix.getFields();
    fields.add(field(35, "a"));
    fields.add(field(49, "SENDER"));
    fields.add(field(56, "TARGET"));
    fields.add(field(131, "QSR-1"));
    FixField related = field(146, "2");
    for (String symbol : List.of("EUR/USD", "GBP/USD")) {
      FixGroup group = new FixGroup();
      group.getFields().add(field(55, symbol));
      group.getFields().add(field(5555, "unknown tag kept"));
      related.getGroups().add(group);
    }
    fields.add(related);
    fields.add(field(58, "Grüße — ünïcödé 😀"));
    return fix;
  }

  /** A FIX message whose first group nests {@code depth} levels deep. */
  static FixMessage nestedGroups(int depth) {
    FixMessage fix = new FixMessage();
    fix.setBeginString("FIX.4.4");
    fix.getFields().add(field(35, "W"));
    List<FixField> level = fix.getFields();
    for (int d = 0; d < depth; d++) {
      FixField count = field(1000 + d, "1");
      FixGroup group = new FixGroup();
      group.getFields().add(field(448, "party-" + d));
      count.getGroups().add(group);
      level.add(count);
      level = group.getFields();
    }
    fix.getFields().add(field(10001, "after the groups"));
    return fix;
  }

  static FixField field(int tag, String value) {
    FixField field = new FixField();
    field.setTag(tag);
    field.setValue(value);
    return field;
  }
}
