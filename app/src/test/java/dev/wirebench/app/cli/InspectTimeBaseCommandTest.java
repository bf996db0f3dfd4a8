package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code wirebench inspect} on a package exactly as TimeBase writes it: both receive times and the
 * TimeBase sequence names load; fields no model holds are warnings (errors with --strict).
 */
class InspectTimeBaseCommandTest {
  private static final String EXPORT =
      "{\n"
          + "  \"$type\": \"com.epam.deltix.timebase.messages.universal.PackageHeader\",\n"
          + "  \"symbol\": \"BTCUSDT\",\n"
          + "  \"timestamp\": \"2025-03-14T09:26:53.400Z\",\n"
          + "  \"packageType\": \"VENDOR_SNAPSHOT\",\n"
          + "  \"receiveTimestamp\": \"2025-03-14T09:26:53.399214877Z\",\n"
          + "  \"receivedTime\": \"2025-03-14T09:26:53.399830Z\",\n"
          + "  \"entries\": [],\n"
          + "  \"vendorTag\": 7,\n"
          + "  \"firstSequenceNumber\": 0,\n"
          + "  \"lastSequenceNumber\": 0\n"
          + "}\n";

  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @Test
  void loadsWithOneWarningPerUnknownFieldAndSaysWhatRoundTripsCompare() throws IOException {
    Path file = write();

    int code = wirebench("inspect", file.toString(), "--summary");

    assertThat(code).isZero();
    assertThat(err.toString().lines())
        .containsExactly(
            "warning: " + file + ":9:3: field \"vendorTag\" is not part of PackageHeader; ignored");
    assertThat(out.toString())
        .contains("round trips compare the modelled fields; 1 field name(s)")
        .doesNotContain("lossy")
        .doesNotContain("failed");
  }

  @Test
  void strictRefusesTheUnknownFieldWithExitCode2() throws IOException {
    Path file = write();

    int code = wirebench("inspect", file.toString(), "--summary", "--strict");

    assertThat(code).isEqualTo(2);
    assertThat(err.toString())
        .contains(file + ":9:3")
        .contains("unknown field \"vendorTag\" in PackageHeader")
        .doesNotContain("\tat ");
  }

  @Test
  void jsonOutputListsTheIgnoredFields() throws IOException {
    Path file = write();

    int code = wirebench("inspect", file.toString(), "--json", "--codec", "json");

    assertThat(code).isZero();
    assertThat(out.toString())
        .contains("\"ignoredFields\"")
        .contains("\"field\" : \"vendorTag\"")
        .contains("\"roundTripScope\" : \"modelled fields only\"");
  }

  private Path write() throws IOException {
    Path file = dir.resolve("timebase-export.json");
    Files.writeString(file, EXPORT, StandardCharsets.UTF_8);
    return file;
  }

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }
}
