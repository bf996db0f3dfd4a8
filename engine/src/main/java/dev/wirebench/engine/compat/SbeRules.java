package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;
import java.util.ArrayList;
import java.util.List;
import uk.co.real_logic.sbe.ir.Signal;
import uk.co.real_logic.sbe.ir.Token;

/**
 * SBE's schema-extension rules over two versions of one message (sbe-tool's IR of each XML), as the
 * FIX SBE specification's schema extension mechanism states them: the schema's version grows; a
 * field added to a block has a {@code sinceVersion} above the old version and sits after every old
 * field, so a block only grows at its end; groups and var data are added after the old ones, also
 * with a {@code sinceVersion}; nothing is removed, moved or retyped (a field no longer used is
 * deprecated instead). Components pair by id (a rename keeps it), else by name; groups are checked
 * level by level. An enum value added is a warning: an old decoder meets a value it lacks.
 */
final class SbeRules {
  private final List<String> findings = new ArrayList<>();
  private boolean breaking;
  private int oldVersion;

  private SbeRules() {}

  static StaticVerdict check(SbeUserSchema old, SbeUserSchema neu) {
    SbeRules rules = new SbeRules();
    rules.compare(old, neu);
    return new StaticVerdict("SBE version rules", !rules.breaking, rules.findings);
  }

  /** One field, group or var data of a level; {@code body} a group's level or an enum's values. */
  private record Part(
      Signal kind,
      String name,
      int id,
      int since,
      int offset,
      int length,
      String type,
      int order,
      List<Token> body) {}

  private void compare(SbeUserSchema old, SbeUserSchema neu) {
    oldVersion = old.ir().version();
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
    boolean changed =
        level(
            "",
            old.message().subList(1, old.message().size() - 1),
            neu.message().subList(1, neu.message().size() - 1),
            oldBegin.encodedLength(),
            newBegin.encodedLength());
    if (changed && neu.ir().version() <= oldVersion) {
      breaking("the schema version stayed " + oldVersion + " though the message changed");
    }
  }

  /** Checks one level; returns whether anything changed on it or below. */
  private boolean level(
      String prefix, List<Token> oldTokens, List<Token> newTokens, int oldBlock, int newBlock) {
    boolean changed = oldBlock != newBlock;
    if (newBlock < oldBlock) {
      breaking(prefix + "block length shrank from " + oldBlock + " to " + newBlock);
    }
    List<Part> was = parts(oldTokens);
    List<Part> now = parts(newTokens);
    int lastKept = -1;
    List<Part> matched = new ArrayList<>();
    for (Part part : was) {
      Part kept = match(part, now);
      if (kept == null) {
        changed = true;
        breaking(prefix + part.name() + " removed: SBE keeps every field (deprecate it instead)");
        continue;
      }
      matched.add(kept);
      lastKept = Math.max(lastKept, kept.order());
      changed |= kept(prefix, part, kept);
    }
    for (Part part : now) {
      if (!matched.contains(part)) {
        changed = true;
        added(prefix, part, oldBlock, lastKept);
      }
    }
    return changed;
  }

  private static Part match(Part part, List<Part> candidates) {
    for (Part candidate : candidates) {
      if (part.id() > 0 && candidate.id() == part.id() && candidate.kind() == part.kind()) {
        return candidate;
      }
    }
    for (Part candidate : candidates) {
      if (candidate.name().equals(part.name())) {
        return candidate;
      }
    }
    return null;
  }

  private boolean kept(String prefix, Part was, Part now) {
    boolean changed = false;
    String at = prefix + was.name();
    if (!was.name().equals(now.name())) {
      findings.add(
          "warning: "
              + at
              + " renamed to "
              + now.name()
              + " (id "
              + now.id()
              + "): the wire is unchanged");
    }
    boolean group = was.kind() == Signal.BEGIN_GROUP; // its block may grow at its end: below
    if (was.offset() != now.offset()
        || !group && was.length() != now.length()
        || !was.type().equals(now.type())
        || was.kind() != now.kind()) {
      breaking(at + " moved or retyped: " + describe(was) + " → " + describe(now));
      changed = true;
    }
    if (was.kind() == Signal.BEGIN_GROUP && now.kind() == Signal.BEGIN_GROUP) {
      changed |= level(at + ".", was.body(), now.body(), was.length(), now.length());
    } else if (was.kind() == Signal.BEGIN_FIELD) {
      for (Token value : now.body()) {
        if (value.signal() == Signal.VALID_VALUE
            && was.body().stream().noneMatch(v -> v.name().equals(value.name()))) {
          changed = true;
          findings.add(
              "warning: "
                  + at
                  + " gained enum value "
                  + value.name()
                  + ": an old decoder meets a value it does not know");
        }
      }
    }
    return changed;
  }

  private void added(String prefix, Part part, int oldBlock, int lastKept) {
    String at = prefix + part.name();
    if (part.since() <= oldVersion) {
      breaking(
          at
              + " added with sinceVersion "
              + part.since()
              + ", not above the old version "
              + oldVersion
              + ": old payloads are read as if they held it");
    }
    if (part.kind() == Signal.BEGIN_FIELD && part.offset() < oldBlock) {
      breaking(
          at
              + " added at offset "
              + part.offset()
              + " inside the old block ("
              + oldBlock
              + " bytes): new fields go at the end");
    }
    if (part.kind() != Signal.BEGIN_FIELD && part.order() < lastKept) {
      breaking(at + " added before an existing group or var data");
    }
  }

  private static List<Part> parts(List<Token> tokens) {
    List<Part> parts = new ArrayList<>();
    int order = 0;
    for (int i = 0; i < tokens.size(); ) {
      Token begin = tokens.get(i);
      int count = Math.max(1, begin.componentTokenCount());
      Token type = tokens.get(Math.min(i + 1, tokens.size() - 1));
      List<Token> body = List.of();
      int length = type.encodedLength();
      String typeName =
          type.signal() == Signal.ENCODING
              ? String.valueOf(type.encoding().primitiveType())
              : type.signal() + " " + type.name();
      if (begin.signal() == Signal.BEGIN_GROUP) {
        int from = i + 1 + type.componentTokenCount();
        body = tokens.subList(from, i + count - 1);
        length = begin.encodedLength();
        typeName = "group";
      } else if (begin.signal() == Signal.BEGIN_FIELD) {
        body = tokens.subList(i + 1, i + count);
      }
      parts.add(
          new Part(
              begin.signal(),
              begin.name(),
              begin.id(),
              begin.version(),
              type.offset(),
              length,
              typeName,
              order++,
              body));
      i += count;
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
