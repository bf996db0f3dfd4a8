package dev.wirebench.engine.codec.wire;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;

/** Finds the public model accessors a descriptor names, failing loudly when the model changed. */
final class Accessors {
  private Accessors() {}

  /**
   * The public instance method {@code name(parameters)} of {@code owner} returning exactly {@code
   * returnType}.
   *
   * @throws IllegalStateException naming the class and method if there is none
   */
  static Method find(Class<?> owner, String name, Class<?> returnType, Class<?>... parameters) {
    Method method;
    try {
      method = owner.getMethod(name, parameters);
    } catch (NoSuchMethodException missing) {
      throw new IllegalStateException(
          "schema names "
              + owner.getSimpleName()
              + "."
              + name
              + Arrays.toString(parameters)
              + " but the model class has no such public method",
          missing);
    }
    if (method.getReturnType() != returnType || Modifier.isStatic(method.getModifiers())) {
      throw new IllegalStateException(
          "schema expects "
              + owner.getSimpleName()
              + "."
              + name
              + " to return "
              + returnType.getSimpleName()
              + " but it returns "
              + method.getReturnType().getSimpleName());
    }
    return method;
  }
}
