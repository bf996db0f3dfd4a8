package dev.wirebench.engine.workload;

import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.avro.AvroResolvingReader;
import dev.wirebench.engine.codec.fory.ForyCodec;
import dev.wirebench.engine.codec.kryo.KryoCodec;
import dev.wirebench.engine.codec.sbe.SbeDynamicProvider;
import dev.wirebench.engine.compat.CompatInput;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.model.Message;
import java.util.List;

/**
 * The {@link Workload} of each {@link CostVariant}: the same workload every benchmark times, so a
 * variant's encode and decode are measured exactly as a codec's are. Where the reader differs from
 * the writer (Avro's resolving reader, SBE's reader of a newer block) the workload's codec is a
 * route: encode with the writer version's codec, decode with the reader's; the route itself only
 * delegates (no allocation of its own). Every payload is decoded once while the workload is made,
 * so a reader that refuses the other version's bytes fails here with its message, not in a fork.
 */
public final class CompatCosts {
  private CompatCosts() {}

  /**
   * The workload of {@code variant}: on bundled fixture {@code fixture} for Fory and Kryo, on
   * {@code input}'s versions and messages for Avro and SBE.
   *
   * @throws IllegalArgumentException if the variant cannot run on this input (the codec cannot
   *     carry a version, the reader refuses the writer's bytes), saying why
   */
  public static Workload<?> prepare(CostVariant variant, String fixture, CompatInput input) {
    Workload<?> workload =
        variant.builtIn() ? builtIn(variant, fixture) : dynamic(variant, requireInput(input));
    for (int i = 0; i < workload.size(); i++) {
      try {
        workload.decode(i);
      } catch (RuntimeException refused) {
        throw new IllegalArgumentException(
            "the reader refuses the writer's bytes: " + refused.getMessage(), refused);
      }
    }
    return workload;
  }

  /**
   * The workload a benchmark fork runs: variant {@code variantId}, bundled fixture {@code fixture}
   * (Fory, Kryo) or the versions {@code sourceParam} ({@link CompatSource#param()}) names (Avro,
   * SBE; read here, in the fork).
   */
  public static Workload<?> prepare(String variantId, String fixture, String sourceParam) {
    CostVariant variant = CostVariant.ofId(variantId);
    if (variant == null) {
      throw new IllegalArgumentException("no such compatibility cost: " + variantId);
    }
    CompatInput input = variant.builtIn() ? null : CompatSource.ofParam(sourceParam).read();
    return prepare(variant, fixture, input);
  }

  /** The mean payload size of {@code workload}'s messages, in bytes. */
  public static double meanBytes(Workload<?> workload) {
    long total = 0;
    for (byte[] payload : workload.payloads()) {
      total += payload.length;
    }
    return (double) total / workload.size();
  }

  private static CompatInput requireInput(CompatInput input) {
    if (input == null) {
      throw new IllegalArgumentException("Avro and SBE costs need the two versions (OLD and NEW)");
    }
    return input;
  }

  private static Workload<Message> builtIn(CostVariant variant, String fixture) {
    BoundCodec<Message> codec =
        switch (variant) {
          case FORY -> new ForyCodec();
          case FORY_COMPATIBLE -> ForyCodec.compatibleMode();
          case KRYO -> new KryoCodec();
          case KRYO_COMPATIBLE -> KryoCodec.compatibleFields();
          default -> throw new IllegalArgumentException(variant.id() + " is not a built-in cost");
        };
    LoadedFixture loaded = FixtureLoader.bundled().resolve(fixture);
    return new Workload<>(codec, loaded.messages(), m -> m.messageType().newInstance());
  }

  private static Workload<DynamicRecord> dynamic(CostVariant variant, CompatInput input) {
    RecordSchema old = input.oldSchema();
    RecordSchema neu = input.newSchema();
    List<DynamicRecord> oldMessages = input.oldMessages();
    return switch (variant) {
      case AVRO -> on(codec("avro", old), oldMessages, old);
      case AVRO_RESOLVING_SAME ->
          on(route(variant, codec("avro", old), avroReader(old, old)), oldMessages, old);
      case AVRO_RESOLVING ->
          on(route(variant, codec("avro", old), avroReader(old, neu)), oldMessages, neu);
      case SBE ->
          on(
              route(variant, codec("sbe", old), SbeDynamicProvider.readingActingVersion(old)),
              oldMessages,
              old);
      case SBE_NEWER_BLOCK ->
          on(
              route(variant, codec("sbe", neu), SbeDynamicProvider.readingActingVersion(old)),
              input.newMessages(),
              old);
      default -> throw new IllegalArgumentException(variant.id() + " is a built-in cost");
    };
  }

  private static Workload<DynamicRecord> on(
      BoundCodec<DynamicRecord> codec, List<DynamicRecord> messages, RecordSchema reader) {
    return new Workload<>(codec, messages, m -> new DynamicRecord(reader));
  }

  private static DynamicCodec codec(String id, RecordSchema schema) {
    DynamicCodecs codecs = DynamicCodecs.discover();
    Support support = codecs.support(id, schema);
    if (!support.supported()) {
      throw new IllegalArgumentException(id + " cannot carry " + schema.name() + ": " + support);
    }
    return codecs.create(id, schema);
  }

  private static BoundCodec<DynamicRecord> avroReader(RecordSchema writer, RecordSchema reader) {
    AvroResolvingReader resolving = new AvroResolvingReader(writer, reader);
    return new Reading(resolving);
  }

  /** Avro's resolving reader as the decoding half of a route (it has no encoder). */
  private record Reading(AvroResolvingReader reader) implements BoundCodec<DynamicRecord> {
    @Override
    public CodecInfo info() {
      throw new UnsupportedOperationException("a reader only");
    }

    @Override
    public int encode(DynamicRecord message, byte[] dst, int offset) {
      throw new UnsupportedOperationException("a reader only");
    }

    @Override
    public DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
      return reader.decode(src, offset, length);
    }

    @Override
    public List<FieldSpan> describe(byte[] src, int offset, int length) {
      throw new UnsupportedOperationException("a reader only");
    }
  }

  private static BoundCodec<DynamicRecord> route(
      CostVariant variant, BoundCodec<DynamicRecord> writer, BoundCodec<DynamicRecord> reader) {
    CodecInfo info =
        new CodecInfo(
            variant.id(),
            variant.what(),
            writer.info().library(),
            true,
            DecodeContract.MATERIALIZES,
            writer.info().stringHandling(),
            writer.info().spanDetail());
    return new BoundCodec<>() {
      @Override
      public CodecInfo info() {
        return info;
      }

      @Override
      public int encode(DynamicRecord message, byte[] dst, int offset) {
        return writer.encode(message, dst, offset);
      }

      @Override
      public DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
        return reader.decode(src, offset, length, reuse);
      }

      @Override
      public List<FieldSpan> describe(byte[] src, int offset, int length) {
        return writer.describe(src, offset, length); // the payload is the writer's
      }
    };
  }
}
