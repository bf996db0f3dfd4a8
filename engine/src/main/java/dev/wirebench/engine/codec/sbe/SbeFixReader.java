package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.mapping.CountText;
import dev.wirebench.engine.codec.sbe.gen.FixMessageDecoder;
import dev.wirebench.engine.codec.sbe.gen.FixMessageDecoder.FieldsDecoder;
import dev.wirebench.engine.codec.sbe.gen.FixNode;
import dev.wirebench.engine.codec.sbe.gen.MessageHeaderDecoder;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.Reuse;
import java.util.ArrayList;
import org.agrona.DirectBuffer;

/**
 * Rebuilds a FIX message's field tree from the flat pre-order node group (see {@link
 * SbeFixWriter}), reusing fields and groups; nesting is bounded by {@link SbeFixWriter#MAX_DEPTH}.
 */
final class SbeFixReader {
  private static final String NODES = "(fields node)";

  private final SbeInput in;
  private final FixMessageDecoder fix = new FixMessageDecoder();
  private FixMessageDecoder message;
  private FieldsDecoder nodes;
  private int node;

  SbeFixReader(SbeInput in) {
    this.in = in;
  }

  int read(DirectBuffer buffer, Message target) {
    FixMessage m = (FixMessage) target;
    message =
        fix.wrap(buffer, MessageHeaderDecoder.ENCODED_LENGTH, FixMessageDecoder.BLOCK_LENGTH, 0);
    boolean noBegin = message.absent().beginString();
    in.at("fields");
    int from = message.limit();
    nodes = message.fields();
    in.requireGroup(
        from, nodes.count(), nodes.actingBlockLength(), FieldsDecoder.sbeBlockLength(), 2);
    node = 0;
    ArrayList<FixField> fields = m.getFields();
    int i = 0;
    while (nodes.hasNext()) {
      readField(fields, i++, 0);
    }
    Reuse.truncate(fields, i);
    in.at("beginString");
    m.setBeginString(
        in.string(m.getBeginString(), noBegin, message.limit(), message.beginStringLength()));
    message.skipBeginString();
    return message.limit();
  }

  private FixNode next() {
    in.at(NODES, node, null);
    in.position(message.limit());
    if (!nodes.hasNext()) {
      throw in.error(message.limit(), "the field tree needs more nodes than the group holds");
    }
    nodes.next();
    node++;
    return nodes.node();
  }

  private void readField(ArrayList<FixField> fields, int index, int depth) {
    FixNode kind = next();
    FixField field = FixField.slot(fields, index);
    field.setTag(nodes.tag());
    int children = nodes.children();
    boolean noValue = nodes.absent().value();
    in.at(NODES, node - 1, "value");
    String value = in.string(field.getValue(), noValue, message.limit(), nodes.valueLength());
    nodes.skipValue();
    if (kind == FixNode.FIELD && children == 0) {
      field.setValue(value);
      Reuse.truncate(field.getGroups(), 0);
    } else if (kind == FixNode.GROUP && children > 0 && value == null) {
      if (depth >= SbeFixWriter.MAX_DEPTH) {
        throw in.error(message.limit(), "FIX groups nest deeper than " + SbeFixWriter.MAX_DEPTH);
      }
      readInstances(field.getGroups(), children, depth + 1);
      field.setValue(CountText.of(field.getValue(), children));
    } else {
      throw in.error(
          message.limit(), kind + " node with " + children + " children where a field belongs");
    }
  }

  private void readInstances(ArrayList<FixGroup> groups, int count, int depth) {
    for (int j = 0; j < count; j++) {
      FixNode kind = next();
      int fieldCount = nodes.children();
      boolean noValue = nodes.absent().value();
      in.string(null, noValue, message.limit(), nodes.valueLength());
      nodes.skipValue();
      if (kind != FixNode.INSTANCE || !noValue) {
        throw in.error(message.limit(), kind + " node where a group instance belongs");
      }
      ArrayList<FixField> fields = FixGroup.slot(groups, j).getFields();
      for (int k = 0; k < fieldCount; k++) {
        readField(fields, k, depth);
      }
      Reuse.truncate(fields, fieldCount);
    }
    Reuse.truncate(groups, count);
  }
}
