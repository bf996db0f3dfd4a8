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
import static org.objectweb.asm.Opcodes.DUP;
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
    body(mv, record);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    List<FieldDescriptor> fields = record.fields();
    for (int i = 0; i < fields.size(); i++) {
      WireType type = fields.get(i).type();
      if (type == WireType.LIST || type == WireType.POLY_LIST) {
        listMethod(record, i, fields.get(i));
      }
    }
  }

  /**
   * The fields of {@code record}, with the record in local {@code OBJ} and the write position in
   * {@code POS}: the body of its encode method, and of each list element inside a list's loop.
   */
  private void body(MethodVisitor mv, RecordDescriptor record) {
    int next = FIRST_FREE;
    List<FieldDescriptor> fields = record.fields();
    for (int i = 0; i < fields.size(); ) {
      if (fields.get(i).type().isFixed()) {
        i = FixedRunEmitter.emit(mv, record, i, OBJ, DST, POS);
      } else {
        next = field(mv, record, i, fields.get(i), next);
        i++;
      }
    }
  }

  /** Emits one field; returns the next free local. */
  private int field(
      MethodVisitor mv, RecordDescriptor record, int index, FieldDescriptor f, int n) {
    switch (f.type()) {
      case OBJECT -> object(mv, record, f, n);
      case LIST, POLY_LIST -> list(mv, record, index, f, n);
      case ASCII -> ascii(mv, record, index, f, n);
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

  /**
   * {@code s = obj.getX(); pos = s == null ? putShort(dst, pos, 0xFFFF) : strings.put(slot, dst,
   * pos, s)}. The null test sits in the generated method, so its branch profile is this field's
   * own: a field that is always absent (or always present) compiles to that one path, instead of
   * inlining the whole remembered-bytes step for every ASCII field of the record.
   */
  private void ascii(
      MethodVisitor mv, RecordDescriptor record, int index, FieldDescriptor f, int n) {
    int text = n;
    mv.visitVarInsn(ALOAD, OBJ);
    invoke(mv, record, f.getter());
    mv.visitVarInsn(ASTORE, text);
    Label present = new Label();
    Label done = new Label();
    mv.visitVarInsn(ALOAD, text);
    mv.visitJumpInsn(IFNONNULL, present);
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, POS);
    push(mv, (short) WireBytes.NULL_STRING);
    call(mv, WIRE_OUT, "putShort", "([BIS)I");
    mv.visitVarInsn(ISTORE, POS);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(present);
    mv.visitVarInsn(ALOAD, STRINGS);
    push(mv, AsciiStrings.slot(record.type(), index));
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ALOAD, text);
    mv.visitMethodInsn(
        INVOKEVIRTUAL, ClassPlan.ASCII_STRINGS, "put", "(I[BILjava/lang/String;)I", false);
    mv.visitVarInsn(ISTORE, POS);
    mv.visitLabel(done);
  }

  /** The {@link WireOut} method and descriptor that writes a variable-length value. */
  private static String[] step(FieldDescriptor f) {
    return switch (f.type()) {
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

  /** {@code list = obj.getX(); pos = putInt(dst, pos, list.size()); pos = encodeK_j(list, ..)}. */
  private void list(
      MethodVisitor mv, RecordDescriptor record, int index, FieldDescriptor f, int n) {
    int list = n;
    mv.visitVarInsn(ALOAD, OBJ);
    invoke(mv, record, f.getter());
    mv.visitVarInsn(ASTORE, list);
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ALOAD, list);
    mv.visitMethodInsn(INVOKEVIRTUAL, ARRAY_LIST, "size", "()I", false);
    call(mv, WIRE_OUT, "putInt", "([BII)I");
    mv.visitVarInsn(ISTORE, POS);
    mv.visitVarInsn(ALOAD, list);
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, POS);
    depthPlusOne(mv);
    mv.visitVarInsn(ALOAD, STRINGS);
    call(mv, plan.internalName, plan.encodeElementName(record, index), ClassPlan.ENCODE_LIST);
    mv.visitVarInsn(ISTORE, POS);
  }

  /**
   * {@code static int encodeK_j(ArrayList list, byte[] dst, int pos, int depth, AsciiStrings
   * strings)}: the loop over a list's elements, each framed with its type index (polymorphic lists)
   * and its length; the element's class picks the variant (a chain of identity checks), whose
   * fields are written right here, in the loop. The loop and the per-element work are one
   * compilation unit whatever the JIT compiles first: a per-element call to a record method that
   * had already been compiled on its own was not inlined ("already compiled into a big method"),
   * which made the encode of a deep book 1.6x slower in some JVMs than in others.
   *
   * <p>Inside the loop the element takes local {@code OBJ} (the list moves to a local past the
   * fields' own), so the record body reads the same locals as in the record's own method.
   */
  private void listMethod(RecordDescriptor record, int index, FieldDescriptor f) {
    MethodVisitor mv =
        cw.visitMethod(
            ACC_PRIVATE | ACC_STATIC,
            plan.encodeElementName(record, index),
            ClassPlan.ENCODE_LIST,
            null,
            null);
    mv.visitCode();
    List<Class<?>> variants = f.recordClasses();
    final int list = firstLoopLocal(f);
    final int size = list + 1;
    final int i = list + 2;
    final int type = list + 3;
    final int start = list + 4;
    mv.visitVarInsn(ALOAD, OBJ);
    mv.visitVarInsn(ASTORE, list);
    mv.visitVarInsn(ALOAD, list);
    mv.visitMethodInsn(INVOKEVIRTUAL, ARRAY_LIST, "size", "()I", false);
    mv.visitVarInsn(ISTORE, size);
    push(mv, 0);
    mv.visitVarInsn(ISTORE, i);
    Label loop = new Label();
    Label next = new Label();
    Label end = new Label();
    mv.visitLabel(loop);
    mv.visitVarInsn(ILOAD, i);
    mv.visitVarInsn(ILOAD, size);
    mv.visitJumpInsn(IF_ICMPGE, end);
    mv.visitVarInsn(ALOAD, list);
    mv.visitVarInsn(ILOAD, i);
    mv.visitMethodInsn(INVOKEVIRTUAL, ARRAY_LIST, "get", "(I)Ljava/lang/Object;", false);
    mv.visitVarInsn(ASTORE, OBJ);
    mv.visitVarInsn(ALOAD, OBJ);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_OUT, "classOf", "(Ljava/lang/Object;I)Ljava/lang/Class;");
    mv.visitVarInsn(ASTORE, type);
    mv.visitVarInsn(ILOAD, DEPTH);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_OUT, "checkDepth", "(II)V");
    for (int v = 0; v < variants.size(); v++) {
      variant(mv, f, v, type, start, next);
    }
    mv.visitVarInsn(ALOAD, type);
    mv.visitVarInsn(ILOAD, POS);
    call(
        mv,
        WIRE_OUT,
        "unknownVariant",
        "(Ljava/lang/Class;I)" + Type.getDescriptor(WireProblem.class));
    mv.visitInsn(ATHROW);
    mv.visitLabel(next);
    mv.visitIincInsn(i, 1);
    mv.visitJumpInsn(GOTO, loop);
    mv.visitLabel(end);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** The first local past those the widest variant's fields use (3 per field). */
  private int firstLoopLocal(FieldDescriptor f) {
    int widest = 0;
    for (Class<?> variant : f.recordClasses()) {
      widest = Math.max(widest, plan.schema.record(variant).fields().size());
    }
    return FIRST_FREE + 3 * widest;
  }

  /**
   * In a list loop, with the element in {@code OBJ} and its class in local {@code type}: if it is
   * variant {@code v}, frames it, writes its fields and jumps to {@code next}.
   */
  private void variant(
      MethodVisitor mv, FieldDescriptor f, int v, int type, int start, Label next) {
    Class<?> variant = f.recordClasses().get(v);
    Label other = new Label();
    mv.visitVarInsn(ALOAD, type);
    mv.visitLdcInsn(Type.getType(variant));
    mv.visitJumpInsn(IF_ACMPNE, other);
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, POS);
    if (f.type() == WireType.POLY_LIST) {
      push(mv, v);
      call(mv, WIRE_OUT, "beginVariant", "([BII)I");
    } else {
      call(mv, WIRE_OUT, "beginRecord", "([BI)I");
    }
    mv.visitInsn(DUP);
    mv.visitVarInsn(ISTORE, start);
    mv.visitVarInsn(ISTORE, POS);
    mv.visitVarInsn(ALOAD, OBJ);
    mv.visitTypeInsn(CHECKCAST, Type.getInternalName(variant));
    mv.visitVarInsn(ASTORE, OBJ);
    body(mv, plan.schema.record(variant));
    mv.visitVarInsn(ALOAD, DST);
    mv.visitVarInsn(ILOAD, start);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_OUT, "endRecord", "([BII)I");
    mv.visitVarInsn(ISTORE, POS);
    mv.visitJumpInsn(GOTO, next);
    mv.visitLabel(other);
  }

  private static void depthPlusOne(MethodVisitor mv) {
    mv.visitVarInsn(ILOAD, DEPTH);
    push(mv, 1);
    mv.visitInsn(IADD);
  }
}
