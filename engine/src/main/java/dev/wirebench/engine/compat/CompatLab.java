package dev.wirebench.engine.compat;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.avro.AvroResolvingReader;
import dev.wirebench.engine.codec.protobuf.ProtobufDynamicProvider;
import dev.wirebench.engine.codec.sbe.SbeDynamicProvider;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.time.Duration;
import java.util.ArrayList;
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
 * offset when it gave one; a codec that hangs on them (no answer within the lab's time limit per
 * message) is that message's error too, and the rest of its cell is not tried. A cell shows the
 * payloads of its first message with a misread field (else the first refused, else the first).
 * Blocking; one lab per thread (codecs are created per run).
 */
public final class CompatLab {
  /** How long one message may take to be written and read before the reader is said to hang. */
  public static final Duration DEFAULT_LIMIT = Duration.ofSeconds(10);

  private final DynamicCodecs codecs;
  private final Duration limit;

  public CompatLab(DynamicCodecs codecs) {
    this(codecs, DEFAULT_LIMIT);
  }

  /**
   * @param limit how long one message may take to be written and read: a codec that takes longer
   *     (one that hangs on foreign bytes) makes it an error, and the rest of its cell is not tried
   */
  public CompatLab(DynamicCodecs codecs, Duration limit) {
    this.codecs = codecs;
    this.limit = limit;
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
        verdict,
        cell.shown());
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
    return measure(row, direction, input, route, readerOwn, limit);
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
    return measure(row, direction, input, route, own, DEFAULT_LIMIT);
  }

  static CellResult measure(
      String row,
      Direction direction,
      CompatInput input,
      CompatRoute route,
      DynamicCodec own,
      Duration limit) {
    return new CellRun(row, direction, input, route, own, limit).run();
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
