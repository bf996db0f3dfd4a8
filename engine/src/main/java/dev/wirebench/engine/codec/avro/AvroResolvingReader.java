package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.avsc.AvscUserSchema;
import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.DecoderFactory;

/**
 * Avro as its specification means a reader to read another version's bytes: with the writer's
 * schema beside the reader's, through Avro's schema resolution ({@code GenericDatumReader(writer,
 * reader)}, which decodes through a {@code ResolvingDecoder}) — fields matched by name and alias,
 * promoted (int → long → float → double), skipped or defaulted. The plain {@code avro} codec reads
 * with its own schema only, as a consumer without a schema registry does. Both sides use the Avro
 * schemas {@link AvroDynamicSchema} derives (the ones {@code avro} writes). Not thread-safe.
 */
public final class AvroResolvingReader {
  /** The row's id in compatibility reports. */
  public static final String ID = "avro-resolving";

  private final RecordSchema reader;
  private final Schema writerAvro;
  private final AvroWalker walker;
  private final GenericDatumReader<GenericRecord> datumReader;
  private BinaryDecoder decoder;

  /**
   * @param writer the schema the bytes were written with
   * @param reader the schema to read them as
   * @throws IllegalArgumentException if either has no Avro form
   */
  public AvroResolvingReader(RecordSchema writer, RecordSchema reader) {
    for (RecordSchema schema : new RecordSchema[] {writer, reader}) {
      String why = AvroDynamicSchema.whyNot(schema);
      if (why != null) {
        throw new IllegalArgumentException("avro cannot carry " + schema.name() + ": " + why);
      }
    }
    this.reader = reader;
    this.writerAvro = AvroDynamicSchema.of(writer);
    this.walker = new AvroWalker(writerAvro);
    this.datumReader =
        new GenericDatumReader<>(writerAvro, withAliases(AvroDynamicSchema.of(reader), reader));
  }

  /**
   * The Avro schema {@code avro} writes for {@code schema}, with the field aliases of the user's
   * {@code .avsc} when it was read from one (for Avro's own checker and as the reader's schema).
   */
  public static Schema avroSchema(RecordSchema schema) {
    return withAliases(AvroDynamicSchema.of(schema), schema);
  }

  /**
   * {@code derived} with each field's aliases from the user's {@code .avsc} ({@link
   * AvscUserSchema}; field {@code i} is field {@code i}, recursively): the derived schema knows no
   * aliases, and without them Avro's resolution cannot follow a rename the user declared.
   */
  private static Schema withAliases(Schema derived, RecordSchema schema) {
    if (schema.origin() instanceof AvscUserSchema user) {
      copyAliases(user.schema(), derived, new HashSet<>());
    }
    return derived;
  }

  private static void copyAliases(Schema from, Schema to, Set<Schema> done) {
    from = AvroDynamicValues.nonNull(from);
    to = AvroDynamicValues.nonNull(to);
    if (from.getType() == Schema.Type.ARRAY && to.getType() == Schema.Type.ARRAY) {
      copyAliases(from.getElementType(), to.getElementType(), done);
      return;
    }
    if (from.getType() != Schema.Type.RECORD
        || to.getType() != Schema.Type.RECORD
        || !done.add(to)
        || from.getFields().size() != to.getFields().size()) {
      return;
    }
    for (int i = 0; i < from.getFields().size(); i++) {
      Schema.Field source = from.getFields().get(i);
      Schema.Field target = to.getFields().get(i);
      if (target.aliases().isEmpty()) {
        source.aliases().forEach(target::addAlias);
      }
      copyAliases(source.schema(), target.schema(), done);
    }
  }

  /**
   * Reads {@code src[offset, offset + length)}, written with the writer's schema, as a new record
   * of the reader's schema. The bytes are walked on the writer's schema first, lengths bounded.
   *
   * @throws CodecException on bytes the writer's schema does not describe or a resolution Avro
   *     refuses (a field without a default, enum symbols the reader lacks)
   */
  public DynamicRecord decode(byte[] src, int offset, int length) {
    int end = walker.walk(writerAvro, src, offset, length, null);
    if (end != length) {
      throw new CodecException(ID, end, null, (length - end) + " bytes after the message");
    }
    decoder = DecoderFactory.get().binaryDecoder(src, offset, length, decoder);
    GenericRecord read;
    try {
      read = datumReader.read(null, decoder);
    } catch (IOException | RuntimeException e) {
      throw new CodecException(ID, -1, null, "Avro could not resolve the payload: " + e, e);
    }
    DynamicRecord into = new DynamicRecord(reader);
    AvroDynamicValues.fromAvro(read, into, "");
    return into;
  }
}
