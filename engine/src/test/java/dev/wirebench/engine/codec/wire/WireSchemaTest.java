package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.model.MessageType;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The model schema describes the model completely, in the order the wire needs. */
class WireSchemaTest {
  private final WireSchema schema = ModelSchema.standard();

  @Test
  void everyMessageTypeHasARecordOfItsClass() {
    for (MessageType type : MessageType.values()) {
      assertThat(schema.message(type)).as("%s", type).isNotNull();
      assertThat(schema.message(type).type()).isEqualTo(type.newInstance().getClass());
    }
  }

  @Test
  void everyStoredFieldOfEveryModelClassIsDescribed() {
    Set<Class<?>> seen = new HashSet<>();
    List<RecordDescriptor> pending = new ArrayList<>();
    for (MessageType type : MessageType.values()) {
      pending.add(schema.message(type));
    }
    while (!pending.isEmpty()) {
      RecordDescriptor record = pending.remove(pending.size() - 1);
      if (!seen.add(record.type())) {
        continue;
      }
      List<String> described = record.fields().stream().map(FieldDescriptor::name).toList();

      assertThat(described)
          .as("fields of %s", record.name())
          .containsExactlyInAnyOrderElementsOf(storedFields(record.type()));
      for (FieldDescriptor field : record.fields()) {
        field.recordClasses().forEach(nested -> pending.add(schema.record(nested)));
      }
    }
    assertThat(seen).hasSizeGreaterThanOrEqualTo(15);
  }

  @Test
  void superclassFieldsComeFirst() {
    RecordDescriptor book = schema.message(MessageType.ORDER_BOOK_SNAPSHOT);

    assertThat(book.fields().subList(0, 2))
        .extracting(FieldDescriptor::name)
        .containsExactly("timestamp", "symbol");
  }

  @Test
  void minimumSizesCountPrefixesAndFixedWidths() {
    RecordDescriptor header = schema.message(MessageType.INSTRUMENT_MESSAGE);

    assertThat(header.minSize()).isEqualTo(8 + 2);
    assertThat(header.minRestAfter(0)).isEqualTo(2);
    assertThat(header.minRestAfter(1)).isZero();
  }

  /** Instance fields the class and its superclasses store (not transient). */
  private static List<String> storedFields(Class<?> type) {
    List<String> names = new ArrayList<>();
    for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        int modifiers = field.getModifiers();
        if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers)) {
          names.add(field.getName());
        }
      }
    }
    return names;
  }
}
