package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.CodecRegistry;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class InspectEarlyDiscoveryTest {
  @Test
  void givesTheCodecsDiscoveryFinds() {
    assertThat(CodecRegistry.discoverInBackground().get().ids())
        .isEqualTo(CodecRegistry.discover().ids());
  }

  @Test
  void inspectWithAnEarlyRegistryPrintsWhatItPrintsWithout() {
    assertThat(inspect(new InspectCommand(CodecRegistry.discoverInBackground())))
        .isEqualTo(inspect(new InspectCommand()))
        .contains("wire-compiled");
  }

  private static String inspect(InspectCommand command) {
    CommandLine commandLine = new CommandLine(command);
    StringWriter out = new StringWriter();
    commandLine.setOut(new PrintWriter(out, true));
    assertThat(commandLine.execute("trade-update", "--summary")).isZero();
    return out.toString();
  }
}
