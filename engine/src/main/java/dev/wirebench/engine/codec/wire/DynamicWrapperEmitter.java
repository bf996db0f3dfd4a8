package dev.wirebench.engine.codec.wire;

import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ASTORE;
import static org.objectweb.asm.Opcodes.DUP;
import static org.objectweb.asm.Opcodes.GOTO;
import static org.objectweb.asm.Opcodes.IADD;
import static org.objectweb.asm.Opcodes.ICONST_0;
import static org.objectweb.asm.Opcodes.ICONST_4;
import static org.objectweb.asm.Opcodes.ICONST_M1;
import static org.objectweb.asm.Opcodes.IFGE;
import static org.objectweb.asm.Opcodes.IFNONNULL;
import static org.objectweb.asm.Opcodes.IF_ICMPGE;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.INVOKEVIRTUAL;
import static org.objectweb.asm.Opcodes.IRETURN;
import static org.objectweb.asm.Opcodes.ISTORE;

import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import java.util.function.Consumer;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Emits the wrappers {@link DynamicEmitter} calls for record layout {@code k}: the record as an
 * optional nested record ({@code encObj<k>}, {@code decObj<k>}: u32 length, 0xFFFFFFFF absent) and
 * as the elements of a list ({@code encList<k>}, {@code decList<k>}: u32 count, then each element's
 * u32 length and fields). Each starts from a visited {@link MethodVisitor}.
 */
final class DynamicWrapperEmitter {
  private static final String RECORD = DynamicEmitter.RECORD;
  private static final String OUT = Type.getInternalName(WireOut.class);
  private static final String IN = Type.getInternalName(WireIn.class);
  private static final String RECORD_TYPE = Type.getInternalName(DynamicRecord.class);
  private static final String LIST_TYPE = Type.getInternalName(DynamicList.class);

  private DynamicWrapperEmitter() {}

  /** {@code int encObj<k>(DynamicRecord child, byte[] dst, int pos)}: absent if child is null. */
  static void encodeObject(MethodVisitor mv, int k) {
    Label present = new Label();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitJumpInsn(IFNONNULL, present);
    absentLength(mv);
    mv.visitLabel(present);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ILOAD, 2);
    mv.visitMethodInsn(INVOKESTATIC, OUT, "beginRecord", "([BI)I", false);
    mv.visitVarInsn(ISTORE, 3);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ILOAD, 3);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ILOAD, 3);
    DynamicEmitter.self(mv, "enc" + k, DynamicEmitter.ENC);
    mv.visitMethodInsn(INVOKESTATIC, OUT, "endRecord", "([BII)I", false);
    mv.visitInsn(IRETURN);
    DynamicEmitter.end(mv);
  }

  /** {@code return WireOut.putInt(dst, pos, -1)} with dst in local 1 and pos in local 2. */
  private static void absentLength(MethodVisitor mv) {
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ILOAD, 2);
    mv.visitInsn(ICONST_M1);
    mv.visitMethodInsn(INVOKESTATIC, OUT, "putInt", "([BII)I", false);
    mv.visitInsn(IRETURN);
  }

  /**
   * {@code int decObj<k>(byte[] src, int pos, int limit, DynamicRecord parent, int field, boolean
   * optional)}.
   */
  static void decodeObject(MethodVisitor mv, int k) {
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ILOAD, 1);
    mv.visitVarInsn(ILOAD, 2);
    mv.visitVarInsn(ILOAD, 5);
    DynamicEmitter.steps(mv, "objectLength", "([BIIZ)I");
    mv.visitVarInsn(ISTORE, 6);
    Label present = new Label();
    mv.visitVarInsn(ILOAD, 6);
    mv.visitJumpInsn(IFGE, present);
    mv.visitVarInsn(ALOAD, 3);
    mv.visitVarInsn(ILOAD, 4);
    mv.visitMethodInsn(INVOKEVIRTUAL, RECORD_TYPE, "clear", "(I)V", false);
    mv.visitVarInsn(ILOAD, 1);
    mv.visitInsn(ICONST_4);
    mv.visitInsn(IADD);
    mv.visitInsn(IRETURN);
    mv.visitLabel(present);
    mv.visitVarInsn(ALOAD, 0);
    start(mv);
    start(mv);
    mv.visitVarInsn(ILOAD, 6);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ALOAD, 3);
    mv.visitVarInsn(ILOAD, 4);
    mv.visitMethodInsn(INVOKEVIRTUAL, RECORD_TYPE, "record", "(I)" + RECORD, false);
    DynamicEmitter.self(mv, "dec" + k, DynamicEmitter.DEC);
    start(mv);
    mv.visitVarInsn(ILOAD, 6);
    mv.visitInsn(IADD);
    mv.visitInsn(IRETURN);
    DynamicEmitter.end(mv);
  }

  /** Pushes {@code pos + 4} (pos in local 1): where a record's fields start. */
  private static void start(MethodVisitor mv) {
    mv.visitVarInsn(ILOAD, 1);
    mv.visitInsn(ICONST_4);
    mv.visitInsn(IADD);
  }

  /**
   * {@code int encList<k>(DynamicList list, byte[] dst, int pos)}: absent if list is null. Each
   * element's fields ({@code fields}, with the element in local 0) are written inside the loop, so
   * the loop and the per-element work are one compilation unit whatever the JIT compiles first.
   */
  static void encodeList(MethodVisitor mv, Consumer<MethodVisitor> fields) {
    final int list = 6;
    Label present = new Label();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitJumpInsn(IFNONNULL, present);
    absentLength(mv);
    mv.visitLabel(present);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ASTORE, list);
    mv.visitVarInsn(ALOAD, list);
    mv.visitMethodInsn(INVOKEVIRTUAL, LIST_TYPE, "size", "()I", false);
    mv.visitVarInsn(ISTORE, 3);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ILOAD, 2);
    mv.visitVarInsn(ILOAD, 3);
    mv.visitMethodInsn(INVOKESTATIC, OUT, "putInt", "([BII)I", false);
    mv.visitVarInsn(ISTORE, 2);
    mv.visitInsn(ICONST_0);
    mv.visitVarInsn(ISTORE, 4);
    Label loop = new Label();
    Label done = new Label();
    mv.visitLabel(loop);
    mv.visitVarInsn(ILOAD, 4);
    mv.visitVarInsn(ILOAD, 3);
    mv.visitJumpInsn(IF_ICMPGE, done);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ILOAD, 2);
    mv.visitMethodInsn(INVOKESTATIC, OUT, "beginRecord", "([BI)I", false);
    mv.visitInsn(DUP);
    mv.visitVarInsn(ISTORE, 5);
    mv.visitVarInsn(ISTORE, 2);
    mv.visitVarInsn(ALOAD, list);
    mv.visitVarInsn(ILOAD, 4);
    mv.visitMethodInsn(INVOKEVIRTUAL, LIST_TYPE, "getRecord", "(I)" + RECORD, false);
    mv.visitVarInsn(ASTORE, 0);
    fields.accept(mv);
    mv.visitVarInsn(ALOAD, 1);
    mv.visitVarInsn(ILOAD, 5);
    mv.visitVarInsn(ILOAD, 2);
    mv.visitMethodInsn(INVOKESTATIC, OUT, "endRecord", "([BII)I", false);
    mv.visitVarInsn(ISTORE, 2);
    mv.visitIincInsn(4, 1);
    mv.visitJumpInsn(GOTO, loop);
    mv.visitLabel(done);
    mv.visitVarInsn(ILOAD, 2);
    mv.visitInsn(IRETURN);
    DynamicEmitter.end(mv);
  }

  /**
   * {@code int decList<k>(byte[] src, int pos, int limit, DynamicList list)}: null = absent. Each
   * element's record check and fields ({@code fields}: the element in local 3, its fields from
   * local 1 to its end in local 2) are read inside the loop; the list and its limit move to locals
   * 8 and 7.
   */
  static void decodeList(MethodVisitor mv, int minSize, Consumer<MethodVisitor> fields) {
    final int limit = 7;
    final int list = 8;
    final int start = 9;
    Label present = new Label();
    mv.visitVarInsn(ALOAD, 3);
    mv.visitJumpInsn(IFNONNULL, present);
    start(mv);
    mv.visitInsn(IRETURN);
    mv.visitLabel(present);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ILOAD, 1);
    mv.visitVarInsn(ILOAD, 2);
    ClassPlan.push(mv, 4 + minSize);
    DynamicEmitter.steps(mv, "count", "([BIII)I");
    mv.visitVarInsn(ISTORE, 4);
    mv.visitIincInsn(1, 4);
    mv.visitVarInsn(ILOAD, 2);
    mv.visitVarInsn(ISTORE, limit);
    mv.visitVarInsn(ALOAD, 3);
    mv.visitVarInsn(ASTORE, list);
    mv.visitInsn(ICONST_0);
    mv.visitVarInsn(ISTORE, 5);
    Label loop = new Label();
    Label done = new Label();
    mv.visitLabel(loop);
    mv.visitVarInsn(ILOAD, 5);
    mv.visitVarInsn(ILOAD, 4);
    mv.visitJumpInsn(IF_ICMPGE, done);
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ILOAD, 1);
    mv.visitVarInsn(ILOAD, limit);
    mv.visitMethodInsn(INVOKESTATIC, IN, "recordLength", "([BII)I", false);
    mv.visitVarInsn(ISTORE, 6);
    start(mv);
    mv.visitVarInsn(ISTORE, start);
    mv.visitVarInsn(ALOAD, list);
    mv.visitMethodInsn(INVOKEVIRTUAL, LIST_TYPE, "addRecord", "()" + RECORD, false);
    mv.visitVarInsn(ASTORE, 3);
    mv.visitVarInsn(ILOAD, start);
    mv.visitVarInsn(ISTORE, 1);
    afterElement(mv, start, 2);
    fields.accept(mv);
    afterElement(mv, start, 1);
    mv.visitIincInsn(5, 1);
    mv.visitJumpInsn(GOTO, loop);
    mv.visitLabel(done);
    mv.visitVarInsn(ILOAD, 1);
    mv.visitInsn(IRETURN);
    DynamicEmitter.end(mv);
  }

  /** {@code local = start + length} (the element's length in local 6). */
  private static void afterElement(MethodVisitor mv, int start, int local) {
    mv.visitVarInsn(ILOAD, start);
    mv.visitVarInsn(ILOAD, 6);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ISTORE, local);
  }
}
