package dev.wirebench.engine.throughput.log;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;

/**
 * Unmaps a {@link MappedByteBuffer} now rather than when the garbage collector finds it, so a
 * closed log holds no mapping: its disk space is freed on delete and no file stays open.
 *
 * <p>JDK 17 has no public unmap ({@code Arena} arrives in 22), so this calls {@code
 * sun.misc.Unsafe.invokeCleaner}, which {@code jdk.unsupported} exports without flags on 17 and 25.
 * If it is missing the mapping is left to the GC. The caller must guarantee that no thread touches
 * the buffer afterwards: access to an unmapped buffer crashes the JVM.
 */
final class Unmapper {
  private static final MethodHandle INVOKE_CLEANER = find();

  private Unmapper() {}

  private static MethodHandle find() {
    try {
      Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
      Field field = unsafeClass.getDeclaredField("theUnsafe");
      field.setAccessible(true);
      Object unsafe = field.get(null);
      return MethodHandles.lookup()
          .findVirtual(
              unsafeClass, "invokeCleaner", MethodType.methodType(void.class, ByteBuffer.class))
          .bindTo(unsafe);
    } catch (ReflectiveOperationException | RuntimeException unavailable) {
      return null;
    }
  }

  /** Whether mappings are released at once (false: when the GC collects them). */
  static boolean immediate() {
    return INVOKE_CLEANER != null;
  }

  static void unmap(MappedByteBuffer buffer) {
    if (INVOKE_CLEANER == null || buffer == null) {
      return;
    }
    try {
      INVOKE_CLEANER.invokeExact((ByteBuffer) buffer);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable impossible) {
      throw new IllegalStateException("invokeCleaner threw a checked exception", impossible);
    }
  }
}
