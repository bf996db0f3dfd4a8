package dev.wirebench.engine.codec.gen;

import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The to/from method pairs a binding's source needs, one per generated message type: each gets an
 * id on first mention and is queued for writing, so nested types are written once however often
 * they are used.
 *
 * @param <T> the generator's description of a message type (a protobuf descriptor, an Avro schema)
 */
public final class BindingMethods<T> {
  private final Map<String, Integer> ids = new HashMap<>();
  private final Deque<Pending<T>> pending = new ArrayDeque<>();

  /** A message type whose methods are still to be written. */
  public record Pending<T>(T type, RecordSchema schema, int id) {}

  /** The id of the methods of {@code type} (full name {@code name}), queued on first mention. */
  public int id(String name, T type, RecordSchema schema) {
    Integer known = ids.get(name);
    if (known != null) {
      return known;
    }
    int id = ids.size();
    ids.put(name, id);
    pending.add(new Pending<>(type, schema, id));
    return id;
  }

  /** The next type to write, or null when all are written. */
  public Pending<T> next() {
    return pending.poll();
  }
}
