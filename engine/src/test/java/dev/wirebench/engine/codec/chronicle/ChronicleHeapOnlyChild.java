package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.RoundTrip;
import dev.wirebench.engine.model.Message;
import java.util.HexFormat;
import net.openhft.posix.PosixAPI;

/**
 * The program {@link ChronicleHeapOnlyTest} runs in a child JVM: every bundled fixture through both
 * Chronicle codecs, printing each payload in hex with its round-trip verdict and span count.
 * Argument {@code heap-only}: {@link ChronicleHeapOnly#declare()} first.
 */
public final class ChronicleHeapOnlyChild {
  private ChronicleHeapOnlyChild() {}

  public static void main(String[] args) {
    if (args.length == 1 && args[0].equals("heap-only")) {
      ChronicleHeapOnly.declare();
    }
    CodecRegistry registry = CodecRegistry.discover();
    for (String id : new String[] {"chronicle-binary", "chronicle-yaml"}) {
      Codec codec = registry.create(id);
      for (var entry : FixtureLoader.bundled().catalog().entries()) {
        int n = 0;
        for (Message message : FixtureLoader.bundled().resolve(entry.id()).messages()) {
          n++;
          if (codec.support(message.messageType()).supported()) {
            byte[] payload = Codecs.encode(codec, message);
            System.out.println(
                id
                    + " "
                    + entry.id()
                    + "#"
                    + n
                    + " "
                    + RoundTrip.check(codec, message).summary()
                    + " spans="
                    + codec.describe(payload, 0, payload.length).size()
                    + " "
                    + HexFormat.of().formatHex(payload));
          }
        }
      }
    }
    System.out.println("posix " + PosixAPI.posix().getClass().getSimpleName());
  }
}
