package dev.wirebench.app.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.codec.CodecPool;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.json.DynamicJsonWriter;
import dev.wirebench.engine.dynamic.json.SchemaFile;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.Inspector;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code wirebench inspect} for a JSON file of a shape Wirebench has no model for: the file read
 * against its inferred schema (or {@code --schema}), one message in every codec that can carry it,
 * "n/a — reason" for the others.
 */
final class DynamicInspection {
  private final Path file;
  private final Path schemaFile;
  private final String schemaMessage;
  private final List<String> codecs;
  private final int messageNumber;

  DynamicInspection(
      Path file, Path schemaFile, String schemaMessage, List<String> codecs, int messageNumber) {
    this.file = file;
    this.schemaFile = schemaFile;
    this.schemaMessage = schemaMessage;
    this.codecs = codecs;
    this.messageNumber = messageNumber;
  }

  int run(PrintWriter out, PrintWriter err, boolean json, boolean details, long maxFileBytes) {
    DynamicFixtureLoader loader = new DynamicFixtureLoader(maxFileBytes);
    DynamicFixture fixture =
        schemaFile == null ? loader.load(file) : loader.load(file, schemaFile, schemaMessage);
    fixture.notes().forEach(note -> err.println("wirebench: note: " + note));
    err.flush();
    if (messageNumber < 1 || messageNumber > fixture.messages().size()) {
      throw new UserError(
          "--message "
              + messageNumber
              + " is out of range: "
              + fixture.id()
              + " holds "
              + fixture.messages().size()
              + " message(s)");
    }
    CodecRegistry registry = CodecRegistry.discover();
    DynamicRecord message = fixture.messages().get(messageNumber - 1);
    List<CodecPayload> views =
        new Inspector(new CodecPool(registry), DynamicCodecs.discover())
            .inspect(fixture.schema(), message, codecs);
    if (json) {
      out.println(toJson(fixture, message, views));
    } else {
      print(out, fixture, views, details);
    }
    out.flush();
    return 0;
  }

  private void print(
      PrintWriter out, DynamicFixture fixture, List<CodecPayload> views, boolean details) {
    out.printf(
        "%s — message %d of %d (%s, %d fields)%n",
        fixture.id(),
        messageNumber,
        fixture.messages().size(),
        fixture.schema().name(),
        fixture.schema().size());
    out.printf("format: %s%n", fixture.format());
    out.printf(
        "schema: %s, sha256 %s%s%n%n",
        fixture.inferred() ? "inferred" : fixture.schemaSource(),
        fixture.schemaHash().substring(0, 16),
        fixture.inferred() ? " ('wirebench schema infer " + file + "' prints it)" : "");
    if (details) {
      for (CodecPayload view : views) {
        if (view.payload() != null) {
          InspectReport.printCodec(out, view);
        }
      }
    }
    InspectReport.printSizes(out, views);
  }

  private String toJson(DynamicFixture fixture, DynamicRecord message, List<CodecPayload> views) {
    // decimals keep their scale (6012.50) through the tree, as the message file has them
    ObjectMapper mapper =
        new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false);
    try {
      ObjectNode root = mapper.createObjectNode();
      root.put("fixture", fixture.id());
      root.put("source", fixture.source());
      root.put("format", fixture.format());
      root.put("message", messageNumber);
      root.put("messages", fixture.messages().size());
      root.put("schemaSource", fixture.schemaSource());
      root.put("schemaHash", fixture.schemaHash());
      root.set("schema", mapper.readTree(SchemaFile.write(fixture.schema())));
      root.set("decoded", mapper.readTree(messageJson(message)));
      ArrayNode notes = root.putArray("notes");
      fixture.notes().forEach(notes::add);
      ArrayNode list = root.putArray("codecs");
      for (CodecPayload view : views) {
        list.add(InspectReport.codecJson(mapper, view));
      }
      return mapper.writeValueAsString(root);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String messageJson(DynamicRecord message) throws IOException {
    StringWriter text = new StringWriter();
    try (JsonGenerator gen = new ObjectMapper().getFactory().createGenerator(text)) {
      new DynamicJsonWriter(false).write(gen, message);
    }
    return text.toString();
  }
}
