package dev.wirebench.engine.compat;

/**
 * One field across two versions, by template ({@code bids[].size}): in both (perhaps renamed or
 * retyped), only in the old version (removed) or only in the new (added).
 *
 * @param oldTemplate the field in the old version, or null when it was added
 * @param newTemplate the field in the new version, or null when it was removed
 * @param how how the two were paired: {@code same name}, {@code --rename}, {@code field number 3},
 *     {@code SBE id 3}, {@code vtable slot 3}, {@code Avro alias}; or {@code removed}, {@code
 *     added}
 */
public record FieldPair(String oldTemplate, String newTemplate, String how) {
  static final String BY_NUMBER = "field number ";
  static final String BY_SBE_ID = "SBE id ";
  static final String BY_SLOT = "vtable slot ";

  /** Whether the pair was made by a format's field identity (number, id, slot), not by name. */
  public boolean byIdentity() {
    return how.startsWith(BY_NUMBER) || how.startsWith(BY_SBE_ID) || how.startsWith(BY_SLOT);
  }

  /** The template in the writer's version for {@code direction}. */
  public String writer(Direction direction) {
    return direction == Direction.OLD_TO_NEW ? oldTemplate : newTemplate;
  }

  /** The template in the reader's version for {@code direction}. */
  public String reader(Direction direction) {
    return direction == Direction.OLD_TO_NEW ? newTemplate : oldTemplate;
  }

  /** The name shown for the pair: {@code size}, {@code size → qty}. */
  public String label() {
    if (oldTemplate == null) {
      return newTemplate;
    }
    return newTemplate == null || newTemplate.equals(oldTemplate)
        ? oldTemplate
        : oldTemplate + " → " + newTemplate;
  }
}
