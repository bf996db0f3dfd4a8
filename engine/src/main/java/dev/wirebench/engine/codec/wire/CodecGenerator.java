package dev.wirebench.engine.codec.wire;

import static org.objectweb.asm.Opcodes.ACC_FINAL;
import static org.objectweb.asm.Opcodes.ACC_PRIVATE;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.ACC_SUPER;
import static org.objectweb.asm.Opcodes.ACC_SYNTHETIC;
import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.CHECKCAST;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.INVOKESPECIAL;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.IRETURN;
import static org.objectweb.asm.Opcodes.PUTSTATIC;
import static org.objectweb.asm.Opcodes.RETURN;
import static org.objectweb.asm.Opcodes.V17;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Generates the {@link GeneratedCodec} of one message class as bytecode (ASM) and defines it as a
 * hidden class in this package: unloadable with its cache, invisible to class-path lookups, and
 * with package access to the {@link WireOut}/{@link WireIn} steps it calls. The JIT inlines those
 * steps and the model accessors, so the generated code is the schema walk with the walking taken
 * out.
 */
final class CodecGenerator {
  private static final String SUPER = Type.getInternalName(GeneratedCodec.class);
  private static final String MESSAGE = "Ldev/wirebench/engine/model/Message;";
  private static final String STRINGS = "Ldev/wirebench/engine/codec/wire/AsciiStrings;";

  private CodecGenerator() {}

  /** The bytes of the class for {@code message}. */
  static byte[] bytecode(WireSchema schema, RecordDescriptor message) {
    ClassPlan plan = new ClassPlan(schema, message);
    ClassWriter cw = new LoaderAwareClassWriter();
    cw.visit(V17, ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, plan.internalName, null, SUPER, null);
    enumConstants(cw, plan);
    constructor(cw);
    bridges(cw, plan, message);
    EncodeEmitter encoder = new EncodeEmitter(plan, cw);
    DecodeEmitter decoder = new DecodeEmitter(plan, cw);
    for (RecordDescriptor record : plan.records) {
      encoder.emit(record);
      decoder.emit(record);
    }
    cw.visitEnd();
    return cw.toByteArray();
  }

  /** Generates, defines and instantiates the class for {@code message}. */
  static GeneratedCodec generate(WireSchema schema, RecordDescriptor message) {
    byte[] bytes = bytecode(schema, message);
    try {
      MethodHandles.Lookup hidden = MethodHandles.lookup().defineHiddenClass(bytes, true);
      return (GeneratedCodec)
          hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class)).invoke();
    } catch (Error | RuntimeException e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("cannot define the codec of " + message.name(), e);
    }
  }

  /** {@code static final Object[] E0 = SomeEnum.values(); ...}. */
  private static void enumConstants(ClassWriter cw, ClassPlan plan) {
    MethodVisitor init = cw.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
    init.visitCode();
    plan.enumFields()
        .forEach(
            (type, field) -> {
              cw.visitField(
                      ACC_PRIVATE | ACC_STATIC | ACC_FINAL, field, ClassPlan.OBJECTS, null, null)
                  .visitEnd();
              String name = Type.getInternalName(type);
              init.visitMethodInsn(INVOKESTATIC, name, "values", "()[L" + name + ";", false);
              init.visitFieldInsn(PUTSTATIC, plan.internalName, field, ClassPlan.OBJECTS);
            });
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

  /** The two {@link GeneratedCodec} methods: cast the message and call the record's methods. */
  private static void bridges(ClassWriter cw, ClassPlan plan, RecordDescriptor message) {
    String type = Type.getInternalName(message.type());
    MethodVisitor encode =
        cw.visitMethod(0, "encodeFields", "(" + MESSAGE + "[BI" + STRINGS + ")I", null, null);
    encode.visitCode();
    encode.visitVarInsn(ALOAD, 1);
    encode.visitTypeInsn(CHECKCAST, type);
    encode.visitVarInsn(ALOAD, 2);
    encode.visitVarInsn(ILOAD, 3);
    ClassPlan.push(encode, 0);
    encode.visitVarInsn(ALOAD, 4);
    ClassPlan.call(
        encode,
        plan.internalName,
        plan.encodeName(message.type()),
        ClassPlan.encodeDescriptor(message.type()));
    encode.visitInsn(IRETURN);
    encode.visitMaxs(0, 0);
    encode.visitEnd();

    MethodVisitor decode =
        cw.visitMethod(0, "decodeFields", "([BII" + MESSAGE + STRINGS + ")V", null, null);
    decode.visitCode();
    decode.visitVarInsn(ALOAD, 1);
    decode.visitVarInsn(ILOAD, 2);
    decode.visitVarInsn(ILOAD, 3);
    decode.visitVarInsn(ALOAD, 4);
    decode.visitTypeInsn(CHECKCAST, type);
    ClassPlan.push(decode, 0);
    decode.visitVarInsn(ALOAD, 5);
    ClassPlan.call(
        decode,
        plan.internalName,
        plan.decodeName(message.type()),
        ClassPlan.decodeDescriptor(message.type()));
    decode.visitInsn(RETURN);
    decode.visitMaxs(0, 0);
    decode.visitEnd();
  }

  /**
   * Computes stack-map frames resolving classes through the model's class loader (ASM's default
   * uses its own loader, which may not see the model in an application server or a test runner).
   */
  private static final class LoaderAwareClassWriter extends ClassWriter {
    LoaderAwareClassWriter() {
      super(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
    }

    @Override
    protected ClassLoader getClassLoader() {
      return CodecGenerator.class.getClassLoader();
    }
  }
}
