package dev.wirebench.engine.codec.wire;

import static dev.wirebench.engine.codec.wire.ClassPlan.WIRE_BYTES;
import static dev.wirebench.engine.codec.wire.ClassPlan.WIRE_OUT;
import static dev.wirebench.engine.codec.wire.ClassPlan.call;
import static dev.wirebench.engine.codec.wire.ClassPlan.invoke;
import static dev.wirebench.engine.codec.wire.ClassPlan.push;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.BASTORE;
import static org.objectweb.asm.Opcodes.IADD;
import static org.objectweb.asm.Opcodes.ILOAD;

import java.util.List;
import org.objectweb.asm.MethodVisitor;

/**
 * Emits the encoding of a run of consecutive fixed-width fields (integers, decimals, timestamps,
 * enums, booleans): one capacity check for the whole run ({@link WireOut#reserve}), then each value
 * stored at a constant offset from the run's start, and {@code pos} advanced once. The bytes are
 * those the per-field {@link WireOut} steps write; only the checks are merged.
 */
final class FixedRunEmitter {
  private FixedRunEmitter() {}

  /**
   * Emits the run of fixed-width fields starting at field {@code first} of {@code record}; returns
   * the index of the first field after the run.
   */
  static int emit(MethodVisitor mv, RecordDescriptor record, int first, int obj, int dst, int pos) {
    List<FieldDescriptor> fields = record.fields();
    int end = first;
    int bytes = 0;
    while (end < fields.size() && fields.get(end).type().isFixed()) {
      bytes += fields.get(end).type().minSize();
      end++;
    }
    mv.visitVarInsn(ALOAD, dst);
    mv.visitVarInsn(ILOAD, pos);
    push(mv, bytes);
    call(mv, WIRE_OUT, "reserve", "([BII)V");
    int offset = 0;
    for (int i = first; i < end; i++) {
      FieldDescriptor f = fields.get(i);
      mv.visitVarInsn(ALOAD, dst);
      mv.visitVarInsn(ILOAD, pos);
      if (offset != 0) {
        push(mv, offset);
        mv.visitInsn(IADD);
      }
      mv.visitVarInsn(ALOAD, obj);
      invoke(mv, record, f.getter());
      store(mv, f);
      offset += f.type().minSize();
    }
    mv.visitIincInsn(pos, bytes);
    return end;
  }

  /** With {@code dst, at, value} on the stack: stores the value as the field's type writes it. */
  private static void store(MethodVisitor mv, FieldDescriptor f) {
    switch (f.type()) {
      case INT8 -> mv.visitInsn(BASTORE);
      case INT16 -> call(mv, WIRE_BYTES, "setShort", "([BIS)V");
      case INT32 -> call(mv, WIRE_BYTES, "setInt", "([BII)V");
      case INT64, DECIMAL64, TIMESTAMP -> call(mv, WIRE_BYTES, "setLong", "([BIJ)V");
      case ENUM -> call(mv, WIRE_OUT, "setEnum", "([BILjava/lang/Enum;)V");
      case BOOLEAN -> {
        if (f.isNullable()) {
          call(mv, WIRE_OUT, "setNullableBoolean", "([BILjava/lang/Boolean;)V");
        } else {
          call(mv, WIRE_OUT, "setBoolean", "([BIZ)V");
        }
      }
      default -> throw new IllegalArgumentException(f.toString());
    }
  }
}
