package dev.wirebench.engine.compat;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.avro.AvroResolvingReader;
import dev.wirebench.engine.codec.protobuf.ProtobufDynamicProvider;
import dev.wirebench.engine.codec.sbe.SbeDynamicProvider;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The compatibility lab: for every codec that can carry both versions of a message, writes each
 * message with one version's codec and reads the bytes with the other's, both ways, and says field
 * by field what arrived ({@link Outcome}). Avro runs twice: {@code avro} reads with its own schema
 * only (what a consumer without the writer's schema does), {@code avro-resolving} with the writer's
 * schema beside its own (Avro's schema resolution).
 *
 * <p>Each row reads as the codec's library reads another version's bytes: {@code protobuf} keeps
 * unknown field numbers aside (protobuf's parser) and {@code sbe} reads at the acting version
 * (SBE's extension mechanism) where Inspect's exact checks refuse both; the other rows are the
 * codecs as Inspect and the benchmarks run them, their checks included.
 *
 * <p>Nothing a codec does to foreign bytes escapes: any {@link Throwable} from a decode (a runtime
 * exception, an error, a codec that broke its contract) is that message's error, with the codec's
 * offset when it gave one. Blocking; one lab per thread (codecs are created per run).
 */
public final class CompatLab {
  private final DynamicCodecs codecs;

  public CompatLab(DynamicCodecs codecs) {
    this.codecs = codecs;
  }

  /**
   * Every row the lab can run: the dynamic codecs, plus Avro's resolving row after {@code avro}.
   */
  public List<String> rowIds() {
    List<String> ids = new ArrayList<>();
    for (String id : codecs.ids()) {
      ids.add(id);
      if (id.equals("avro")) {
        ids.add(AvroResolvingReader.ID);
      }
    }
    return ids;
  }

  /**
   * Runs {@code rows} (ids from {@link #rowIds}) over {@code input}, with each format's static
   * verdicts beside the observed ones.
   */
  public CompatReport run(CompatInput input, List<String> rows, String oldName, String newName) {
    List<CellResult> cells = new ArrayList<>();
    for (String row : rows) {
      Map<Direction, StaticVerdict> verdicts = StaticChecks.forRow(row, input);
      for (Direction direction : Direction.values()) {
        CellResult cell = cell(row, direction, input);
        if (verdicts != null && cell.notRun() == null) {
          cell = withStatic(cell, verdicts.get(direction));
        }
        cells.add(cell);
      }
    }
    return new CompatReport(oldName, newName, input.mapping(), cells, input.notes());
  }

  private static CellResult withStatic(CellResult cell, StaticVerdict verdict) {
    return new CellResult(
        cell.codecId(),
        cell.direction(),
        cell.notRun(),
        cell.fields(),
        cell.messages(),
        cell.failedMessages(),
        cell.firstError(),
        cell.writerHex(),
        cell.readerOwnHex(),
        verdict);
  }

  private CellResult cell(String row, Direction direction, CompatInput input) {
    boolean resolving = row.equals(AvroResolvingReader.ID);
    String codecId = resolving ? "avro" : row;
    for (var schema : List.of(input.writer(direction), input.reader(direction))) {
      Support support = codecs.support(codecId, schema);
      if (!support.supported()) {
        return CellResult.notRun(row, direction, support.reason());
      }
    }
    DynamicCodec writer;
    DynamicCodec readerOwn;
    CompatRoute route;
    try {
      writer = codecs.create(codecId, input.writer(direction));
      readerOwn = codecs.create(codecId, input.reader(direction));
      route =
          resolving
              ? CompatRoute.resolving(
                  writer, new AvroResolvingReader(input.writer(direction), input.reader(direction)))
              : CompatRoute.of(writer, reader(codecId, input.reader(direction), readerOwn));
    } catch (Throwable failed) { // a generator or binding that fails is this cell's answer
      return CellResult.notRun(row, direction, "could not bind the codec: " + problem(failed));
    }
    return measure(row, direction, input, route, readerOwn);
  }

  /**
   * The reading codec: the reader version's own, except where the format defines how another
   * version's payloads are read and Inspect's exact check would refuse them: {@code protobuf} keeps
   * unknown field numbers aside (protobuf's parser), {@code sbe} reads at the payload's acting
   * block length and version (SBE's extension mechanism, as sbe-tool's decoders do).
   */
  private static DynamicCodec reader(String codecId, RecordSchema schema, DynamicCodec own) {
    return switch (codecId) {
      case "protobuf" -> ProtobufDynamicProvider.keepingUnknownFields(schema);
      case "sbe" -> SbeDynamicProvider.readingActingVersion(schema);
      default -> own;
    };
  }

  static CellResult measure(
      String row, Direction direction, CompatInput input, CompatRoute route, DynamicCodec own) {
    FieldTally tally = new FieldTally(input.mapping(), direction);
    List<DynamicRecord> written = input.written(direction);
    int failed = 0;
    String firstError = null;
    String writerHex = null;
    for (DynamicRecord message : written) {
      byte[] payload;
      try {
        payload = route.write(message);
      } catch (Throwable refused) {
        String why = "the writer's own version could not encode it: " + problem(refused);
        tally.error(why);
        failed++;
        firstError = firstError == null ? why : firstError;
        continue;
      }
      writerHex = writerHex == null ? HexFormat.of().formatHex(payload) : writerHex;
      DynamicRecord read;
      try {
        read = route.read(payload);
      } catch (Throwable refused) { // foreign bytes: whatever the codec throws is the verdict
        String why = problem(refused);
        tally.error(why);
        failed++;
        firstError = firstError == null ? why : firstError;
        continue;
      }
      tally.observe(FieldPaths.flatten(message), FieldPaths.flatten(read));
    }
    return new CellResult(
        row,
        direction,
        null,
        tally.results(),
        written.size(),
        failed,
        firstError,
        writerHex,
        ownHex(own, input.readersOwn(direction).get(0)),
        null);
  }

  private static String ownHex(DynamicCodec codec, DynamicRecord message) {
    try {
      return HexFormat.of().formatHex(CompatRoute.encode(codec, message));
    } catch (Throwable refused) {
      return null; // shown as "could not encode" beside the writer's bytes
    }
  }

  /** The codec's own words; a throwable that is not the contract's exception says so. */
  static String problem(Throwable thrown) {
    if (thrown instanceof CodecException codec) {
      return codec.getMessage();
    }
    String message = thrown.getMessage() == null ? "" : ": " + thrown.getMessage();
    return thrown.getClass().getSimpleName()
        + message
        + " (thrown instead of a CodecException: the codec broke its failure contract here)";
  }
}
