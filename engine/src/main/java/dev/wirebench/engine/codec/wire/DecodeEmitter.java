package dev.wirebench.engine.codec.wire;

import static dev.wirebench.engine.codec.wire.ClassPlan.OBJECTS;
import static dev.wirebench.engine.codec.wire.ClassPlan.WIRE_BYTES;
import static dev.wirebench.engine.codec.wire.ClassPlan.WIRE_IN;
import static dev.wirebench.engine.codec.wire.ClassPlan.call;
import static dev.wirebench.engine.codec.wire.ClassPlan.invoke;
import static dev.wirebench.engine.codec.wire.ClassPlan.push;
import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.ACONST_NULL;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ASTORE;
import static org.objectweb.asm.Opcodes.BALOAD;
import static org.objectweb.asm.Opcodes.CHECKCAST;
import static org.objectweb.asm.Opcodes.GETSTATIC;
import static org.objectweb.asm.Opcodes.GOTO;
import static org.objectweb.asm.Opcodes.IADD;
import static org.objectweb.asm.Opcodes.IFGE;
import static org.objectweb.asm.Opcodes.IF_ACMPEQ;
import static org.objectweb.asm.Opcodes.IF_ICMPLT;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKEVIRTUAL;
import static org.objectweb.asm.Opcodes.ISTORE;
import static org.objectweb.asm.Opcodes.ISUB;
import static org.objectweb.asm.Opcodes.RETURN;

import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Emits the decode methods of a generated class. Per record: {@code static void decodeK(byte[] src,
 * int pos, int end, R obj, int depth)}, which checks once that the record holds its fields' minimum
 * size, then reads fixed-width fields at unchecked offsets; each variable-length field checks its
 * length against the end less the minimum the later fields need, which keeps that invariant. Bytes
 * after the known fields (appended by a newer writer) are skipped by the caller.
 */
final class DecodeEmitter {
  // Locals of a record decoder.
  private static final int SRC = 0;
  private static final int POS = 1;
  private static final int END = 2;
  private static final int OBJ = 3;
  private static final int DEPTH = 4;
  private static final int STRINGS = 5;
  static final int FIRST_FREE = 6;

  /** Locals each field's code may use, from {@code FIRST_FREE + LOCALS_PER_FIELD * index}. */
  static final int LOCALS_PER_FIELD = 4;

  private final ClassPlan plan;
  private final ClassWriter cw;
  private final ListDecodeEmitter lists;

  DecodeEmitter(ClassPlan plan, ClassWriter cw) {
    this.plan = plan;
    this.cw = cw;
    this.lists = new ListDecodeEmitter(plan, cw, this);
  }

  void emit(RecordDescriptor record) {
    MethodVisitor mv =
        cw.visitMethod(
            ACC_PRIVATE | ACC_STATIC,
            plan.decodeName(record.type()),
            ClassPlan.decodeDescriptor(record.type()),
            null,
            null);
    mv.visitCode();
    Label done = new Label();
    body(mv, record, done);
    mv.visitLabel(done);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    List<FieldDescriptor> fields = record.fields();
    for (int i = 0; i < fields.size(); i++) {
      WireType type = fields.get(i).type();
      if (type == WireType.LIST || type == WireType.POLY_LIST) {
        lists.listMethod(record, i, fields.get(i));
      }
    }
  }

  /**
   * The record check and the fields of {@code record}, read from {@code POS} up to {@code END} into
   * the record in {@code OBJ}; jumps to {@code done} when an older writer's record ends before the
   * appended fields. The body of the record's decode method, and of each list element inside a
   * list's loop ({@link ListDecodeEmitter}).
   */
  void body(MethodVisitor mv, RecordDescriptor record, Label done) {
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, END);
    push(mv, record.minSize());
    call(mv, WIRE_IN, "checkRecord", "(III)V");
    List<FieldDescriptor> fields = record.fields();
    int next = FIRST_FREE;
    for (int i = 0; i < fields.size(); i++) {
      FieldDescriptor f = fields.get(i);
      if (i == record.required()) {
        appendedOrAbsent(mv, record, done);
      }
      int rest = record.minRestAfter(i);
      switch (f.type()) {
        case ASCII, UTF8 -> string(mv, record, i, f, rest, next);
        case OBJECT -> object(mv, record, f, rest, next);
        case LIST, POLY_LIST -> lists.list(mv, record, i, f, rest, next);
        case STRING_MAP -> map(mv, record, f, rest);
        default -> fixed(mv, record, f, next);
      }
      next += LOCALS_PER_FIELD;
    }
  }

  /**
   * At the first field a later wire version appended: {@code if (pos >= end) { obj.setX(absent);
   * ...; goto done; }} (an older writer's payload ends here), else check the record holds the
   * appended fields' minimum, which keeps the unchecked-read invariant for them.
   */
  private static void appendedOrAbsent(MethodVisitor mv, RecordDescriptor record, Label done) {
    Label present = new Label();
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, END);
    mv.visitJumpInsn(IF_ICMPLT, present);
    List<FieldDescriptor> fields = record.fields();
    for (int k = record.required(); k < fields.size(); k++) {
      FieldDescriptor f = fields.get(k);
      mv.visitVarInsn(ALOAD, OBJ);
      if (f.type().isInteger()) {
        mv.visitLdcInsn(f.type().absentLong());
      } else {
        mv.visitInsn(ACONST_NULL);
      }
      invoke(mv, record, f.setter());
    }
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(present);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, END);
    push(mv, record.tailMinSize());
    call(mv, WIRE_IN, "checkRecord", "(III)V");
  }

  /**
   * {@code obj.setX(read(src, pos)); pos += width} — in bounds by the record check. Reference
   * values (enums, nullable booleans) are only stored when they change: a reference store costs a
   * GC write barrier, which for an instance in the old generation includes a memory fence.
   */
  private void fixed(MethodVisitor mv, RecordDescriptor record, FieldDescriptor f, int n) {
    boolean reference = f.type() == WireType.ENUM || f.isNullable() && f.type() == WireType.BOOLEAN;
    if (!reference) {
      mv.visitVarInsn(ALOAD, OBJ);
    }
    if (f.type() == WireType.ENUM) {
      mv.visitFieldInsn(
          GETSTATIC, plan.internalName, plan.enumFields().get(f.valueClass()), OBJECTS);
    }
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    switch (f.type()) {
      case INT8 -> mv.visitInsn(BALOAD);
      case INT16 -> call(mv, WIRE_BYTES, "getShort", "([BI)S");
      case INT32 -> call(mv, WIRE_BYTES, "getInt", "([BI)I");
      case INT64, DECIMAL64, TIMESTAMP -> call(mv, WIRE_BYTES, "getLong", "([BI)J");
      case ENUM -> {
        call(mv, WIRE_IN, "enumAt", "(" + OBJECTS + "[BI)Ljava/lang/Object;");
        mv.visitTypeInsn(CHECKCAST, Type.getInternalName(f.valueClass()));
      }
      case BOOLEAN -> {
        if (f.isNullable()) {
          call(mv, WIRE_IN, "nullableBooleanAt", "([BI)Ljava/lang/Boolean;");
        } else {
          call(mv, WIRE_IN, "booleanAt", "([BI)Z");
        }
      }
      default -> throw new IllegalArgumentException(f.toString());
    }
    if (reference) {
      mv.visitVarInsn(ASTORE, n);
      mv.visitVarInsn(ALOAD, OBJ);
      invoke(mv, record, f.getter());
      storeIfChanged(mv, record, f, n);
    } else {
      invoke(mv, record, f.setter());
    }
    mv.visitIincInsn(POS, f.type().minSize());
  }

  /** With the old value on the stack and the new one in local {@code n}: set it if different. */
  private static void storeIfChanged(
      MethodVisitor mv, RecordDescriptor record, FieldDescriptor f, int n) {
    Label same = new Label();
    mv.visitVarInsn(ALOAD, n);
    mv.visitJumpInsn(IF_ACMPEQ, same);
    mv.visitVarInsn(ALOAD, OBJ);
    mv.visitVarInsn(ALOAD, n);
    invoke(mv, record, f.setter());
    mv.visitLabel(same);
  }

  /**
   * {@code len = stringLength(..); old = obj.getX(); s = len < 0 ? null : ascii(old, src, pos + 2,
   * len); if (s != old) obj.setX(s); pos = afterString(pos, len)}.
   */
  private void string(
      MethodVisitor mv, RecordDescriptor record, int index, FieldDescriptor f, int rest, int n) {
    int length = n;
    int old = n + 1;
    int text = n + 2;
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    limit(mv, rest);
    call(mv, WIRE_IN, "stringLength", "([BII)I");
    mv.visitVarInsn(ISTORE, length);
    mv.visitVarInsn(ALOAD, OBJ);
    invoke(mv, record, f.getter());
    mv.visitVarInsn(ASTORE, old);
    // Absent: null without the call, so a field that is always absent compiles to this branch.
    Label present = new Label();
    Label have = new Label();
    mv.visitVarInsn(ILOAD, length);
    mv.visitJumpInsn(IFGE, present);
    mv.visitInsn(ACONST_NULL);
    mv.visitVarInsn(ASTORE, text);
    mv.visitJumpInsn(GOTO, have);
    mv.visitLabel(present);
    boolean ascii = f.type() == WireType.ASCII;
    if (ascii) {
      mv.visitVarInsn(ALOAD, STRINGS);
      push(mv, AsciiStrings.slot(record.type(), index));
    }
    mv.visitVarInsn(ALOAD, old);
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    push(mv, 2);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ILOAD, length);
    if (ascii) {
      mv.visitMethodInsn(
          INVOKEVIRTUAL,
          ClassPlan.ASCII_STRINGS,
          "get",
          "(ILjava/lang/String;[BII)Ljava/lang/String;",
          false);
    } else {
      call(mv, WIRE_IN, "utf8", "(Ljava/lang/String;[BII)Ljava/lang/String;");
    }
    mv.visitVarInsn(ASTORE, text);
    mv.visitLabel(have);
    mv.visitVarInsn(ALOAD, old);
    storeIfChanged(mv, record, f, text);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, length);
    call(mv, WIRE_IN, "afterString", "(II)I");
    mv.visitVarInsn(ISTORE, POS);
  }

  /** {@code pos = stringMap(src, pos, end - rest, obj.getX())}. */
  private void map(MethodVisitor mv, RecordDescriptor record, FieldDescriptor f, int rest) {
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    limit(mv, rest);
    mv.visitVarInsn(ALOAD, OBJ);
    invoke(mv, record, f.getter());
    call(mv, WIRE_IN, "stringMap", "([BIILdev/wirebench/engine/model/Metadata;)I");
    mv.visitVarInsn(ISTORE, POS);
  }

  /**
   * Absent: {@code obj.clearX()}; present: {@code decodeK(src, .., obj.xForWrite(), depth + 1)}.
   */
  private void object(
      MethodVisitor mv, RecordDescriptor record, FieldDescriptor f, int rest, int n) {
    int length = n;
    Class<?> nested = f.recordClasses().get(0);
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    limit(mv, rest);
    call(mv, WIRE_IN, "objectLength", "([BII)I");
    mv.visitVarInsn(ISTORE, length);
    Label present = new Label();
    Label done = new Label();
    mv.visitVarInsn(ILOAD, length);
    mv.visitJumpInsn(IFGE, present);
    mv.visitVarInsn(ALOAD, OBJ);
    invoke(mv, record, f.clear());
    mv.visitIincInsn(POS, 4);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(present);
    depthPlusOne(mv);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_IN, "checkDepth", "(II)V");
    mv.visitIincInsn(POS, 4);
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, length);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ALOAD, OBJ);
    invoke(mv, record, f.forWrite());
    depthPlusOne(mv);
    mv.visitVarInsn(ALOAD, STRINGS);
    call(mv, plan.internalName, plan.decodeName(nested), ClassPlan.decodeDescriptor(nested));
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, length);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ISTORE, POS);
    mv.visitLabel(done);
  }

  /** Pushes {@code end - rest}: the last byte a variable-length field may use. */
  static void limit(MethodVisitor mv, int rest) {
    mv.visitVarInsn(ILOAD, END);
    if (rest != 0) {
      push(mv, rest);
      mv.visitInsn(ISUB);
    }
  }

  private static void depthPlusOne(MethodVisitor mv) {
    mv.visitVarInsn(ILOAD, DEPTH);
    push(mv, 1);
    mv.visitInsn(IADD);
  }
}
