package dev.wirebench.engine.model.json;

import dev.wirebench.engine.model.EntryKind;
import dev.wirebench.engine.model.MessageType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code "$type"} names fixtures may use: Wirebench's short names, and the fully qualified
 * names of the same classes in existing market-data systems (TimeBase's old {@code deltix.*} and
 * new {@code com.epam.deltix.*} packages) and in Wirebench's own model package.
 */
public final class TypeNames {
  private static final List<String> MESSAGE_PACKAGES =
      List.of(
          "deltix.qsrv.hf.pub",
          "deltix.timebase.api.messages",
          "deltix.timebase.api.messages.universal",
          "com.epam.deltix.timebase.messages",
          "com.epam.deltix.timebase.messages.universal",
          "dev.wirebench.engine.model");

  private static final Map<String, MessageType> MESSAGES = new LinkedHashMap<>();
  private static final Map<String, EntryKind> ENTRIES = new LinkedHashMap<>();

  static {
    for (MessageType type : MessageType.values()) {
      register(MESSAGES, type.shortName(), type);
    }
    for (EntryKind kind : EntryKind.values()) {
      register(ENTRIES, kind.shortName(), kind);
    }
  }

  private TypeNames() {}

  private static <T> void register(Map<String, T> map, String shortName, T value) {
    map.put(shortName, value);
    for (String pkg : MESSAGE_PACKAGES) {
      map.put(pkg + "." + shortName, value);
    }
  }

  /** The message type for a {@code $type} value, or null if unknown. */
  public static MessageType message(String name) {
    return MESSAGES.get(name);
  }

  /** The entry kind for a {@code $type} value, or null if unknown. */
  public static EntryKind entry(String name) {
    return ENTRIES.get(name);
  }

  /** Short message type names, for "known types" lists in error messages. */
  public static List<String> messageShortNames() {
    List<String> names = new ArrayList<>();
    for (MessageType type : MessageType.values()) {
      names.add(type.shortName());
    }
    return names;
  }

  /** Short entry names, for "known types" lists in error messages. */
  public static List<String> entryShortNames() {
    List<String> names = new ArrayList<>();
    for (EntryKind kind : EntryKind.values()) {
      names.add(kind.shortName());
    }
    return names;
  }
}
