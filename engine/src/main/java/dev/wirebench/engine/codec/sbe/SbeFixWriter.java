package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.sbe.gen.FixMessageEncoder;
import dev.wirebench.engine.codec.sbe.gen.FixMessageEncoder.FieldsEncoder;
import dev.wirebench.engine.codec.sbe.gen.FixNode;
import dev.wirebench.engine.codec.sbe.gen.MessageHeaderEncoder;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import java.util.List;
import org.agrona.MutableDirectBuffer;

/**
 * Writes a FIX message's field tree as the schema's one flat group, in pre-order: a FIELD node per
 * plain field; a GROUP node (children = instances) per repeating-group count field, followed by an
 * INSTANCE node (children = fields) per instance, each followed by its fields.
 */
final class SbeFixWriter {
  /** Deeper nesting than any FIX dictionary uses; bounds the recursion on both sides. */
  static final int MAX_DEPTH = 32;

  private final MessageHeaderEncoder header;
  private final SbeText text;
  private final FixMessageEncoder fix = new FixMessageEncoder();

  SbeFixWriter(MessageHeaderEncoder header, SbeText text) {
    this.header = header;
    this.text = text;
  }

  int write(FixMessage m, MutableDirectBuffer buffer) {
    fix.wrapAndApplyHeader(buffer, 0, header);
    fix.absent().clear().beginString(m.getBeginString() == null);
    int nodes = SbeLimits.count(count(m.getFields(), 0), "fields");
    FieldsEncoder group = fix.fieldsCount(nodes);
    writeFields(group, m.getFields());
    text.put(m.getBeginString());
    fix.putBeginString(text.bytes(), 0, text.length());
    return MessageHeaderEncoder.ENCODED_LENGTH + fix.encodedLength();
  }

  private static int count(List<FixField> fields, int depth) {
    if (depth > MAX_DEPTH) {
      throw new CodecException(
          SbeBinding.ID, -1, "fields", "FIX groups nest deeper than " + MAX_DEPTH + " levels");
    }
    // indexed loops, not for-each: iterators escape the recursion, so they would be garbage
    int nodes = 0;
    for (int f = 0; f < fields.size(); f++) {
      nodes++;
      List<FixGroup> groups = fields.get(f).getGroups();
      for (int g = 0; g < groups.size(); g++) {
        nodes += 1 + count(groups.get(g).getFields(), depth + 1);
      }
    }
    return nodes;
  }

  private void writeFields(FieldsEncoder group, List<FixField> fields) {
    for (int f = 0; f < fields.size(); f++) {
      FixField field = fields.get(f);
      group.next().tag(field.getTag());
      if (field.isGroup()) {
        List<FixGroup> instances = field.getGroups();
        group.node(FixNode.GROUP).children(SbeLimits.count(instances.size(), "groups"));
        group.absent().clear().value(true);
        group.putValue(text.bytes(), 0, 0);
        for (int g = 0; g < instances.size(); g++) {
          FixGroup instance = instances.get(g);
          group.next().tag(0).node(FixNode.INSTANCE);
          group.children(SbeLimits.count(instance.getFields().size(), "fields"));
          group.absent().clear().value(true);
          group.putValue(text.bytes(), 0, 0);
          writeFields(group, instance.getFields());
        }
      } else {
        group.node(FixNode.FIELD).children(0);
        group.absent().clear().value(field.getValue() == null);
        text.put(field.getValue());
        group.putValue(text.bytes(), 0, text.length());
      }
    }
  }
}
