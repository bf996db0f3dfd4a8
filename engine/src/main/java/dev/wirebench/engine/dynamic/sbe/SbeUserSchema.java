package dev.wirebench.engine.dynamic.sbe;

import dev.wirebench.engine.dynamic.SchemaOrigin;
import dev.wirebench.engine.dynamic.SchemaText;
import java.util.List;
import uk.co.real_logic.sbe.ir.Ir;
import uk.co.real_logic.sbe.ir.Token;

/**
 * The user's SBE schema a dynamic schema was read from: sbe-tool's IR and the chosen message's
 * tokens, so the SBE codec encodes with the user's header, ids, offsets, types and null values.
 *
 * @param ir sbe-tool's IR of the user's XML (treated as read-only)
 * @param message the chosen message's tokens, {@code BEGIN_MESSAGE} … {@code END_MESSAGE}
 * @param source the XML file's text for sbe-tool's Java generator ({@code sbe-gen}), or null
 */
public record SbeUserSchema(Ir ir, List<Token> message, SchemaText source) implements SchemaOrigin {
  public SbeUserSchema {
    message = List.copyOf(message);
  }

  /** The message's name in the schema. */
  public String messageName() {
    return message.get(0).name();
  }

  @Override
  public String codecId() {
    return "sbe";
  }

  @Override
  public String describe() {
    return "SBE XML message "
        + messageName()
        + " (schema id "
        + ir.id()
        + ", version "
        + ir.version()
        + ", template id "
        + message.get(0).id()
        + ")";
  }
}
