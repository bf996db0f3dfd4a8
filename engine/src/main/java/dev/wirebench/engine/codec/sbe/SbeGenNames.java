package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;
import java.lang.reflect.Method;
import uk.co.real_logic.sbe.generation.java.JavaUtil;

/**
 * The names sbe-tool's Java generator gave the user's message, groups and enums: computed with the
 * generator's own naming ({@link JavaUtil}) and confirmed on the compiled classes, so that the
 * binding calls exactly the methods user code calls.
 */
final class SbeGenNames {
  private final String packageName;
  private final String message;
  private final ClassLoader generated;

  SbeGenNames(SbeUserSchema user, ClassLoader generated) {
    this.packageName = user.ir().applicableNamespace();
    this.message = JavaUtil.formatClassName(user.messageName());
    this.generated = generated;
  }

  /** The package sbe-tool wrote the classes into (the schema's {@code package}). */
  String packageName() {
    return packageName;
  }

  /** The message's flyweight, as source names it: {@code pkg.TradeEncoder}. */
  String messageClass(String suffix) {
    return packageName + "." + message + suffix;
  }

  /** A group's flyweight inside {@code parent}'s: {@code pkg.BookEncoder.LevelsEncoder}. */
  String groupClass(String parent, String group) {
    String suffix = parent.endsWith("Encoder") ? "Encoder" : "Decoder";
    return parent + "." + JavaUtil.formatClassName(group) + suffix;
  }

  /** The enum type flyweight {@code cls}'s setter {@code property} takes, as source names it. */
  String enumType(String cls, String property) {
    for (Method m : load(cls).getMethods()) {
      if (m.getName().equals(property)
          && m.getParameterCount() == 1
          && m.getParameterTypes()[0].isEnum()) {
        return m.getParameterTypes()[0].getCanonicalName();
      }
    }
    throw SbeGenSource.unexpected("no enum setter " + property + " on " + cls);
  }

  /** Whether flyweight {@code cls} has {@code property(String)} (char arrays, text var data). */
  boolean takesString(String cls, String property) {
    return has(cls, property, String.class);
  }

  /** Whether flyweight {@code cls} has {@code String property()} (US-ASCII char arrays). */
  boolean returnsString(String cls, String property) {
    try {
      return load(cls).getMethod(property).getReturnType() == String.class;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /** Whether flyweight {@code cls} has {@code property()} returning a composite flyweight. */
  boolean isComposite(String cls, String property) {
    try {
      Class<?> type = load(cls).getMethod(property).getReturnType();
      return !type.isPrimitive() && !type.isEnum() && type != String.class;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /** The composite flyweight {@code cls}'s {@code property()} returns, as source names it. */
  String compositeType(String cls, String property) {
    try {
      return load(cls).getMethod(property).getReturnType().getCanonicalName();
    } catch (NoSuchMethodException e) {
      throw SbeGenSource.unexpected("no composite " + property + " on " + cls);
    }
  }

  private boolean has(String cls, String property, Class<?> parameter) {
    try {
      load(cls).getMethod(property, parameter);
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /** The class source calls {@code cls}: nested classes after the package are binary {@code $}. */
  private Class<?> load(String cls) {
    String nested = cls.substring(packageName.length() + 1).replace('.', '$');
    try {
      return Class.forName(packageName + "." + nested, false, generated);
    } catch (ClassNotFoundException e) {
      throw SbeGenSource.unexpected("no class " + cls);
    }
  }
}
