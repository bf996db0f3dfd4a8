package dev.wirebench.engine.model;

import java.io.Serializable;
import java.util.ArrayList;

/**
 * One tag=value field of a {@link FixMessage}. A repeating-group count field (NumInGroup, e.g. 146
 * NoRelatedSym) carries its group instances in {@link #getGroups()}; its value is then the count as
 * text.
 */
public final class FixField implements Serializable {
  private static final long serialVersionUID = 1L;

  private int tag;
  private String value;
  private final ArrayList<FixGroup> groups = new ArrayList<>();

  public int getTag() {
    return tag;
  }

  public void setTag(int tag) {
    this.tag = tag;
  }

  public String getValue() {
    return value;
  }

  public void setValue(String value) {
    this.value = value;
  }

  /** Whether this field opens a repeating group. */
  public boolean isGroup() {
    return !groups.isEmpty();
  }

  /** The group instances (empty unless this is a NumInGroup field); refilled in place. */
  public ArrayList<FixGroup> getGroups() {
    return groups;
  }

  /** The field at {@code index} of {@code fields}, reused or appended. */
  public static FixField slot(ArrayList<FixField> fields, int index) {
    return Reuse.slot(fields, index, FixField.class, FixField::new);
  }
}
