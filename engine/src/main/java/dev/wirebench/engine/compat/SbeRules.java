package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import uk.co.real_logic.sbe.ir.Signal;
import uk.co.real_logic.sbe.ir.Token;

/**
 * SBE's schema-extension rules over two versions of one message (sbe-tool's IR of each XML), as the
 * FIX SBE specification's "schema extension mechanism" states them: the schema's version grows; a
 * field added to the root block has a {@code sinceVersion} above the old version and sits after
 * every old field, so the block only grows at its end; groups and var data are added after the old
 * ones, also with a {@code sinceVersion}; nothing is removed, moved or retyped (a field no longer
 * used is marked deprecated instead). Top level only: a group's own block is held to its name and
 * order, not field by field.
 */
final class SbeRules {
  private final List<String> findings = new ArrayList<>();
  private boolean breaking;

  private SbeRules() {}

  static StaticVerdict check(SbeUserSchema old, SbeUserSchema neu) {
    SbeRules rules = new SbeRules();
    rules.compare(old, neu);
    return new StaticVerdict("SBE version rules", !rules.breaking, rules.findings);
  }

  /** One top-level field, group or var data of a message. */
  private record Part(
      Signal kind, String name, int since, int offset, int length, String type, int order) {}

  private void compare(SbeUserSchema old, SbeUserSchema neu) {
    int oldVersion = old.ir().version();
    int newVersion = neu.ir().version();
    Token oldBegin = old.message().get(0);
    Token newBegin = neu.message().get(0);
    if (oldBegin.id() != newBegin.id() || old.ir().id() != neu.ir().id()) {
      breaking(
          "template/schema id "
              + old.ir().id()
              + "/"
              + oldBegin.id()
              + " became "
              + neu.ir().id()
              + "/"
              + newBegin.id()
              + ": decoders dispatch on them, so this is another message");
    }
    int oldBlock = oldBegin.encodedLength();
    if (newBegin.encodedLength() < oldBlock) {
      breaking("block length shrank from " + oldBlock + " to " + newBegin.encodedLength());
    }
    Map<String, Part> was = parts(old.message());
    Map<String, Part> now = parts(neu.message());
    boolean changed = !was.keySet().equals(now.keySet());
    int lastKept =
        now.values().stream()
            .filter(p -> was.containsKey(p.name()))
            .mapToInt(Part::order)
            .max()
            .orElse(-1);
    for (Part part : was.values()) {
      Part kept = now.get(part.name());
      if (kept == null) {
        breaking(part.name() + " removed: SBE keeps every field (mark it deprecated instead)");
      } else if (part.offset() != kept.offset()
          || part.length() != kept.length()
          || !part.type().equals(kept.type())
          || part.kind() != kept.kind()) {
        changed = true;
        breaking(part.name() + " moved or retyped: " + describe(part) + " → " + describe(kept));
      }
    }
    for (Part part : now.values()) {
      if (was.containsKey(part.name())) {
        continue;
      }
      added(part, oldVersion, oldBlock, lastKept);
    }
    if (changed && newVersion <= oldVersion) {
      breaking("the schema version stayed " + oldVersion + " though the message changed");
    }
  }

  private void added(Part part, int oldVersion, int oldBlock, int lastKept) {
    if (part.since() <= oldVersion) {
      breaking(
          part.name()
              + " added with sinceVersion "
              + part.since()
              + ", not above the old version "
              + oldVersion
              + ": old payloads are read as if they held it");
    }
    if (part.kind() == Signal.BEGIN_FIELD && part.offset() < oldBlock) {
      breaking(
          part.name()
              + " added at offset "
              + part.offset()
              + " inside the old block ("
              + oldBlock
              + " bytes): new fields go at the end");
    }
    if (part.kind() != Signal.BEGIN_FIELD && part.order() < lastKept) {
      breaking(part.name() + " added before an existing group or var data");
    }
  }

  private static Map<String, Part> parts(List<Token> tokens) {
    Map<String, Part> parts = new LinkedHashMap<>();
    int order = 0;
    for (int i = 1; i < tokens.size() - 1; ) {
      Token begin = tokens.get(i);
      Token type = tokens.get(Math.min(i + 1, tokens.size() - 1));
      String typeName =
          type.signal() == Signal.ENCODING
              ? String.valueOf(type.encoding().primitiveType())
              : type.signal() + " " + type.name();
      parts.put(
          begin.name(),
          new Part(
              begin.signal(),
              begin.name(),
              begin.version(),
              type.offset(),
              type.encodedLength(),
              typeName,
              order++));
      i += Math.max(1, begin.componentTokenCount());
    }
    return parts;
  }

  private static String describe(Part part) {
    return part.type() + " at " + part.offset() + " (" + part.length() + " bytes)";
  }

  private void breaking(String finding) {
    breaking = true;
    findings.add("breaking: " + finding);
  }
}
