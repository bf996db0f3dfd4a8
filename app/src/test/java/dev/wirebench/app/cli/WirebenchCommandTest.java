package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The command line builds only the subcommand a run names, and is otherwise unchanged. */
class WirebenchCommandTest {
  @Test
  void everySubcommandIsListedUnderItsOwnCommandName() {
    WirebenchCommand.SUBCOMMANDS.forEach(
        (name, type) -> assertThat(type.getAnnotation(Command.class).name()).isEqualTo(name));
    assertThat(WirebenchCommand.SUBCOMMANDS.keySet())
        .startsWith("help", "inspect", "schema", "bench")
        .hasSize(24);
  }

  @Test
  void aRunNamingASubcommandBuildsOnlyThatOne() {
    Map<String, CommandLine> subcommands =
        WirebenchCommand.commandLine("inspect", "trade-update", "--summary").getSubcommands();

    assertThat(subcommands).containsOnlyKeys("inspect");
    assertThat(subcommands.get("inspect").getExecutionExceptionHandler())
        .isInstanceOf(CliErrors.class);
    assertThat(WirebenchCommand.commandLine("runs").getSubcommands()).containsOnlyKeys("runs");
  }

  @Test
  void helpVersionAndUnknownNamesGetEverySubcommand() {
    for (String[] args :
        new String[][] {{}, {"help", "inspect"}, {"--version"}, {"--help"}, {"inspct"}}) {
      assertThat(WirebenchCommand.commandLine(args).getSubcommands().keySet())
          .as(String.join(" ", args))
          .containsExactlyElementsOf(WirebenchCommand.SUBCOMMANDS.keySet());
    }
  }

  @Test
  void aSubcommandsHelpIsTheSameBuiltAloneOrWithTheOthers() {
    for (String name : WirebenchCommand.SUBCOMMANDS.keySet()) {
      String alone =
          WirebenchCommand.commandLine(name).getSubcommands().get(name).getUsageMessage();
      String withAll = WirebenchCommand.commandLine().getSubcommands().get(name).getUsageMessage();
      assertThat(alone).as(name).isEqualTo(withAll);
    }
  }

  @Test
  void everyHelpTextFormatsWithoutPicocliWarnings() {
    // picocli formats descriptions with String.format: a bare "%" (e.g. "default: 2%") makes it
    // print "[picocli WARN] Could not format ..." on stderr with every help screen
    PrintStream stderr = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      for (String name : WirebenchCommand.SUBCOMMANDS.keySet()) {
        WirebenchCommand.commandLine(name).getSubcommands().get(name).getUsageMessage();
      }
      WirebenchCommand.commandLine().getUsageMessage();
    } finally {
      System.setErr(stderr);
    }
    assertThat(captured.toString(StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
  }

  @Test
  void aMisspeltSubcommandIsStillCorrected() {
    CommandLine commandLine = WirebenchCommand.commandLine("inspct");
    StringWriter err = new StringWriter();
    commandLine.setErr(new PrintWriter(err, true));

    int exit = commandLine.execute("inspct");

    assertThat(exit).isEqualTo(2);
    assertThat(err.toString()).contains("inspect");
  }
}
