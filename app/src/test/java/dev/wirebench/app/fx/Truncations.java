package dev.wirebench.app.fx;

import dev.wirebench.app.widgets.ColumnFit;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * Finds text a user cannot read whole on screen, by walking a laid-out scene graph (call on the FX
 * thread, after layout):
 *
 * <ul>
 *   <li>a {@link Labeled} (labels, buttons, table and list cells, tabs, combo box buttons) whose
 *       skin shows other text than the control holds: JavaFX replaced the end with "…" because the
 *       text did not fit;
 *   <li>a {@link TextInputControl} holding a number that is wider than the room inside it, or free
 *       text in a field narrower than 12 characters (free text may scroll in a field that shows a
 *       usable stretch of it), or a field collapsed to less than two characters' width (an "empty
 *       box").
 * </ul>
 *
 * Hidden nodes (and the contents of tabs not selected) are skipped: they are not on screen.
 */
public final class Truncations {
  private static final Pattern DIGIT = Pattern.compile("\\d");

  /** Free text may scroll inside a field that shows at least this many characters of it. */
  private static final int USABLE_CHARS = 12;

  /** One piece of text shown cut short. */
  public record Cut(Node node, String kind, String full, String shown) {
    /**
     * Whether the text is a number a user reads (a value, a value with its unit or interval, a
     * date): at least 30 % of its visible characters are digits, so prose holding a digit ("seed
     * run 1") is not.
     */
    public boolean numeric() {
      String visible = full.replaceAll("\\s", "");
      long digits = DIGIT.matcher(visible).results().count();
      return digits > 0 && digits * 10 >= visible.length() * 3L;
    }

    @Override
    public String toString() {
      String id = node.getId() == null ? "" : "#" + node.getId();
      return kind
          + " "
          + node.getClass().getSimpleName()
          + id
          + " in "
          + path(node)
          + ": '"
          + full
          + "' shown as '"
          + shown
          + "'";
    }
  }

  private Truncations() {}

  /** Every piece of text shown cut short under {@code root}. */
  public static List<Cut> in(Parent root) {
    List<Cut> cuts = new ArrayList<>();
    walk(root, cuts);
    return cuts;
  }

  /** The cuts a user of a number-heavy screen must never see: numbers, inputs and buttons. */
  public static List<Cut> unreadable(Parent root) {
    return in(root).stream()
        .filter(
            c ->
                c.numeric()
                    || c.kind().equals("input")
                    || c.node() instanceof javafx.scene.control.ButtonBase)
        .filter(c -> !toldByTooltip(c))
        .toList();
  }

  /**
   * A value in a column that may cut its text ({@link ColumnFit#MAY_CUT}: decoded values beside
   * names that must read whole) whose cell tells the whole text in its tooltip.
   */
  private static boolean toldByTooltip(Cut cut) {
    if (!(cut.node() instanceof IndexedCell<?> cell)) {
      return false;
    }
    TableColumnBase<?, ?> column =
        cell instanceof TableCell<?, ?> t
            ? t.getTableColumn()
            : cell instanceof TreeTableCell<?, ?> t ? t.getTableColumn() : null;
    return column != null
        && column.getStyleClass().contains(ColumnFit.MAY_CUT)
        && cell.getTooltip() != null
        && cut.full().equals(cell.getTooltip().getText());
  }

  private static void walk(Node node, List<Cut> cuts) {
    if (!node.isVisible() || node.getOpacity() == 0) {
      return;
    }
    if (node instanceof Labeled labeled) {
      labeled(labeled, cuts);
    } else if (node instanceof TextInputControl input) {
      input(input, cuts);
    }
    if (node instanceof Parent parent) {
      for (Node child : parent.getChildrenUnmodifiable()) {
        walk(child, cuts);
      }
    }
  }

  private static void labeled(Labeled labeled, List<Cut> cuts) {
    String full = labeled.getText();
    if (full == null
        || full.isBlank()
        || labeled.getContentDisplay() == ContentDisplay.GRAPHIC_ONLY
        || labeled.getWidth() <= 0) {
      return;
    }
    if (labeled.isMnemonicParsing()) {
      full = withoutMnemonic(full);
    }
    for (Node child : labeled.getChildrenUnmodifiable()) {
      if (child instanceof Text text && child.isVisible()) {
        String shown = text.getText() == null ? "" : text.getText();
        if (!same(full, shown)) {
          cuts.add(new Cut(labeled, "label", full, shown));
        } else if (pastViewport(text)) {
          cuts.add(new Cut(labeled, "label", full, "(past the table's right edge)"));
        }
        return;
      }
    }
  }

  /**
   * Whether a cell's text runs past the right edge of the table rows' viewport (under the vertical
   * scroll bar, or beyond) in a table that cannot scroll sideways: cut without an ellipsis.
   */
  private static boolean pastViewport(Text text) {
    Node viewport = text.getParent();
    while (viewport != null && !viewport.getStyleClass().contains("clipped-container")) {
      viewport = viewport.getParent();
    }
    if (viewport == null || !(viewport.getParent() instanceof VirtualFlow<?> flow)) {
      return false;
    }
    boolean scrollsSideways =
        flow.getChildrenUnmodifiable().stream()
            .anyMatch(
                n ->
                    n instanceof ScrollBar bar
                        && bar.getOrientation() == Orientation.HORIZONTAL
                        && bar.isVisible());
    if (scrollsSideways) {
      return false;
    }
    Bounds shown = text.localToScene(text.getLayoutBounds());
    Bounds room = viewport.localToScene(viewport.getLayoutBounds());
    return shown.getMaxX() > room.getMaxX() + 0.5;
  }

  /** Wrapped text may be shown with its line breaks and spaces moved: compare the words. */
  private static boolean same(String full, String shown) {
    return full.replaceAll("\\s+", " ").strip().equals(shown.replaceAll("\\s+", " ").strip());
  }

  private static void input(TextInputControl input, List<Cut> cuts) {
    if (input.getWidth() <= 0) {
      return;
    }
    double room = input.getWidth() - input.snappedLeftInset() - input.snappedRightInset();
    String text = input.getText() == null ? "" : input.getText();
    double needed = width(text, input.getFont());
    double usable = USABLE_CHARS * width("0", input.getFont());
    // A number must fit whole; free text (JVM flags, a label) may scroll inside a field that
    // still shows a usable stretch of it; no field may collapse below that.
    boolean number = new Cut(input, "input", text, "").numeric();
    if (needed > room + 0.5 && (number || room < usable)) {
      cuts.add(new Cut(input, "input", text, "(" + (int) room + " px for " + (int) needed + ")"));
    } else if (room < 2 * width("0", input.getFont())) {
      cuts.add(new Cut(input, "input", text, "(collapsed to " + (int) room + " px)"));
    }
  }

  /** The width of {@code text} in {@code font}, as a Text node lays it out. */
  public static double width(String text, Font font) {
    Text probe = new Text(text);
    probe.setFont(font);
    return probe.getLayoutBounds().getWidth();
  }

  /** "_File" shows as "File"; "__" shows one underscore. */
  static String withoutMnemonic(String text) {
    int i = text.indexOf('_');
    while (i >= 0 && i + 1 < text.length() && text.charAt(i + 1) == '_') {
      i = text.indexOf('_', i + 2);
    }
    return i < 0 ? text.replace("__", "_") : text.substring(0, i) + text.substring(i + 1);
  }

  private static String path(Node node) {
    StringBuilder path = new StringBuilder();
    for (Node n = node.getParent(); n != null; n = n.getParent()) {
      if (n.getId() != null) {
        path.append(path.length() == 0 ? "" : " < ").append('#').append(n.getId());
        if (path.length() > 120) {
          break;
        }
      }
    }
    return path.length() == 0 ? "(scene)" : path.toString();
  }
}
