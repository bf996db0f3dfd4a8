package dev.wirebench.engine.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.serializers.CollectionSerializer;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import dev.wirebench.engine.model.ModelClasses;
import java.util.ArrayList;
import java.util.Collection;

/**
 * How Wirebench configures Kryo: registration required (class ids instead of names), references off
 * (the model is a tree), a depth limit, and lists whose declared size is checked against the bytes
 * left before anything is allocated.
 */
final class KryoSetup {
  /**
   * Nesting limit: a FIX group level costs four objects (field, list, group, list), so this allows
   * the 60 nested levels fixtures may hold, while keeping the recursion far from the stack's end.
   */
  static final int MAX_DEPTH = 512;

  /** Registration ids start above Kryo's own defaults (primitives, String, ...). */
  private static final int FIRST_ID = 20;

  private KryoSetup() {}

  /**
   * @param compatible {@code CompatibleFieldSerializer} for the model classes (field names on the
   *     wire, unknown fields skipped) instead of Kryo's default {@code FieldSerializer}
   */
  static Kryo newKryo(boolean compatible) {
    Kryo kryo = new Kryo();
    if (compatible) {
      kryo.setDefaultSerializer(CompatibleFieldSerializer.class);
    }
    kryo.setRegistrationRequired(true);
    kryo.setReferences(false);
    kryo.setMaxDepth(MAX_DEPTH);
    int id = FIRST_ID;
    kryo.register(ArrayList.class, new BoundedListSerializer(), id++);
    for (Class<?> type : ModelClasses.ALL) {
      kryo.register(type, id++);
    }
    return kryo;
  }

  /**
   * Kryo's collection serializer, except that a declared size larger than the bytes left is
   * rejected before {@code new ArrayList(size)} runs: every element takes at least one byte, so a
   * larger size can only come from corrupt or hostile input.
   */
  @SuppressWarnings({"rawtypes", "unchecked"}) // Kryo's serializer API is raw over Collection
  static final class BoundedListSerializer extends CollectionSerializer {
    @Override
    protected Collection create(Kryo kryo, Input input, Class type, int size) {
      int left = input.limit() - input.position();
      if (size < 0 || size > left) {
        throw new KryoException("list size " + size + " exceeds the " + left + " bytes left");
      }
      return new ArrayList<>(size);
    }
  }
}
