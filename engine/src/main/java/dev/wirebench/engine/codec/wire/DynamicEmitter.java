package dev.wirebench.engine.codec.wire;

import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.GETSTATIC;
import static org.objectweb.asm.Opcodes.ICONST_0;
import static org.objectweb.asm.Opcodes.ICONST_1;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.IRETURN;
import static org.objectweb.asm.Opcodes.ISTORE;
import static org.objectweb.asm.Opcodes.ISUB;
import static org.objectweb.asm.Opcodes.RETURN;

import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Emits the six static methods of one record layout {@code k} into a {@link DynamicCodecGenerator}
 * class: {@code enc<k>}/{@code dec<k>} (its fields), {@code encObj<k>}/{@code decObj<k>} (as an
 * optional nested record) and {@code encList<k>}/{@code decList<k>} (as a list of records). Field
 * methods call {@link DynamicWireSteps} with constants; see WIRE-FORMAT.md, "Dynamic messages", for
 * the bytes.
 */
final class DynamicEmitter {
  static final String RECORD = Type.getDescriptor(DynamicRecord.class);
  static final String LIST = Type.getDescriptor(DynamicList.class);
  static final String ENC = "(" + RECORD + "[BI)I";
  static final String DEC = "([BII" + RECORD + ")V";
  static final String OBJ_DEC = "([BII" + RECORD + "IZ)I";
  static final String LIST_ENC = "(" + LIST + "[BI)I";
  static final String LIST_DEC = "([BII" + LIST + ")I";
  private static final String STEPS = Type.getInternalName(DynamicWireSteps.class);
  private static final String INTERP = Type.getInternalName(DynamicWireInterpreter.class);
  private static final String OUT = Type.getInternalName(WireOut.class);
  private static final String IN = Type.getInternalName(WireIn.class);
  private static final String RECORD_TYPE = Type.getInternalName(DynamicRecord.class);
  private static final String LIST_TYPE = Type.getInternalName(DynamicList.class);
  private static final String NAME = DynamicCodecGenerator.NAME;

  private final ClassWriter cw;
  private final List<DynamicWireLayout.Record> records;
  private final Map<DynamicWireLayout.Record, Integer> index = new IdentityHashMap<>();

  DynamicEmitter(ClassWriter cw, List<DynamicWireLayout.Record> records) {
    this.cw = cw;
    this.records = records;
    for (int k = 0; k < records.size(); k++) {
      index.put(records.get(k), k);
    }
  }

  void emit(int k) {
    DynamicWireLayout.Record layout = records.get(k);
    encodeFields(k, layout);
    decodeFields(k, layout);
    DynamicWrapperEmitter.encodeObject(method("encObj" + k, ENC), k);
    DynamicWrapperEmitter.decodeObject(method("decObj" + k, OBJ_DEC), k);
    DynamicWrapperEmitter.encodeList(
        method("encList" + k, LIST_ENC), mv -> encodeBody(mv, k, layout));
    DynamicWrapperEmitter.decodeList(
        method("decList" + k, LIST_DEC), layout.minSize, mv -> decodeBody(mv, k, layout));
  }

  private MethodVisitor method(String name, String descriptor) {
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, descriptor, null, null);
    mv.visitCode();
    return mv;
  }

  static void end(MethodVisitor mv) {
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void bool(MethodVisitor mv, boolean value) {
    mv.visitInsn(value ? ICONST_1 : ICONST_0);
  }

  static void steps(MethodVisitor mv, String name, String descriptor) {
    mv.visitMethodInsn(INVOKESTATIC, STEPS, name, descriptor, false);
  }

  static void self(MethodVisitor mv, String name, String descriptor) {
    mv.visitMethodInsn(INVOKESTATIC, NAME, name, descriptor, false);
  }

  /** Whether field {@code i} is a list whose elements are records (specialised as a loop). */
  private static boolean recordList(DynamicWireLayout.Record layout, int i) {
    return layout.kinds[i] == FieldKind.LIST
        && layout.fields[i].type().element().kind() == FieldKind.RECORD;
  }

  /** {@code int enc<k>(DynamicRecord r, byte[] dst, int pos)}. */
  private void encodeFields(int k, DynamicWireLayout.Record layout) {
    MethodVisitor mv = method("enc" + k, ENC);
    encodeBody(mv, k, layout);
    mv.visitVarInsn(ILOAD, 2);
    mv.visitInsn(IRETURN);
    end(mv);
  }

  /**
   * The fields of record {@code k}: the record in local 0, {@code dst} in 1, the position in 2 (the
   * body of {@code enc<k>}, and of each element inside {@code encList<k>}'s loop).
   */
  private void encodeBody(MethodVisitor mv, int k, DynamicWireLayout.Record layout) {
    for (int i = 0; i < layout.fields.length; i++) {
      boolean optional = layout.optional[i];
      FieldKind kind = layout.kinds[i];
      if (layout.widths[i] > 0) {
        mv.visitVarInsn(ALOAD, 0);
        ClassPlan.push(mv, i);
        ClassPlan.push(mv, layout.widths[i]);
        if (optional) {
          mv.visitLdcInsn(layout.absent[i]);
        }
        mv.visitVarInsn(ALOAD, 1);
        mv.visitVarInsn(ILOAD, 2);
        if (optional) {
          steps(mv, "fixedOpt", "(" + RECORD + "IIJ[BI)I");
        } else {
          steps(mv, "fixed", "(" + RECORD + "II[BI)I");
        }
      } else if (kind == FieldKind.STRING || kind == FieldKind.BYTES) {
        mv.visitVarInsn(ALOAD, 0);
        ClassPlan.push(mv, i);
        bool(mv, optional);
        mv.visitVarInsn(ALOAD, 1);
        mv.visitVarInsn(ILOAD, 2);
        steps(mv, kind == FieldKind.STRING ? "string" : "bytes", "(" + RECORD + "IZ[BI)I");
      } else if (kind == FieldKind.RECORD || recordList(layout, i)) {
        boolean object = kind == FieldKind.RECORD;
        mv.visitVarInsn(ALOAD, 0);
        ClassPlan.push(mv, i);
        bool(mv, optional);
        mv.visitVarInsn(ILOAD, 2);
        steps(
            mv,
            object ? "childToWrite" : "listToWrite",
            "(" + RECORD + "IZI)" + (object ? RECORD : LIST));
        mv.visitVarInsn(ALOAD, 1);
        mv.visitVarInsn(ILOAD, 2);
        int m = index.get(layout.nested[i]);
        self(mv, (object ? "encObj" : "encList") + m, object ? ENC : LIST_ENC);
      } else {
        mv.visitFieldInsn(GETSTATIC, NAME, "L" + k, DynamicCodecGenerator.LAYOUT);
        ClassPlan.push(mv, i);
        mv.visitVarInsn(ALOAD, 0);
        mv.visitVarInsn(ALOAD, 1);
        mv.visitVarInsn(ILOAD, 2);
        mv.visitMethodInsn(
            INVOKESTATIC,
            INTERP,
            "encodeField",
            "(" + DynamicCodecGenerator.LAYOUT + "I" + RECORD + "[BI)I",
            false);
      }
      mv.visitVarInsn(ISTORE, 2);
    }
  }

  /** {@code void dec<k>(byte[] src, int pos, int end, DynamicRecord r)}. */
  private void decodeFields(int k, DynamicWireLayout.Record layout) {
    MethodVisitor mv = method("dec" + k, DEC);
    decodeBody(mv, k, layout);
    mv.visitInsn(RETURN);
    end(mv);
  }

  /**
   * The record check and fields of record {@code k}: {@code src} in local 0, the position in 1, the
   * record end in 2, the record in 3 (the body of {@code dec<k>}, and of each element inside {@code
   * decList<k>}'s loop).
   */
  private void decodeBody(MethodVisitor mv, int k, DynamicWireLayout.Record layout) {
    mv.visitVarInsn(ILOAD, 1);
    mv.visitVarInsn(ILOAD, 2);
    ClassPlan.push(mv, layout.minSize);
    mv.visitMethodInsn(INVOKESTATIC, IN, "checkRecord", "(III)V", false);
    for (int i = 0; i < layout.fields.length; i++) {
      decodeField(mv, k, layout, i);
    }
  }

  private void decodeField(MethodVisitor mv, int k, DynamicWireLayout.Record layout, int i) {
    if (layout.widths[i] > 0) {
      decodeFixed(mv, layout, i);
    } else {
      decodeVariable(mv, k, layout, i);
    }
  }

  /** A fixed-width field, read unchecked (the record's minimum size was checked). */
  private static void decodeFixed(MethodVisitor mv, DynamicWireLayout.Record layout, int i) {
    boolean optional = layout.optional[i];
    FieldKind kind = layout.kinds[i];
    int width = layout.widths[i];
    if (kind == FieldKind.BOOLEAN || kind == FieldKind.ENUM) {
      mv.visitVarInsn(ALOAD, 0);
      mv.visitVarInsn(ILOAD, 1);
      if (kind == FieldKind.ENUM) {
        ClassPlan.push(mv, layout.fields[i].type().symbols().size());
      }
      mv.visitVarInsn(ALOAD, 3);
      ClassPlan.push(mv, i);
      bool(mv, optional);
      if (kind == FieldKind.ENUM) {
        steps(mv, "readEnum", "([BII" + RECORD + "IZ)V");
      } else {
        steps(mv, "readBoolean", "([BI" + RECORD + "IZ)V");
      }
      mv.visitIincInsn(1, 1);
      return;
    }
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ILOAD, 1);
    ClassPlan.push(mv, width);
    if (optional) {
      mv.visitLdcInsn(layout.absent[i]);
    }
    mv.visitVarInsn(ALOAD, 3);
    ClassPlan.push(mv, i);
    if (optional) {
      steps(mv, "readFixedOpt", "([BIIJ" + RECORD + "I)V");
    } else {
      steps(mv, "readFixed", "([BII" + RECORD + "I)V");
    }
    mv.visitIincInsn(1, width);
  }

  /** A variable-length field, checked against the record end minus what later fields need. */
  private void decodeVariable(MethodVisitor mv, int k, DynamicWireLayout.Record layout, int i) {
    boolean optional = layout.optional[i];
    FieldKind kind = layout.kinds[i];
    if (kind == FieldKind.LIST && !recordList(layout, i)) {
      mv.visitFieldInsn(GETSTATIC, NAME, "L" + k, DynamicCodecGenerator.LAYOUT);
      ClassPlan.push(mv, i);
    }
    mv.visitVarInsn(ALOAD, 0);
    mv.visitVarInsn(ILOAD, 1);
    limit(mv, layout.minAfter[i]);
    if (kind == FieldKind.STRING || kind == FieldKind.BYTES) {
      mv.visitVarInsn(ALOAD, 3);
      ClassPlan.push(mv, i);
      bool(mv, optional);
      steps(mv, kind == FieldKind.STRING ? "readString" : "readBytes", "([BII" + RECORD + "IZ)I");
    } else if (kind == FieldKind.RECORD) {
      mv.visitVarInsn(ALOAD, 3);
      ClassPlan.push(mv, i);
      bool(mv, optional);
      self(mv, "decObj" + index.get(layout.nested[i]), OBJ_DEC);
    } else if (recordList(layout, i)) {
      mv.visitVarInsn(ALOAD, 0);
      mv.visitVarInsn(ILOAD, 1);
      mv.visitVarInsn(ALOAD, 3);
      ClassPlan.push(mv, i);
      bool(mv, optional);
      steps(mv, "listToRead", "([BI" + RECORD + "IZ)" + LIST);
      self(mv, "decList" + index.get(layout.nested[i]), LIST_DEC);
    } else {
      mv.visitVarInsn(ALOAD, 3);
      mv.visitMethodInsn(
          INVOKESTATIC,
          INTERP,
          "decodeField",
          "(" + DynamicCodecGenerator.LAYOUT + "I[BII" + RECORD + ")I",
          false);
    }
    mv.visitVarInsn(ISTORE, 1);
  }

  /** Pushes {@code end - minAfter}: where a variable-length value must end. */
  private static void limit(MethodVisitor mv, int minAfter) {
    mv.visitVarInsn(ILOAD, 2);
    if (minAfter > 0) {
      ClassPlan.push(mv, minAfter);
      mv.visitInsn(ISUB);
    }
  }
}
