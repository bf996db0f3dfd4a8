package dev.wirebench.engine.dynamic.proto;

import com.squareup.wire.schema.internal.parser.MessageElement;
import com.squareup.wire.schema.internal.parser.ProtoFileElement;
import com.squareup.wire.schema.internal.parser.TypeElement;
import java.util.ArrayList;
import java.util.List;

/**
 * Protobuf's name lookup within one file: a type name is looked up in the referring message's
 * nested types, then outwards through its enclosing messages, then at the top level; a name
 * qualified with the file's package (or a leading dot) is looked up from the top.
 */
final class ProtoScopes {
  private ProtoScopes() {}

  /** The type {@code name} refers to from inside {@code owner}, or null. */
  static TypeElement resolve(ProtoFileElement file, MessageElement owner, String name) {
    String relative = name.startsWith(".") ? name.substring(1) : name;
    String pkg = file.getPackageName();
    boolean absolute = name.startsWith(".");
    if (pkg != null && relative.startsWith(pkg + ".")) {
      relative = relative.substring(pkg.length() + 1);
      absolute = true;
    }
    if (!absolute) {
      List<List<TypeElement>> scopes = new ArrayList<>();
      collectScopes(file.getTypes(), owner, scopes);
      for (int i = scopes.size() - 1; i >= 0; i--) {
        TypeElement found = find(scopes.get(i), relative);
        if (found != null) {
          return found;
        }
      }
    }
    return find(file.getTypes(), relative);
  }

  /** The nested-type lists from the top level down to {@code owner}'s own. */
  private static boolean collectScopes(
      List<TypeElement> types, MessageElement owner, List<List<TypeElement>> scopes) {
    for (TypeElement type : types) {
      if (type == owner) {
        scopes.add(type.getNestedTypes());
        return true;
      }
      if (collectScopes(type.getNestedTypes(), owner, scopes)) {
        scopes.add(0, type.getNestedTypes());
        return true;
      }
    }
    return false;
  }

  /** {@code A.B.C} among {@code types}. */
  private static TypeElement find(List<TypeElement> types, String dotted) {
    String first = dotted.contains(".") ? dotted.substring(0, dotted.indexOf('.')) : dotted;
    for (TypeElement type : types) {
      if (type.getName().equals(first)) {
        return first.equals(dotted)
            ? type
            : find(type.getNestedTypes(), dotted.substring(first.length() + 1));
      }
    }
    return null;
  }
}
