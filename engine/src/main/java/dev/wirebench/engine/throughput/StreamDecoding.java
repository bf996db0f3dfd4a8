package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.workload.SchemaSource;
import dev.wirebench.engine.workload.Workloads;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * How a stream's payloads are decoded by its consumers: by a codec of the built-in model into one
 * reused {@link dev.wirebench.engine.model.Message} ({@link Static}), or by a codec's dynamic
 * mapping of a user's schema into one reused {@link DynamicRecord} ({@link Dynamic}). Each consumer
 * gets its own codec instance and target from {@link #newConsumer()}; a forked consumer JVM
 * rebuilds the same decoding from {@link #forkArguments()} (the message and schema files' paths for
 * a dynamic stream, as benchmark forks get them).
 */
sealed interface StreamDecoding {
  /** A consumer's own codec instance and decode target, created before it is timed. */
  Consumer newConsumer();

  /** The {@code key=value} words a forked consumer rebuilds this decoding from. */
  List<String> forkArguments();

  /** One consumer's read loop over a stream, with its codec and target made beforehand. */
  @FunctionalInterface
  interface Consumer {
    ConsumerResult read(int index, StreamReader reader, long limit, CancelToken cancellation);
  }

  /** The decoding a forked consumer was told about in its arguments. */
  static StreamDecoding fromForkArguments(String codec, Map<String, String> args) {
    String type = args.get("type");
    if (type != null) {
      return new Static(codec, MessageType.valueOf(type), CodecRegistry.discover());
    }
    String messages = args.get("messageFile");
    String schema = args.get("schema");
    if (messages == null || schema == null) {
      throw new IllegalArgumentException("missing argument type=... or messageFile=/schema=...");
    }
    RecordSchema loaded = Workloads.load(messages, schema).schema();
    return new Dynamic(codec, loaded, Path.of(messages), schema, DynamicCodecs.discover());
  }

  /** The built-in model: one message type, {@link MessageChecksum}. */
  record Static(String codec, MessageType type, CodecRegistry codecs) implements StreamDecoding {
    @Override
    public Consumer newConsumer() {
      var instance = codecs.create(codec);
      var reuse = type.newInstance();
      return (index, reader, limit, cancellation) ->
          ReadLoops.consume(
              index, reader, instance, reuse, MessageChecksum::of, limit, cancellation);
    }

    @Override
    public List<String> forkArguments() {
      return List.of("type=" + type.name());
    }
  }

  /**
   * A user's message file read against its inferred schema or a schema file; {@link
   * DynamicChecksum}.
   *
   * @param messages the message file (the fork reloads it)
   * @param schemaSource a schema file's path, or {@link SchemaSource#INFERRED}
   */
  record Dynamic(
      String codec, RecordSchema schema, Path messages, String schemaSource, DynamicCodecs codecs)
      implements StreamDecoding {
    @Override
    public Consumer newConsumer() {
      var instance = codecs.create(codec, schema);
      var reuse = new DynamicRecord(schema);
      return (index, reader, limit, cancellation) ->
          ReadLoops.consume(
              index, reader, instance, reuse, DynamicChecksum::of, limit, cancellation);
    }

    @Override
    public List<String> forkArguments() {
      String schemaArgument =
          SchemaSource.INFERRED.equals(schemaSource)
              ? schemaSource
              : Path.of(schemaSource).toAbsolutePath().toString();
      return List.of("messageFile=" + messages.toAbsolutePath(), "schema=" + schemaArgument);
    }
  }
}
