package dev.wirebench.engine.codec.wire;

import static dev.wirebench.engine.codec.wire.ClassPlan.ARRAY_LIST;
import static dev.wirebench.engine.codec.wire.ClassPlan.WIRE_OUT;
import static dev.wirebench.engine.codec.wire.ClassPlan.call;
import static dev.wirebench.engine.codec.wire.ClassPlan.invoke;
import static dev.wirebench.engine.codec.wire.ClassPlan.push;
import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ASTORE;
import static org.objectweb.asm.Opcodes.ATHROW;
import static org.objectweb.asm.Opcodes.CHECKCAST;
import static org.objectweb.asm.Opcodes.GOTO;
import static org.objectweb.asm.Opcodes.IADD;
import static org.objectweb.asm.Opcodes.IFNONNULL;
import static org.objectweb.asm.Opcodes.IF_ACMPNE;
import static org.objectweb.asm.Opcodes.IF_ICMPGE;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKEVIRTUAL;
import static org.objectweb.asm.Opcodes.IRETURN;
import static org.objectweb.asm.Opcodes.ISTORE;

import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Emits the encode methods of a generated class. Per record: {@code static int encodeK(R obj,
 * byte[] dst, int pos, int depth)} calling each getter and the matching {@link WireOut} step in
 * field order; per list field: an element encoder that picks the variant by class identity.
 */
final class EncodeEmitter {
  // Locals of a record encoder.
  private static final int OBJ = 0;
  private static final int DST = 1;
  private static final int POS = 2;
  private static final int DEPTH = 3;
  private static final int STRINGS = 4;
  private static final int FIRST_FREE = 5;

  private final ClassPlan plan;
  private final ClassWriter cw;

  EncodeEmitter(ClassPlan plan, ClassWriter cw) {
    this.plan = plan;
    this.cw = cw;
  }

  void emit(RecordDescriptor record) {
    MethodVisitor mv =
        cw.visitMethod(
            ACC_PRIVATE | ACC_STATIC,
            plan.encodeName(record.type()),
            ClassPlan.encodeDescriptor(record.type()),
            null,
            null);
    mv.visitCode();
    int next = FIRST_FREE;
    List<FieldDescriptor> fields = record.fields();
    for (int i = 0; i < fields.size(); i++) {
      next = field(mv, record, i, fields.get(i), next);
    }
    mv.visitVarInsn(ILOAD, POS);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    for (int i = 0; i < fields.size(); i++) {
      WireType type = fields.get(i).type();
      if (type == WireType.LIST || type == WireType.POLY_LIST) {
        element(record, i, fields.get(i));
      }
    }
  }

  /** Emits one field; returns the next free local. */
  private int field(
      MethodVisitor mv, RecordDescriptor record, int index, FieldDescriptor f, int n) {
    switch (f.type()) {
      case OBJECT -> object(mv, record, f, n);
      case LIST, POLY_LIST -> list(mv, record, index, f, n);
      case ASCII -> {
        mv.visitVarInsn(ALOAD, STRINGS);
        push(mv, AsciiStrings.slot(record.type(), index));
        mv.visitVarInsn(ALOAD, DST);
        mv.visitVarInsn(ILOAD, POS);
        mv.visitVarInsn(ALOAD, OBJ);
        invoke(mv, record, f.getter());
        mv.visitMethodInsn(
            INVOKEVIRTUAL, ClassPlan.ASCII_STRINGS, "put", "(I[BILjava/lang/String;)I", false);
        mv.visitVarInsn(ISTORE, POS);
      }
      default -> {
        mv.visitVarInsn(ALOAD, DST);
        mv.visitVarInsn(ILOAD, POS);
        mv.visitVarInsn(ALOAD, OBJ);
        invoke(mv, record, f.getter());
        String[] step = step(f);
        call(mv, WIRE_OUT, step[0], step[1]);
        mv.visitVarInsn(ISTORE, POS);
      }
    }
    return n + 3;
  }

  /** The {@link WireOut} method and descriptor that writes a value of this field's type. */
  private static String[] step(FieldDescriptor f) {
    return switch (f.type()) {
      case INT8 -> new String[] {"putByte", "([BIB)I"};
      case INT16 -> new String[] {"putShort", "([BIS)I"};
      case INT32 -> new String[] {"putInt", "([BII)I"};
      case INT64, DECIMAL64, TIMESTAMP -> new String[] {"putLong", "([BIJ)I"};
      case ENUM -> new String[] {"putEnum", "([BILjava/lang/Enum;)I"};
      case BOOLEAN ->
          f.isNullable()
              ? new String[] {"putNullableBoolean", "([BILjava/lang/Boolean;)I"}
              : new String[] {"putBoolean", "([BIZ)I"};
      case UTF8 -> new String[] {"putUtf8", "([BILjava/lang/String;)I"};
      case STRING_MAP ->
          new String[] {"putStringMap", "([BILdev/wirebench/engine/model/Metadata;)I"};
      default -> throw new IllegalArgumentException(f.toString());
    };
  }

  /** {@code v = get(); pos = v == null ? putInt(-1) : endRecord(encodeK(v, ...))}. */
  private void object(MethodVisitor mv, RecordDescriptor record, FieldDescriptor f, int n) {
    int value = n;
    int start = n + 1;
    Class<?> nested = f.recordClasses().get(0);
    mv.visitVarInsn(ALOAD, OBJ);
    invoke(mv, record, f.getter());
    mv.visitVarInsn(ASTORE, value);
    Label present = new Label();
    Label done = new Label();
    mv.visitVarInsn(ALOAD, value);
    mv.visitJumpInsn(IFNONNULL, present);
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, POS);
    push(mv, WireBytes.NULL_LENGTH);
    call(mv, WIRE_OUT, "putInt", "([BII)I");
    mv.visitVarInsn(ISTORE, POS);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(present);
    depthPlusOne(mv);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_OUT, "checkDepth", "(II)V");
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_OUT, "beginRecord", "([BI)I");
    mv.visitVarInsn(ISTORE, start);
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, start);
    mv.visitVarInsn(ALOAD, value);
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, start);
    depthPlusOne(mv);
    mv.visitVarInsn(ALOAD, STRINGS);
    call(mv, plan.internalName, plan.encodeName(nested), ClassPlan.encodeDescriptor(nested));
    call(mv, WIRE_OUT, "endRecord", "([BII)I");
    mv.visitVarInsn(ISTORE, POS);
    mv.visitLabel(done);
  }

  /** {@code pos = putInt(n); for (i < n) pos = encodeK_j(list.get(i), dst, pos, depth + 1)}. */
  private void list(
      MethodVisitor mv, RecordDescriptor record, int index, FieldDescriptor f, int n) {
    int list = n;
    int size = n + 1;
    int i = n + 2;
    mv.visitVarInsn(ALOAD, OBJ);
    invoke(mv, record, f.getter());
    mv.visitVarInsn(ASTORE, list);
    mv.visitVarInsn(ALOAD, list);
    mv.visitMethodInsn(INVOKEVIRTUAL, ARRAY_LIST, "size", "()I", false);
    mv.visitVarInsn(ISTORE, size);
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, size);
    call(mv, WIRE_OUT, "putInt", "([BII)I");
    mv.visitVarInsn(ISTORE, POS);
    push(mv, 0);
    mv.visitVarInsn(ISTORE, i);
    Label loop = new Label();
    Label end = new Label();
    mv.visitLabel(loop);
    mv.visitVarInsn(ILOAD, i);
    mv.visitVarInsn(ILOAD, size);
    mv.visitJumpInsn(IF_ICMPGE, end);
    mv.visitVarInsn(ALOAD, list);
    mv.visitVarInsn(ILOAD, i);
    mv.visitMethodInsn(INVOKEVIRTUAL, ARRAY_LIST, "get", "(I)Ljava/lang/Object;", false);
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, POS);
    depthPlusOne(mv);
    mv.visitVarInsn(ALOAD, STRINGS);
    call(mv, plan.internalName, plan.encodeElementName(record, index), ClassPlan.ENCODE_ELEMENT);
    mv.visitVarInsn(ISTORE, POS);
    mv.visitIincInsn(i, 1);
    mv.visitJumpInsn(GOTO, loop);
    mv.visitLabel(end);
  }

  /**
   * {@code static int encodeK_j(Object e, byte[] dst, int pos, int depth)}: the element's class
   * picks the variant (a chain of identity checks, cheap and monomorphic in practice); the element
   * is framed with its type index (polymorphic lists) and its length.
   */
  private void element(RecordDescriptor record, int index, FieldDescriptor f) {
    MethodVisitor mv =
        cw.visitMethod(
            ACC_PRIVATE | ACC_STATIC,
            plan.encodeElementName(record, index),
            ClassPlan.ENCODE_ELEMENT,
            null,
            null);
    mv.visitCode();
    final int element = 0;
    final int type = 5;
    final int start = 6;
    mv.visitVarInsn(ALOAD, element);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_OUT, "classOf", "(Ljava/lang/Object;I)Ljava/lang/Class;");
    mv.visitVarInsn(ASTORE, type);
    mv.visitVarInsn(ILOAD, DEPTH);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_OUT, "checkDepth", "(II)V");
    List<Class<?>> variants = f.recordClasses();
    for (int v = 0; v < variants.size(); v++) {
      Class<?> variant = variants.get(v);
      Label next = new Label();
      mv.visitVarInsn(ALOAD, type);
      mv.visitLdcInsn(Type.getType(variant));
      mv.visitJumpInsn(IF_ACMPNE, next);
      mv.visitVarInsn(ALOAD, DST);
      mv.visitVarInsn(ILOAD, POS);
      if (f.type() == WireType.POLY_LIST) {
        push(mv, v);
        call(mv, WIRE_OUT, "beginVariant", "([BII)I");
      } else {
        call(mv, WIRE_OUT, "beginRecord", "([BI)I");
      }
      mv.visitVarInsn(ISTORE, start);
      mv.visitVarInsn(ALOAD, DST);
      mv.visitVarInsn(ILOAD, start);
      mv.visitVarInsn(ALOAD, element);
      mv.visitTypeInsn(CHECKCAST, Type.getInternalName(variant));
      mv.visitVarInsn(ALOAD, DST);
      mv.visitVarInsn(ILOAD, start);
      mv.visitVarInsn(ILOAD, DEPTH);
      mv.visitVarInsn(ALOAD, STRINGS);
      call(mv, plan.internalName, plan.encodeName(variant), ClassPlan.encodeDescriptor(variant));
      call(mv, WIRE_OUT, "endRecord", "([BII)I");
      mv.visitInsn(IRETURN);
      mv.visitLabel(next);
    }
    mv.visitVarInsn(ALOAD, type);
    mv.visitVarInsn(ILOAD, POS);
    call(
        mv,
        WIRE_OUT,
        "unknownVariant",
        "(Ljava/lang/Class;I)" + Type.getDescriptor(WireProblem.class));
    mv.visitInsn(ATHROW);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void depthPlusOne(MethodVisitor mv) {
    mv.visitVarInsn(ILOAD, DEPTH);
    push(mv, 1);
    mv.visitInsn(IADD);
  }
}
