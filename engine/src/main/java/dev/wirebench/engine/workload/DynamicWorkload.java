package dev.wirebench.engine.workload;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@link CodecWorkload}'s twin for dynamic fixtures: one codec's dynamic mapping on the messages of
 * a JSON file of a shape Wirebench has no model for, read with its inferred schema or a schema
 * file. The payloads, a reusable decode target per message and an encode buffer are prepared once;
 * operations cycle through the messages. Used by {@code DynamicCodecBenchmark} (JMH) and the
 * latency harness, so both time the same work.
 *
 * <p>Not thread-safe: one instance per measuring thread.
 */
public final class DynamicWorkload {
  /**
   * A schema source naming message {@code message} (null: none) of the schema file {@code path}:
   * {@code path#Message}, as forks receive it.
   */
  public static String schemaSource(String path, String message) {
    return message == null ? path : path + "#" + message;
  }

  /** The schema file of a schema source ({@link #schemaSource}). */
  public static String schemaPath(String source) {
    int hash = source.lastIndexOf('#');
    return hash < 0 || Files.exists(Path.of(source)) ? source : source.substring(0, hash);
  }

  /** The message a schema source names, or null. */
  public static String messageOf(String source) {
    String path = schemaPath(source);
    return path.length() == source.length() ? null : source.substring(path.length() + 1);
  }

  /** The schema source of a fixture read with its inferred schema. */
  public static final String INFERRED = "inferred";

  private final DynamicCodec codec;
  private final DynamicRecord[] messages;
  private final byte[][] payloads;
  private final DynamicRecord[] targets;
  private final byte[] buffer;
  private int next;

  private DynamicWorkload(DynamicCodec codec, DynamicFixture fixture) {
    this.codec = codec;
    this.messages = fixture.messages().toArray(new DynamicRecord[0]);
    this.payloads = new byte[messages.length][];
    this.targets = new DynamicRecord[messages.length];
    int largest = 0;
    for (int i = 0; i < messages.length; i++) {
      payloads[i] = DynamicCodecs.encode(codec, messages[i]);
      targets[i] = new DynamicRecord(fixture.schema());
      largest = Math.max(largest, payloads[i].length);
    }
    this.buffer = new byte[Math.max(4096, largest * 2)];
  }

  /**
   * Loads the dynamic fixture of {@code messagesFile} read with {@code schemaSource} ({@link
   * #INFERRED} or a schema file's path).
   *
   * @throws dev.wirebench.engine.fixture.FixtureException one located line if a file is missing or
   *     the messages and the schema disagree
   */
  public static DynamicFixture load(String messagesFile, String schemaSource) {
    DynamicFixtureLoader loader = new DynamicFixtureLoader();
    return INFERRED.equals(schemaSource)
        ? loader.load(Path.of(messagesFile))
        : loader.load(
            Path.of(messagesFile), Path.of(schemaPath(schemaSource)), messageOf(schemaSource));
  }

  /**
   * Prepares codec {@code codecId}'s dynamic mapping on the messages of {@code messagesFile}.
   *
   * @throws IllegalArgumentException if the codec cannot carry the schema
   * @throws dev.wirebench.engine.codec.CodecException if the codec fails to encode a message
   */
  public static DynamicWorkload prepare(String codecId, String messagesFile, String schemaSource) {
    DynamicFixture fixture = load(messagesFile, schemaSource);
    DynamicCodecs codecs = DynamicCodecs.discover();
    Support support = codecs.support(codecId, fixture.schema());
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "codec " + codecId + " on fixture " + fixture.id() + ": " + support.describe());
    }
    return new DynamicWorkload(codecs.create(codecId, fixture.schema()), fixture);
  }

  public DynamicCodec codec() {
    return codec;
  }

  /** The fixture's messages; shared, not copied (hot loop). */
  public DynamicRecord[] messages() {
    return messages;
  }

  /** Each message's payload in this codec; shared, not copied (hot loop). */
  public byte[][] payloads() {
    return payloads;
  }

  /** A reusable decode target per message; shared, not copied (hot loop). */
  public DynamicRecord[] targets() {
    return targets;
  }

  /** The reused encode buffer; shared, not copied (hot loop). */
  public byte[] buffer() {
    return buffer;
  }

  public int size() {
    return messages.length;
  }

  /** The next message index, cycling. */
  public int nextIndex() {
    int index = next;
    next = index + 1 == messages.length ? 0 : index + 1;
    return index;
  }

  /** Encodes message {@code index} into the reused buffer; returns the payload length. */
  public int encode(int index) {
    return codec.encode(messages[index], buffer, 0);
  }

  /** Decodes payload {@code index} into its reused target. */
  public DynamicRecord decode(int index) {
    byte[] payload = payloads[index];
    return codec.decode(payload, 0, payload.length, targets[index]);
  }

  /** Encodes message {@code index}, then decodes the bytes just written. */
  public DynamicRecord roundtrip(int index) {
    int length = codec.encode(messages[index], buffer, 0);
    return codec.decode(buffer, 0, length, targets[index]);
  }
}
