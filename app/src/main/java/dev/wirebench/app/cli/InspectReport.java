package dev.wirebench.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.IgnoredField;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.MessageJson;
import dev.wirebench.fixtures.FixtureEntry;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/** Renders an inspection as text tables or JSON. */
final class InspectReport {
  private static final int MAX_VALUE_WIDTH = 40;

  private final LoadedFixture fixture;
  private final int messageNumber;
  private final Message message;
  private final List<CodecPayload> views;

  InspectReport(
      LoadedFixture fixture, int messageNumber, Message message, List<CodecPayload> views) {
    this.fixture = fixture;
    this.messageNumber = messageNumber;
    this.message = message;
    this.views = views;
  }

  void print(PrintWriter out, boolean details) {
    out.printf(
        "%s — %s, message %d of %d (%s)%n",
        fixture.id(),
        fixture.name(),
        messageNumber,
        fixture.messages().size(),
        message.messageType().shortName());
    out.printf("format: %s%n%n", fixture.format());
    if (details) {
      for (CodecPayload view : views) {
        if (view.payload() != null) {
          printCodec(out, view);
        }
      }
    }
    printSummary(out);
  }

  static void printCodec(PrintWriter out, CodecPayload view) {
    CodecInfo info = view.info();
    out.printf("== %s (%s) — %d bytes ==%n", info.id(), info.displayName(), view.size());
    out.printf(
        "library: %s%ndecode: %s%nstrings: %s%ndecimals: %s (%s)%n",
        info.library(),
        info.decodeContract().description(),
        info.stringHandling(),
        info.decimalForm().label(),
        info.decimalForm().description());
    out.print(HexDump.format(view.payload()));
    out.println();
    if (view.error() != null) {
      out.printf("spans: %s%n%n", view.error());
      return;
    }
    out.printf("spans: %s%n", info.spanDetail());
    List<FieldSpan> leaves = new ArrayList<>();
    InspectCommand.flatten(view.spans(), leaves);
    TextTable table = new TextTable("offset", "length", "kind", "path", "value");
    for (FieldSpan span : leaves) {
      table.row(
          span.offset(),
          span.length(),
          span.kind().name().toLowerCase(Locale.ROOT),
          span.path(),
          shorten(span.value()));
    }
    out.print(table.render());
    out.println();
  }

  private void printSummary(PrintWriter out) {
    printSizes(out, views);
    if (!fixture.ignored().isEmpty()) {
      out.printf(
          "round trips compare the modelled fields; %d field name(s) of the file are not modelled"
              + " and were ignored (see the warnings; --strict refuses them)%n",
          fixture.ignored().size());
    }
  }

  /** The summary table: size, values and overhead, round trip per codec (n/a with the reason). */
  static void printSizes(PrintWriter out, List<CodecPayload> views) {
    int smallest = views.stream().mapToInt(CodecPayload::size).filter(s -> s > 0).min().orElse(0);
    TextTable table =
        new TextTable(
            "codec",
            "bytes",
            "vs smallest",
            "values",
            "overhead",
            "round trip",
            "decode contract",
            "decimals");
    for (CodecPayload view : views) {
      if (!view.support().supported()) {
        table.remarkRow(5, view.info().id(), "", "", "", "", view.support().describe());
        continue;
      }
      if (view.payload() == null) {
        table.remarkRow(5, view.info().id(), "", "", "", "", "encode failed: " + view.error());
        continue;
      }
      // A 0-byte payload (protobuf leaves out fields at their defaults) has no ratio to give.
      String ratio =
          smallest == 0 || view.size() == 0
              ? "—"
              : String.format(Locale.ROOT, "%.2fx", view.size() / (double) smallest);
      boolean coarse = view.sizes() == null || view.sizes().unattributed() > 0;
      String values = coarse ? "?" : Integer.toString(view.sizes().values());
      String overhead = coarse ? "?" : Integer.toString(view.sizes().overhead());
      table.row(
          view.info().id(),
          view.size(),
          ratio,
          values,
          overhead,
          view.roundTrip().summary(),
          view.info().decodeContract().name().toLowerCase(Locale.ROOT),
          view.info().decimalForm().label());
    }
    out.println(
        "summary (values = bytes in value spans; overhead = framing, headers, tags,"
            + " lengths, padding; ? = spans too coarse to tell):");
    out.print(table.render());
  }

  private static String shorten(String value) {
    if (value == null) {
      return "";
    }
    return value.length() <= MAX_VALUE_WIDTH ? value : value.substring(0, MAX_VALUE_WIDTH) + "…";
  }

  String toJson() {
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = mapper.createObjectNode();
    root.put("fixture", fixture.id());
    root.put("source", fixture.source());
    root.put("format", fixture.format());
    root.put("message", messageNumber);
    root.put("messages", fixture.messages().size());
    root.put("messageType", message.messageType().shortName());
    root.set("decoded", MessageJson.toTree(message));
    ArrayNode ignored = root.putArray("ignoredFields");
    for (IgnoredField field : fixture.ignored()) {
      ObjectNode node = ignored.addObject();
      node.put("type", field.typeName());
      node.put("field", field.field());
      node.put("line", field.line());
      node.put("column", field.column());
      node.put("path", field.path());
      node.put("count", field.count());
    }
    root.put("roundTripScope", fixture.ignored().isEmpty() ? "all fields" : "modelled fields only");
    ArrayNode codecs = root.putArray("codecs");
    for (CodecPayload view : views) {
      codecs.add(codecJson(mapper, view));
    }
    try {
      return mapper.writeValueAsString(root);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException("cannot render JSON", e);
    }
  }

  static ObjectNode codecJson(ObjectMapper mapper, CodecPayload view) {
    ObjectNode node = mapper.createObjectNode();
    CodecInfo info = view.info();
    node.put("id", info.id());
    node.put("name", info.displayName());
    node.put("library", info.library());
    node.put("decodeContract", info.decodeContract().name());
    node.put("stringHandling", info.stringHandling());
    node.put("decimalForm", info.decimalForm().label());
    node.put("supported", view.support().supported());
    if (!view.support().supported()) {
      node.put("reason", view.support().reason());
      return node;
    }
    if (view.payload() == null) {
      node.put("error", view.error());
      return node;
    }
    node.put("size", view.size());
    node.put("hex", HexFormat.of().formatHex(view.payload()));
    node.put("roundTrip", view.roundTrip().status().name());
    node.put("roundTripDetail", view.roundTrip().summary());
    if (view.sizes() != null) {
      ObjectNode sizes = node.putObject("bytesByKind");
      for (SpanKind kind : SpanKind.values()) {
        if (view.sizes().bytes(kind) > 0) {
          sizes.put(kind.name().toLowerCase(Locale.ROOT), view.sizes().bytes(kind));
        }
      }
      if (view.sizes().unattributed() > 0) {
        sizes.put("unattributed", view.sizes().unattributed());
      }
    }
    node.put("spanDetail", info.spanDetail());
    node.set("spans", spansJson(mapper, view.spans()));
    if (view.error() != null) {
      node.put("error", view.error());
    }
    return node;
  }

  private static ArrayNode spansJson(ObjectMapper mapper, List<FieldSpan> spans) {
    ArrayNode array = mapper.createArrayNode();
    for (FieldSpan span : spans) {
      ObjectNode node = array.addObject();
      node.put("path", span.path());
      node.put("offset", span.offset());
      node.put("length", span.length());
      node.put("kind", span.kind().name().toLowerCase(Locale.ROOT));
      if (span.value() != null) {
        node.put("value", span.value());
      }
      if (!span.isLeaf()) {
        node.set("children", spansJson(mapper, span.children()));
      }
    }
    return array;
  }

  static void printCatalog(PrintWriter out, FixtureLoader loader, CodecRegistry registry) {
    TextTable fixtures = new TextTable("fixture", "type", "messages", "description");
    for (FixtureEntry entry : loader.catalog().entries()) {
      fixtures.row(entry.id(), entry.messageType(), entry.messageCount(), entry.description());
    }
    out.println("bundled fixtures:");
    out.print(fixtures.render());
    out.println();
    TextTable codecs = new TextTable("codec", "name", "library", "decode contract");
    for (CodecInfo info : registry.infos()) {
      codecs.row(
          info.id(), info.displayName(), info.library(), info.decodeContract().description());
    }
    out.println("codecs:");
    out.print(codecs.render());
  }
}
