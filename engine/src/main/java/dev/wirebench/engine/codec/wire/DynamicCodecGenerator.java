package dev.wirebench.engine.codec.wire;

import static org.objectweb.asm.Opcodes.AALOAD;
import static org.objectweb.asm.Opcodes.ACC_FINAL;
import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.ACC_SUPER;
import static org.objectweb.asm.Opcodes.ACC_SYNTHETIC;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ASTORE;
import static org.objectweb.asm.Opcodes.CHECKCAST;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.IRETURN;
import static org.objectweb.asm.Opcodes.PUTSTATIC;
import static org.objectweb.asm.Opcodes.RETURN;
import static org.objectweb.asm.Opcodes.V17;

import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Generates the {@link DynamicGenerated} class of one dynamic schema as bytecode (ASM) and defines
 * it as a hidden class in this package, as {@link CodecGenerator} does for the model's classes: per
 * record a method that calls the {@link DynamicWireSteps} with the field index, width and absent
 * value as constants, nested records and lists of records as direct calls and loops, and the rarer
 * shapes (lists of values, lists of lists) through {@link DynamicWireInterpreter} with their layout
 * as a constant. The layouts reach the class as its class data.
 */
final class DynamicCodecGenerator {
  static final String NAME = "dev/wirebench/engine/codec/wire/DynamicWireCode";
  private static final String SUPER = Type.getInternalName(DynamicGenerated.class);
  static final String LAYOUT = Type.getDescriptor(DynamicWireLayout.Record.class);

  private DynamicCodecGenerator() {}

  /** The bytes of the class for {@code layout}. */
  static byte[] bytecode(DynamicWireLayout layout) {
    List<DynamicWireLayout.Record> records = layout.records();
    ClassWriter cw = new FrameWriter();
    cw.visit(V17, ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, NAME, null, SUPER, null);
    layoutFields(cw, records.size());
    constructor(cw);
    bridges(cw);
    DynamicEmitter emitter = new DynamicEmitter(cw, records);
    for (int k = 0; k < records.size(); k++) {
      emitter.emit(k);
    }
    cw.visitEnd();
    return cw.toByteArray();
  }

  /** Generates, defines and instantiates the class for {@code layout}. */
  static DynamicGenerated generate(DynamicWireLayout layout) {
    byte[] bytes = bytecode(layout);
    Object[] data = layout.records().toArray();
    try {
      MethodHandles.Lookup hidden =
          MethodHandles.lookup().defineHiddenClassWithClassData(bytes, data, true);
      return (DynamicGenerated)
          hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class)).invoke();
    } catch (Error | RuntimeException e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(
          "cannot define the codec of " + layout.root().schema.name(), e);
    }
  }

  /** {@code static final Record L0 = classData[0]; ...}. */
  private static void layoutFields(ClassWriter cw, int count) {
    MethodVisitor init = cw.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
    init.visitCode();
    init.visitMethodInsn(
        INVOKESTATIC,
        "java/lang/invoke/MethodHandles",
        "lookup",
        "()Ljava/lang/invoke/MethodHandles$Lookup;",
        false);
    init.visitLdcInsn(ConstantDescs.DEFAULT_NAME); // the name classData is bound to
    init.visitLdcInsn(Type.getType(Object[].class));
    init.visitMethodInsn(
        INVOKESTATIC,
        "java/lang/invoke/MethodHandles",
        "classData",
        "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)"
            + "Ljava/lang/Object;",
        false);
    init.visitTypeInsn(CHECKCAST, "[Ljava/lang/Object;");
    init.visitVarInsn(ASTORE, 0);
    String layoutType = Type.getInternalName(DynamicWireLayout.Record.class);
    for (int k = 0; k < count; k++) {
      cw.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL, "L" + k, LAYOUT, null, null).visitEnd();
      init.visitVarInsn(ALOAD, 0);
      ClassPlan.push(init, k);
      init.visitInsn(AALOAD);
      init.visitTypeInsn(CHECKCAST, layoutType);
      init.visitFieldInsn(PUTSTATIC, NAME, "L" + k, LAYOUT);
    }
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
  }

  private static void constructor(ClassWriter cw) {
    MethodVisitor mv = cw.visitMethod(0, "<init>", "()V", null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitMethodInsn(INVOKESPECIAL, SUPER, "<init>", "()V", false);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** The two {@link DynamicGenerated} methods, calling the root record's (index 0) methods. */
  private static void bridges(ClassWriter cw) {
    MethodVisitor encode =
        cw.visitMethod(0, "encode", "(" + DynamicEmitter.RECORD + "[BI)I", null, null);
    encode.visitCode();
    encode.visitVarInsn(ALOAD, 1);
    encode.visitVarInsn(ALOAD, 2);
    encode.visitVarInsn(ILOAD, 3);
    encode.visitMethodInsn(INVOKESTATIC, NAME, "enc0", DynamicEmitter.ENC, false);
    encode.visitInsn(IRETURN);
    encode.visitMaxs(0, 0);
    encode.visitEnd();

    MethodVisitor decode =
        cw.visitMethod(0, "decode", "([BII" + DynamicEmitter.RECORD + ")V", null, null);
    decode.visitCode();
    decode.visitVarInsn(ALOAD, 1);
    decode.visitVarInsn(ILOAD, 2);
    decode.visitVarInsn(ILOAD, 3);
    decode.visitVarInsn(ALOAD, 4);
    decode.visitMethodInsn(INVOKESTATIC, NAME, "dec0", DynamicEmitter.DEC, false);
    decode.visitInsn(RETURN);
    decode.visitMaxs(0, 0);
    decode.visitEnd();
  }

  /**
   * Computes frames; the generated code never merges two different reference types, so any common
   * super class asked for is Object.
   */
  private static final class FrameWriter extends ClassWriter {
    FrameWriter() {
      super(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
    }

    @Override
    protected String getCommonSuperClass(String type1, String type2) {
      return "java/lang/Object";
    }
  }
}
