package dev.wirebench.engine.model;

import java.io.Serializable;
import java.util.ArrayList;

/** One instance of a FIX repeating group: an ordered list of fields, which may open groups. */
public final class FixGroup implements Serializable {
  private static final long serialVersionUID = 1L;

  private final ArrayList<FixField> fields = new ArrayList<>();

  public ArrayList<FixField> getFields() {
    return fields;
  }

  /** The group at {@code index} of {@code groups}, reused or appended. */
  public static FixGroup slot(ArrayList<FixGroup> groups, int index) {
    return Reuse.slot(groups, index, FixGroup.class, FixGroup::new);
  }
}
