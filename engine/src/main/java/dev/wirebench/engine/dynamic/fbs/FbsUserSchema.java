package dev.wirebench.engine.dynamic.fbs;

import dev.wirebench.engine.dynamic.SchemaOrigin;
import dev.wirebench.engine.dynamic.SchemaText;

/**
 * The user's FlatBuffers schema a dynamic schema was read from: the parsed declarations, the chosen
 * table and the file's text (for flatc), so FlatBuffers code can be generated from the very file.
 *
 * @param model the schema's declarations
 * @param table the table the messages are (the root type unless another was chosen)
 * @param source the file's text, or null when it was not kept
 */
public record FbsUserSchema(FbsModel model, String table, SchemaText source)
    implements SchemaOrigin {
  @Override
  public String codecId() {
    return "flatbuffers";
  }

  @Override
  public String describe() {
    return "FlatBuffers table "
        + (model.namespace().isEmpty() ? "" : model.namespace() + ".")
        + table;
  }
}
