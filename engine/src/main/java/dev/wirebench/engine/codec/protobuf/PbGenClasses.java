package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.ProtocolMessageEnum;
import dev.wirebench.engine.codec.gen.GenerationException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The classes protoc generated, found by their descriptors' full names (each generated message and
 * enum has a static {@code getDescriptor()}), and the accessor names it gave each field — asked of
 * the compiled classes rather than re-derived from protoc's naming rules, so a rule's corner (a
 * field named like a Java keyword, digits, outer-class clashes) cannot mislead the binding.
 */
final class PbGenClasses {
  private final Map<String, Class<?>> messages = new HashMap<>();
  private final Map<String, Class<?>> enums = new HashMap<>();

  PbGenClasses(ClassLoader loader, List<String> classNames) {
    for (String name : classNames) {
      Class<?> type;
      try {
        type = Class.forName(name, false, loader);
      } catch (ClassNotFoundException | LinkageError e) {
        continue; // not a class the binding can name (protoc's generated code never hits this)
      }
      if (Message.class.isAssignableFrom(type)) {
        Object descriptor = staticDescriptor(type);
        if (descriptor instanceof Descriptor d) {
          messages.put(d.getFullName(), type);
        }
      } else if (type.isEnum() && ProtocolMessageEnum.class.isAssignableFrom(type)) {
        Object descriptor = staticDescriptor(type);
        if (descriptor instanceof EnumDescriptor d) {
          enums.put(d.getFullName(), type);
        }
      }
    }
  }

  private static Object staticDescriptor(Class<?> type) {
    try {
      return type.getMethod("getDescriptor").invoke(null);
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      return null;
    }
  }

  /** The source name of the class protoc generated for message {@code d}. */
  String message(Descriptor d) {
    return sourceName(messages.get(d.getFullName()), d.getFullName());
  }

  /** The source name of the class protoc generated for enum {@code d}. */
  String enumType(EnumDescriptor d) {
    return sourceName(enums.get(d.getFullName()), d.getFullName());
  }

  /**
   * The part protoc puts after get/set/has/add for field {@code fd} ({@code PriceTicks}), checked
   * against the generated class's methods.
   */
  String accessor(Descriptor owner, FieldDescriptor fd) {
    String base = camel(fd.getName());
    Class<?> type = messages.get(owner.getFullName());
    String getter = fd.isRepeated() ? "get" + base + "Count" : "get" + base;
    for (Method method : type.getMethods()) {
      if (method.getName().equals(getter) && method.getParameterCount() == 0) {
        return base;
      }
    }
    throw new GenerationException(
        GenerationException.Kind.COMPILE_FAILED,
        "protoc's class for "
            + owner.getFullName()
            + " has no "
            + getter
            + "() for field "
            + fd.getName()
            + "; Wirebench's binding does not know this naming");
  }

  private static String sourceName(Class<?> type, String fullName) {
    if (type == null) {
      throw new GenerationException(
          GenerationException.Kind.COMPILE_FAILED,
          "protoc generated no class for " + fullName + " (is the .proto's package changed?)");
    }
    return type.getCanonicalName();
  }

  /** protoc's UnderscoresToCamelCase with the first letter capitalised. */
  static String camel(String name) {
    StringBuilder out = new StringBuilder(name.length());
    boolean capNext = true;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c >= 'a' && c <= 'z') {
        out.append(capNext ? Character.toUpperCase(c) : c);
        capNext = false;
      } else if (c >= 'A' && c <= 'Z') {
        out.append(c);
        capNext = false;
      } else if (c >= '0' && c <= '9') {
        out.append(c);
        capNext = true;
      } else {
        capNext = true;
      }
    }
    return out.toString();
  }
}
