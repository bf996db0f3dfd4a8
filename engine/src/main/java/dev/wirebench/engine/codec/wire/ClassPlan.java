package dev.wirebench.engine.codec.wire;

import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The shape of one generated class: its name, the records it has methods for (the message record
 * first, then every record reachable from it, each once, so recursive records such as FIX groups
 * call back into the same methods), and a static field per enum class holding its constants.
 */
final class ClassPlan {
  static final String WIRE_OUT = Type.getInternalName(WireOut.class);
  static final String WIRE_IN = Type.getInternalName(WireIn.class);
  static final String WIRE_BYTES = Type.getInternalName(WireBytes.class);
  static final String ARRAY_LIST = "java/util/ArrayList";
  static final String OBJECTS = "[Ljava/lang/Object;";
  static final String ASCII_STRINGS = Type.getInternalName(AsciiStrings.class);
  static final String STRINGS = "L" + ASCII_STRINGS + ";";

  final String internalName;
  final WireSchema schema;
  final List<RecordDescriptor> records = new ArrayList<>();
  private final Map<Class<?>, Integer> recordIndex = new LinkedHashMap<>();
  private final Map<Class<?>, String> enumFields = new LinkedHashMap<>();

  ClassPlan(WireSchema schema, RecordDescriptor message) {
    this.schema = schema;
    this.internalName = Type.getInternalName(GeneratedCodec.class) + "$" + message.name();
    Deque<RecordDescriptor> pending = new ArrayDeque<>(List.of(message));
    while (!pending.isEmpty()) {
      RecordDescriptor record = pending.removeFirst();
      if (recordIndex.containsKey(record.type())) {
        continue;
      }
      recordIndex.put(record.type(), records.size());
      records.add(record);
      for (FieldDescriptor field : record.fields()) {
        if (field.type() == WireType.ENUM) {
          enumFields.computeIfAbsent(field.valueClass(), type -> "E" + enumFields.size());
        }
        for (Class<?> nested : field.recordClasses()) {
          pending.addLast(schema.record(nested));
        }
      }
    }
  }

  /** Enum classes and the static field holding each one's constants. */
  Map<Class<?>, String> enumFields() {
    return enumFields;
  }

  String encodeName(Class<?> record) {
    return "encode" + recordIndex.get(record);
  }

  String decodeName(Class<?> record) {
    return "decode" + recordIndex.get(record);
  }

  /** {@code (record, byte[] dst, int pos, int depth, AsciiStrings strings) -> int pos}. */
  static String encodeDescriptor(Class<?> record) {
    return "(" + Type.getDescriptor(record) + "[BII" + STRINGS + ")I";
  }

  /** {@code (byte[] src, int pos, int end, record, int depth, AsciiStrings strings) -> void}. */
  static String decodeDescriptor(Class<?> record) {
    return "([BII" + Type.getDescriptor(record) + "I" + STRINGS + ")V";
  }

  /** Names the list encoder of list field {@code field} of record {@code record}. */
  String encodeElementName(RecordDescriptor record, int field) {
    return "encode" + recordIndex.get(record.type()) + "_" + field;
  }

  String decodeElementName(RecordDescriptor record, int field) {
    return "decode" + recordIndex.get(record.type()) + "_" + field;
  }

  /** {@code (ArrayList list, byte[] dst, int pos, int depth, AsciiStrings strings) -> int pos}. */
  static final String ENCODE_LIST = "(Ljava/util/ArrayList;[BII" + STRINGS + ")I";

  /**
   * {@code (byte[] src, int pos, int limit, ArrayList list, int depth, AsciiStrings strings, int
   * count) -> int pos}: the parameters take the slots of a record decoder's ({@code limit} that of
   * its end, {@code list} that of its record).
   */
  static final String DECODE_LIST = "([BIILjava/util/ArrayList;I" + STRINGS + "I)I";

  /** Pushes an int constant with the shortest instruction. */
  static void push(MethodVisitor mv, int value) {
    if (value >= -1 && value <= 5) {
      mv.visitInsn(Opcodes.ICONST_0 + value);
    } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.BIPUSH, value);
    } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.SIPUSH, value);
    } else {
      mv.visitLdcInsn(value);
    }
  }

  /** Calls a model accessor on the receiver on the stack. */
  static void invoke(MethodVisitor mv, RecordDescriptor owner, Method method) {
    mv.visitMethodInsn(
        Opcodes.INVOKEVIRTUAL,
        Type.getInternalName(owner.type()),
        method.getName(),
        Type.getMethodDescriptor(method),
        false);
  }

  /** Calls a static helper. */
  static void call(MethodVisitor mv, String owner, String name, String descriptor) {
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, name, descriptor, false);
  }
}
