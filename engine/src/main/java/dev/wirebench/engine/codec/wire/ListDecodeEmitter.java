package dev.wirebench.engine.codec.wire;

import static dev.wirebench.engine.codec.wire.ClassPlan.WIRE_IN;
import static dev.wirebench.engine.codec.wire.ClassPlan.call;
import static dev.wirebench.engine.codec.wire.ClassPlan.invoke;
import static dev.wirebench.engine.codec.wire.ClassPlan.push;
import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ARETURN;
import static org.objectweb.asm.Opcodes.ASTORE;
import static org.objectweb.asm.Opcodes.ATHROW;
import static org.objectweb.asm.Opcodes.CHECKCAST;
import static org.objectweb.asm.Opcodes.DUP;
import static org.objectweb.asm.Opcodes.GOTO;
import static org.objectweb.asm.Opcodes.IADD;
import static org.objectweb.asm.Opcodes.IFNONNULL;
import static org.objectweb.asm.Opcodes.IF_ICMPGE;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.IRETURN;
import static org.objectweb.asm.Opcodes.ISTORE;
import static org.objectweb.asm.Opcodes.NEW;
import static org.objectweb.asm.Opcodes.POP;

import dev.wirebench.engine.model.Reuse;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Emits list decoding: the count check and loop inside a record decoder, and per list field an
 * element decoder {@code static int decodeK_j(byte[] src, int pos, int limit, ArrayList list, int
 * index, int depth)} that reads the element's type index and length, reuses the list slot when it
 * already holds that class (else constructs one), fills it, and returns the position after it.
 */
final class ListDecodeEmitter {
  // Locals of the enclosing record decoder (see DecodeEmitter).
  private static final int SRC = 0;
  private static final int POS = 1;
  private static final int OBJ = 3;
  private static final int DEPTH = 4;
  private static final int STRINGS = 5;

  // Locals of an element decoder.
  private static final int E_POS = 1;
  private static final int E_LIMIT = 2;
  private static final int E_LIST = 3;
  private static final int E_INDEX = 4;
  private static final int E_DEPTH = 5;
  private static final int E_STRINGS = 6;
  private static final int E_LENGTH = 7;
  private static final int E_START = 8;
  private static final int E_VARIANT = 9;
  private static final int E_FIRST_ELEMENT = 10;

  /** {@code (ArrayList list, int index) -> Object}: makes, places and returns a new element. */
  private static final String CREATE = "(Ljava/util/ArrayList;I)Ljava/lang/Object;";

  private final ClassPlan plan;
  private final ClassWriter cw;
  private final Set<Class<?>> creators = new HashSet<>();

  ListDecodeEmitter(ClassPlan plan, ClassWriter cw) {
    this.plan = plan;
    this.cw = cw;
  }

  /**
   * {@code limit = end - rest; n = count(src, pos, limit, min); pos += 4; for (i < n) pos =
   * decodeK_j(src, pos, limit, list, i, depth + 1); Reuse.truncate(list, n)}.
   */
  void list(
      MethodVisitor mv, RecordDescriptor record, int index, FieldDescriptor f, int rest, int n) {
    int limit = n;
    int count = n + 1;
    int list = n + 2;
    int i = n + 3;
    DecodeEmitter.limit(mv, rest);
    mv.visitVarInsn(ISTORE, limit);
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, limit);
    push(mv, plan.schema.minElement(f));
    call(mv, WIRE_IN, "count", "([BIII)I");
    mv.visitVarInsn(ISTORE, count);
    mv.visitIincInsn(POS, 4);
    mv.visitVarInsn(ALOAD, OBJ);
    invoke(mv, record, f.getter());
    mv.visitVarInsn(ASTORE, list);
    push(mv, 0);
    mv.visitVarInsn(ISTORE, i);
    Label loop = new Label();
    Label end = new Label();
    mv.visitLabel(loop);
    mv.visitVarInsn(ILOAD, i);
    mv.visitVarInsn(ILOAD, count);
    mv.visitJumpInsn(IF_ICMPGE, end);
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, limit);
    mv.visitVarInsn(ALOAD, list);
    mv.visitVarInsn(ILOAD, i);
    mv.visitVarInsn(ILOAD, DEPTH);
    push(mv, 1);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ALOAD, STRINGS);
    call(mv, plan.internalName, plan.decodeElementName(record, index), ClassPlan.DECODE_ELEMENT);
    mv.visitVarInsn(ISTORE, POS);
    mv.visitIincInsn(i, 1);
    mv.visitJumpInsn(GOTO, loop);
    mv.visitLabel(end);
    mv.visitVarInsn(ALOAD, list);
    mv.visitVarInsn(ILOAD, count);
    call(mv, Type.getInternalName(Reuse.class), "truncate", "(Ljava/util/ArrayList;I)V");
  }

  void element(RecordDescriptor record, int index, FieldDescriptor f) {
    MethodVisitor mv =
        cw.visitMethod(
            ACC_PRIVATE | ACC_STATIC,
            plan.decodeElementName(record, index),
            ClassPlan.DECODE_ELEMENT,
            null,
            null);
    mv.visitCode();
    mv.visitVarInsn(ILOAD, E_DEPTH);
    mv.visitVarInsn(ILOAD, E_POS);
    call(mv, WIRE_IN, "checkDepth", "(II)V");
    List<Class<?>> variants = f.recordClasses();
    boolean poly = f.type() == WireType.POLY_LIST;
    if (poly) {
      mv.visitVarInsn(ALOAD, SRC);
      mv.visitVarInsn(ILOAD, E_POS);
      mv.visitVarInsn(ILOAD, E_LIMIT);
      push(mv, variants.size());
      call(mv, WIRE_IN, "variantIndex", "([BIII)I");
      mv.visitVarInsn(ISTORE, E_VARIANT);
    }
    int header = poly ? 5 : 4;
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, E_POS);
    push(mv, header - 4);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ILOAD, E_LIMIT);
    // variantIndex already checked the 5 header bytes are there.
    call(mv, WIRE_IN, poly ? "checkedRecordLength" : "recordLength", "([BII)I");
    mv.visitVarInsn(ISTORE, E_LENGTH);
    mv.visitVarInsn(ILOAD, E_POS);
    push(mv, header);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ISTORE, E_START);
    if (poly) {
      dispatch(mv, variants);
    } else {
      fill(mv, variants.get(0), E_FIRST_ELEMENT);
    }
    mv.visitVarInsn(ILOAD, E_START);
    mv.visitVarInsn(ILOAD, E_LENGTH);
    mv.visitInsn(IADD);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** {@code switch (variant) { case k: fill(variant k) }}; each case keeps its own local. */
  private void dispatch(MethodVisitor mv, List<Class<?>> variants) {
    Label[] cases = new Label[variants.size()];
    for (int v = 0; v < cases.length; v++) {
      cases[v] = new Label();
    }
    Label unknown = new Label();
    Label done = new Label();
    mv.visitVarInsn(ILOAD, E_VARIANT);
    mv.visitTableSwitchInsn(0, cases.length - 1, unknown, cases);
    for (int v = 0; v < cases.length; v++) {
      mv.visitLabel(cases[v]);
      fill(mv, variants.get(v), E_FIRST_ELEMENT + v);
      mv.visitJumpInsn(GOTO, done);
    }
    mv.visitLabel(unknown);
    mv.visitVarInsn(ILOAD, E_VARIANT);
    mv.visitVarInsn(ILOAD, E_POS);
    call(mv, WIRE_IN, "badVariant", "(II)" + Type.getDescriptor(WireProblem.class));
    mv.visitInsn(ATHROW);
    mv.visitLabel(done);
  }

  /**
   * {@code e = existing(list, i, V.class); if (e == null) e = createV(list, i); decodeV(src, start,
   * start + length, (V) e, depth)}. Creating the element is a call of its own so that this method
   * stays under the JIT's inlining limit for hot methods (FreqInlineSize, 325 bytes of bytecode):
   * then the whole element decoder is inlined into the list loop.
   */
  private void fill(MethodVisitor mv, Class<?> variant, int local) {
    String name = Type.getInternalName(variant);
    mv.visitVarInsn(ALOAD, E_LIST);
    mv.visitVarInsn(ILOAD, E_INDEX);
    mv.visitLdcInsn(Type.getType(variant));
    call(mv, WIRE_IN, "existing", "(Ljava/util/ArrayList;ILjava/lang/Class;)Ljava/lang/Object;");
    mv.visitInsn(DUP);
    Label have = new Label();
    mv.visitJumpInsn(IFNONNULL, have);
    mv.visitInsn(POP);
    mv.visitVarInsn(ALOAD, E_LIST);
    mv.visitVarInsn(ILOAD, E_INDEX);
    call(mv, plan.internalName, creatorName(variant), CREATE);
    mv.visitLabel(have);
    mv.visitTypeInsn(CHECKCAST, name);
    mv.visitVarInsn(ASTORE, local);
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, E_START);
    mv.visitVarInsn(ILOAD, E_START);
    mv.visitVarInsn(ILOAD, E_LENGTH);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ALOAD, local);
    mv.visitVarInsn(ILOAD, E_DEPTH);
    mv.visitVarInsn(ALOAD, E_STRINGS);
    call(mv, plan.internalName, plan.decodeName(variant), ClassPlan.decodeDescriptor(variant));
    if (creators.add(variant)) {
      creator(variant);
    }
  }

  private String creatorName(Class<?> variant) {
    return "create" + plan.decodeName(variant).substring("decode".length());
  }

  /**
   * {@code static Object createK(ArrayList list, int index) { return place(list, index, new V());
   * }}.
   */
  private void creator(Class<?> variant) {
    String name = Type.getInternalName(variant);
    MethodVisitor mv =
        cw.visitMethod(ACC_PRIVATE | ACC_STATIC, creatorName(variant), CREATE, null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ILOAD, 1);
    mv.visitTypeInsn(NEW, name);
    mv.visitInsn(DUP);
    mv.visitMethodInsn(INVOKESPECIAL, name, "<init>", "()V", false);
    call(mv, WIRE_IN, "place", "(Ljava/util/ArrayList;ILjava/lang/Object;)Ljava/lang/Object;");
    mv.visitInsn(ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }
}
