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
 * Emits list decoding: the count check inside a record decoder, and per list field a list decoder
 * {@code static int decodeK_j(...)} whose loop reads each element's type index and length, reuses
 * the list slot when it already holds that class (else constructs one), fills it in place, and
 * returns the position after the last element.
 */
final class ListDecodeEmitter {
  // Locals of a record decoder (see DecodeEmitter); a list method's parameters take the same slots.
  private static final int SRC = 0;
  private static final int POS = 1;
  private static final int END = 2;
  private static final int OBJ = 3;
  private static final int DEPTH = 4;
  private static final int STRINGS = 5;
  private static final int FIRST_FREE = 6;

  /** {@code (ArrayList list, int index) -> Object}: makes, places and returns a new element. */
  private static final String CREATE = "(Ljava/util/ArrayList;I)Ljava/lang/Object;";

  private final ClassPlan plan;
  private final ClassWriter cw;
  private final Set<Class<?>> creators = new HashSet<>();
  private final DecodeEmitter records;

  ListDecodeEmitter(ClassPlan plan, ClassWriter cw, DecodeEmitter records) {
    this.plan = plan;
    this.cw = cw;
    this.records = records;
  }

  /**
   * {@code limit = end - rest; n = count(src, pos, limit, min); pos += 4; list = obj.getX(); pos =
   * decodeK_j(src, pos, limit, list, depth + 1, strings, n); Reuse.truncate(list, n)}.
   */
  void list(
      MethodVisitor mv, RecordDescriptor record, int index, FieldDescriptor f, int rest, int n) {
    int limit = n;
    int count = n + 1;
    int list = n + 2;
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
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitVarInsn(ILOAD, limit);
    mv.visitVarInsn(ALOAD, list);
    mv.visitVarInsn(ILOAD, DEPTH);
    push(mv, 1);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ALOAD, STRINGS);
    mv.visitVarInsn(ILOAD, count);
    call(mv, plan.internalName, plan.decodeElementName(record, index), ClassPlan.DECODE_LIST);
    mv.visitVarInsn(ISTORE, POS);
    mv.visitVarInsn(ALOAD, list);
    mv.visitVarInsn(ILOAD, count);
    call(mv, Type.getInternalName(Reuse.class), "truncate", "(Ljava/util/ArrayList;I)V");
  }

  /**
   * {@code static int decodeK_j(byte[] src, int pos, int limit, ArrayList list, int depth,
   * AsciiStrings strings, int count)}: the loop over a list's elements; per element it reads the
   * type index and length, reuses the list slot when it already holds that class (else constructs
   * one) and reads the element's fields right here, in the loop. One compilation unit whatever the
   * JIT compiles first: a per-element call to the record's own decode method was not inlined once
   * that method was larger than the JIT's limit for hot callees (FreqInlineSize) or had been
   * compiled on its own first, which cost a call per book level.
   *
   * <p>Inside the loop the element's record takes the locals of a record decoder ({@code POS},
   * {@code END}, {@code OBJ}); the list's own state moves to locals past the fields' ones.
   */
  void listMethod(RecordDescriptor record, int index, FieldDescriptor f) {
    MethodVisitor mv =
        cw.visitMethod(
            ACC_PRIVATE | ACC_STATIC,
            plan.decodeElementName(record, index),
            ClassPlan.DECODE_LIST,
            null,
            null);
    mv.visitCode();
    Loop loop = new Loop(firstLoopLocal(f));
    mv.visitVarInsn(ILOAD, END);
    mv.visitVarInsn(ISTORE, loop.limit);
    mv.visitVarInsn(ALOAD, OBJ);
    mv.visitVarInsn(ASTORE, loop.list);
    mv.visitVarInsn(ILOAD, FIRST_FREE);
    mv.visitVarInsn(ISTORE, loop.count);
    push(mv, 0);
    mv.visitVarInsn(ISTORE, loop.index);
    Label top = new Label();
    Label end = new Label();
    mv.visitLabel(top);
    mv.visitVarInsn(ILOAD, loop.index);
    mv.visitVarInsn(ILOAD, loop.count);
    mv.visitJumpInsn(IF_ICMPGE, end);
    element(mv, f, loop);
    mv.visitIincInsn(loop.index, 1);
    mv.visitJumpInsn(GOTO, top);
    mv.visitLabel(end);
    mv.visitVarInsn(ILOAD, POS);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** The locals of a list loop, from {@code first} on. */
  private static final class Loop {
    final int limit;
    final int list;
    final int count;
    final int index;
    final int length;
    final int start;
    final int variant;

    Loop(int first) {
      limit = first;
      list = first + 1;
      count = first + 2;
      index = first + 3;
      length = first + 4;
      start = first + 5;
      variant = first + 6;
    }
  }

  /** The first local past those the widest variant's fields use. */
  private int firstLoopLocal(FieldDescriptor f) {
    int widest = 0;
    for (Class<?> variant : f.recordClasses()) {
      widest = Math.max(widest, plan.schema.record(variant).fields().size());
    }
    return DecodeEmitter.FIRST_FREE + DecodeEmitter.LOCALS_PER_FIELD * widest;
  }

  /** One element at {@code POS}: its header, then its variant's fields; {@code POS} after it. */
  private void element(MethodVisitor mv, FieldDescriptor f, Loop loop) {
    mv.visitVarInsn(ILOAD, DEPTH);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_IN, "checkDepth", "(II)V");
    List<Class<?>> variants = f.recordClasses();
    boolean poly = f.type() == WireType.POLY_LIST;
    if (poly) {
      mv.visitVarInsn(ALOAD, SRC);
      mv.visitVarInsn(ILOAD, POS);
      mv.visitVarInsn(ILOAD, loop.limit);
      push(mv, variants.size());
      call(mv, WIRE_IN, "variantIndex", "([BIII)I");
      mv.visitVarInsn(ISTORE, loop.variant);
    }
    int header = poly ? 5 : 4;
    mv.visitVarInsn(ALOAD, SRC);
    mv.visitVarInsn(ILOAD, POS);
    push(mv, header - 4);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ILOAD, loop.limit);
    // variantIndex already checked the 5 header bytes are there.
    call(mv, WIRE_IN, poly ? "checkedRecordLength" : "recordLength", "([BII)I");
    mv.visitVarInsn(ISTORE, loop.length);
    mv.visitVarInsn(ILOAD, POS);
    push(mv, header);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ISTORE, loop.start);
    if (poly) {
      dispatch(mv, variants, loop);
    } else {
      fill(mv, variants.get(0), loop);
    }
    mv.visitVarInsn(ILOAD, loop.start);
    mv.visitVarInsn(ILOAD, loop.length);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ISTORE, POS);
  }

  /** {@code switch (variant) { case k: fill(variant k) }}. */
  private void dispatch(MethodVisitor mv, List<Class<?>> variants, Loop loop) {
    Label[] cases = new Label[variants.size()];
    for (int v = 0; v < cases.length; v++) {
      cases[v] = new Label();
    }
    Label unknown = new Label();
    Label done = new Label();
    mv.visitVarInsn(ILOAD, loop.variant);
    mv.visitTableSwitchInsn(0, cases.length - 1, unknown, cases);
    for (int v = 0; v < cases.length; v++) {
      mv.visitLabel(cases[v]);
      fill(mv, variants.get(v), loop);
      mv.visitJumpInsn(GOTO, done);
    }
    mv.visitLabel(unknown);
    mv.visitVarInsn(ILOAD, loop.variant);
    mv.visitVarInsn(ILOAD, POS);
    call(mv, WIRE_IN, "badVariant", "(II)" + Type.getDescriptor(WireProblem.class));
    mv.visitInsn(ATHROW);
    mv.visitLabel(done);
  }

  /**
   * {@code e = existing(list, i, V.class); if (e == null) e = createV(list, i); obj = (V) e; pos =
   * start; end = start + length;} then the record's fields. Creating the element is a call of its
   * own: it runs only when the list grows or changes class.
   */
  private void fill(MethodVisitor mv, Class<?> variant, Loop loop) {
    String name = Type.getInternalName(variant);
    mv.visitVarInsn(ALOAD, loop.list);
    mv.visitVarInsn(ILOAD, loop.index);
    mv.visitLdcInsn(Type.getType(variant));
    call(mv, WIRE_IN, "existing", "(Ljava/util/ArrayList;ILjava/lang/Class;)Ljava/lang/Object;");
    mv.visitInsn(DUP);
    Label have = new Label();
    mv.visitJumpInsn(IFNONNULL, have);
    mv.visitInsn(POP);
    mv.visitVarInsn(ALOAD, loop.list);
    mv.visitVarInsn(ILOAD, loop.index);
    call(mv, plan.internalName, creatorName(variant), CREATE);
    mv.visitLabel(have);
    mv.visitTypeInsn(CHECKCAST, name);
    mv.visitVarInsn(ASTORE, OBJ);
    mv.visitVarInsn(ILOAD, loop.start);
    mv.visitVarInsn(ISTORE, POS);
    mv.visitVarInsn(ILOAD, loop.start);
    mv.visitVarInsn(ILOAD, loop.length);
    mv.visitInsn(IADD);
    mv.visitVarInsn(ISTORE, END);
    Label done = new Label();
    records.body(mv, plan.schema.record(variant), done);
    mv.visitLabel(done);
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
