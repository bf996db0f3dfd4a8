package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.RoundTrip;
import dev.wirebench.engine.model.Message;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;

/**
 * The program {@link ChronicleHomeTest} runs in a child JVM with a scratch home directory. Mode
 * {@code codecs}: every bundled fixture through both Chronicle codecs, the way Wirebench uses them.
 * Mode {@code bare}: Chronicle Wire used directly, without Wirebench's guard (analytics switched
 * off by hand first, so that the control run cannot phone home).
 */
public final class ChronicleChild {
  private ChronicleChild() {}

  public static void main(String[] args) {
    if (args.length == 1 && args[0].equals("bare")) {
      System.setProperty(ChronicleGuard.ANALYTICS_DISABLE, "true");
      Wire wire = WireType.BINARY_LIGHT.apply(Bytes.allocateElasticOnHeap(256));
      wire.getValueOut().object(FixtureLoader.bundled().resolve("book-update-mix").first());
      System.out.println("bare " + wire.bytes().readRemaining() + " bytes");
      return;
    }
    int checked = 0;
    CodecRegistry registry = CodecRegistry.discover();
    for (String id : new String[] {"chronicle-binary", "chronicle-yaml"}) {
      Codec codec = registry.create(id);
      for (var entry : FixtureLoader.bundled().catalog().entries()) {
        for (Message message : FixtureLoader.bundled().resolve(entry.id()).messages()) {
          if (codec.support(message.messageType()).supported()) {
            String verdict = RoundTrip.check(codec, message).summary();
            if (!verdict.equals("exact")) {
              throw new IllegalStateException(id + " on " + entry.id() + ": " + verdict);
            }
            byte[] payload = Codecs.encode(codec, message);
            codec.describe(payload, 0, payload.length);
            checked++;
          }
        }
      }
    }
    System.out.println("checked " + checked);
    System.out.println(
        ChronicleGuard.ANALYTICS_DISABLE
            + "="
            + System.getProperty(ChronicleGuard.ANALYTICS_DISABLE));
    System.out.println(
        ChronicleGuard.JNA_TMPDIR + "=" + System.getProperty(ChronicleGuard.JNA_TMPDIR));
  }
}
