package dev.wirebench.app.inspect;

import static dev.wirebench.app.inspect.PayloadCompareFormat.bytesText;
import static dev.wirebench.app.inspect.PayloadCompareFormat.fieldPaths;
import static dev.wirebench.app.inspect.PayloadCompareFormat.label;
import static dev.wirebench.app.inspect.PayloadCompareFormat.ranges;
import static dev.wirebench.app.inspect.PayloadCompareFormat.signed;
import static dev.wirebench.app.inspect.PayloadCompareFormat.title;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.FieldDiff;
import dev.wirebench.engine.inspect.PayloadDiff;
import dev.wirebench.engine.model.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Compares payloads side by side: two codecs on the inspected message (bytes per field), or one
 * codec on two messages — of the inspected fixture or another; for a message file read against its
 * schema, two of its own messages — with differing bytes marked and the fields that differ listed.
 * Selecting a field selects it on both sides. Loading another fixture runs on the task executor. FX
 * thread only.
 */
public final class PayloadCompareViewModel {
  /** What is compared. */
  public enum Mode {
    TWO_CODECS,
    TWO_MESSAGES
  }

  private final InspectService service;
  private final TaskExecutor executor;
  private final ReadOnlyObjectWrapper<Mode> mode = new ReadOnlyObjectWrapper<>(Mode.TWO_CODECS);
  private final ObservableList<String> codecIds = FXCollections.observableArrayList();
  private final ObservableList<String> codecIdsView =
      FXCollections.unmodifiableObservableList(codecIds);
  private final ReadOnlyStringWrapper leftCodec = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper rightCodec = new ReadOnlyStringWrapper("");
  private final ReadOnlyObjectWrapper<FixtureChoice> rightFixture = new ReadOnlyObjectWrapper<>();
  private final ObservableList<String> rightMessages = FXCollections.observableArrayList();
  private final ObservableList<String> rightMessagesView =
      FXCollections.unmodifiableObservableList(rightMessages);
  private final ReadOnlyIntegerWrapper rightMessage = new ReadOnlyIntegerWrapper();
  private final PayloadCompareSide left = new PayloadCompareSide();
  private final PayloadCompareSide right = new PayloadCompareSide();
  private final ObservableList<PayloadCompareRow> rows = FXCollections.observableArrayList();
  private final ObservableList<PayloadCompareRow> rowsView =
      FXCollections.unmodifiableObservableList(rows);
  private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
  private Inspection inspection;
  private LoadedFixture rightLoaded;
  private TaskHandle pending;

  public PayloadCompareViewModel(InspectService service, TaskExecutor executor) {
    this.service = service;
    this.executor = executor;
  }

  // ---- commands

  /** The inspected message changed: compare it again, keeping the chosen codecs if possible. */
  public void inspected(Inspection shown) {
    boolean sameFixture =
        inspection != null && shown != null && inspection.loaded() == shown.loaded();
    inspection = shown;
    if (shown == null) {
      return;
    }
    String path = left.selection().path();
    if (path != null && shown.tree().find(path) == null) {
      selectPath(null);
    }
    codecIds.setAll(shown.layouts().keySet().stream().sorted(this::registryOrder).toList());
    if (!codecIds.contains(leftCodec.get())) {
      leftCodec.set(codecIds.isEmpty() ? "" : codecIds.get(0));
    }
    if (!codecIds.contains(rightCodec.get()) || rightCodec.get().equals(leftCodec.get())) {
      rightCodec.set(
          codecIds.stream()
              .filter(id -> !id.equals(leftCodec.get()))
              .findFirst()
              .orElse(leftCodec.get()));
    }
    if (!sameFixture || rightFixture.get() == null) {
      rightFixture.set(shown.choice());
      rightLoaded = shown.fixture();
      rightMessages.setAll(shown.messageLabels());
      int count = shown.messageCount();
      rightMessage.set(count > 1 ? (shown.messageIndex() + 1) % count : 0);
    }
    refresh();
  }

  /** The codec selected in Inspect goes on the left; the right keeps its own unless the same. */
  public void followCodec(String id) {
    if (!codecIds.contains(id) || id.equals(leftCodec.get())) {
      return;
    }
    leftCodec.set(id);
    if (rightCodec.get().equals(id) || !codecIds.contains(rightCodec.get())) {
      rightCodec.set(codecIds.stream().filter(c -> !c.equals(id)).findFirst().orElse(id));
    }
    refresh();
  }

  public void setMode(Mode newMode) {
    mode.set(newMode);
    refresh();
  }

  /** The codec on the left (two codecs), or the one codec (two messages). */
  public void setLeftCodec(String id) {
    leftCodec.set(id);
    refresh();
  }

  public void setRightCodec(String id) {
    rightCodec.set(id);
    refresh();
  }

  /** The fixture of the right-hand message (loaded in the background if it is another one). */
  public void setRightFixture(FixtureChoice choice) {
    if (choice == null || choice.equals(rightFixture.get())) {
      return;
    }
    if (inspection != null && inspection.isDynamic()) {
      rightFixture.set(inspection.choice()); // the picker goes back to this file
      summary.set(PayloadCompareFormat.MESSAGES_OF_ONE_FILE);
      return;
    }
    rightFixture.set(choice);
    if (inspection != null && choice.equals(inspection.choice())) {
      rightLoaded = inspection.fixture();
      rightMessages.setAll(inspection.messageLabels());
      rightMessage.set(0);
      refresh();
      return;
    }
    cancelPending();
    busy.set(true);
    pending =
        executor.submit(
            "Loading " + choice.label(),
            context -> {
              LoadedFixture loaded = service.load(choice);
              return new Loaded(loaded, service.labels(loaded));
            },
            loaded -> {
              busy.set(false);
              rightLoaded = loaded.fixture();
              rightMessages.setAll(loaded.labels());
              rightMessage.set(0);
              refresh();
            },
            this::rightFailed);
  }

  public void setRightMessage(int index) {
    rightMessage.set(index);
    refresh();
  }

  /** Selects a field on both sides (from the field list or either tree). */
  public void selectPath(String path) {
    left.selection().selectPath(path);
    right.selection().selectPath(path);
  }

  /** A click on a byte of one side selects that field on both. */
  public void clickByte(PayloadCompareSide side, int offset) {
    PayloadLayout layout = side.layoutProperty().get();
    if (layout == null || offset < 0 || offset >= layout.size()) {
      return;
    }
    String field = layout.fieldAt(offset);
    if (field == null) {
      side.selection().clickByte(offset, null);
    } else {
      selectPath(inspection == null ? field : inspection.tree().nearest(field).path());
    }
  }

  // ---- state

  public ReadOnlyObjectProperty<Mode> modeProperty() {
    return mode.getReadOnlyProperty();
  }

  /** Codecs with a payload for the inspected message, in registry order. */
  public ObservableList<String> codecIds() {
    return codecIdsView;
  }

  public ReadOnlyStringProperty leftCodecProperty() {
    return leftCodec.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty rightCodecProperty() {
    return rightCodec.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<FixtureChoice> rightFixtureProperty() {
    return rightFixture.getReadOnlyProperty();
  }

  public ObservableList<String> rightMessages() {
    return rightMessagesView;
  }

  public ReadOnlyIntegerProperty rightMessageProperty() {
    return rightMessage.getReadOnlyProperty();
  }

  public PayloadCompareSide left() {
    return left;
  }

  public PayloadCompareSide right() {
    return right;
  }

  /** Bytes per field (two codecs) or the differing fields (two messages). */
  public ObservableList<PayloadCompareRow> rows() {
    return rowsView;
  }

  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  // ---- internals

  private record Loaded(LoadedFixture fixture, List<String> labels) {}

  private void refresh() {
    if (inspection == null) {
      return;
    }
    if (mode.get() == Mode.TWO_CODECS) {
      compareCodecs();
    } else {
      compareMessages();
    }
    String path = left.selection().path();
    selectPath(path);
  }

  private void compareCodecs() {
    PayloadLayout a = inspection.layouts().get(leftCodec.get());
    PayloadLayout b = inspection.layouts().get(rightCodec.get());
    left.show(title(leftCodec.get(), a), a, List.of(), a == null ? note(leftCodec.get()) : "");
    right.show(title(rightCodec.get(), b), b, List.of(), b == null ? note(rightCodec.get()) : "");
    List<PayloadCompareRow> fieldRows = new ArrayList<>();
    if (a != null && b != null) {
      for (String path : fieldPaths(a, b)) {
        int bytesA = a.bytesOf(path);
        int bytesB = b.bytesOf(path);
        fieldRows.add(
            new PayloadCompareRow(
                path, bytesText(bytesA), bytesText(bytesB), signed(bytesB - bytesA)));
      }
      summary.set(PayloadCompareFormat.codecsSummary(leftCodec.get(), a, rightCodec.get(), b));
    } else {
      summary.set("Pick two codecs that encode this message.");
    }
    rows.setAll(fieldRows);
  }

  private void compareMessages() {
    String codecId = leftCodec.get();
    PayloadLayout a = inspection.layouts().get(codecId);
    CodecPayload leftView = inspection.view(codecId);
    boolean dynamic = inspection.isDynamic();
    // A message file's messages share one schema: its own messages are the right-hand choices.
    int count =
        dynamic
            ? inspection.messageCount()
            : rightLoaded == null ? 0 : rightLoaded.messages().size();
    if (count == 0 || a == null || leftView == null) {
      left.show(title(codecId, a), a, List.of(), a == null ? note(codecId) : "");
      right.show("", null, List.of(), rightLoaded == null && !dynamic ? "Loading…" : "");
      rows.clear();
      summary.set("");
      return;
    }
    int index = Math.min(rightMessage.get(), count - 1);
    Supplier<MessagesDiff> job;
    if (dynamic) {
      DynamicFixture file = inspection.dynamic();
      int mine = inspection.messageIndex();
      job = () -> MessagesDiff.of(service, codecId, leftView, file, mine, index);
    } else {
      Message mine = inspection.message();
      Message other = rightLoaded.messages().get(index);
      job = () -> MessagesDiff.of(service, codecId, leftView, mine, other);
    }
    String leftTitle = label(inspection.messageLabels(), inspection.messageIndex());
    String rightTitle = label(rightMessages, index);
    cancelPending();
    busy.set(true);
    pending =
        executor.submit(
            "Comparing two messages in " + codecId,
            context -> job.get(),
            result -> {
              busy.set(false);
              pending = null;
              // The user may have switched to comparing codecs meanwhile.
              if (mode.get() == Mode.TWO_MESSAGES) {
                showMessages(codecId, a, leftTitle, rightTitle, result);
              }
            },
            failure -> {
              busy.set(false);
              pending = null;
              executor.reportUnexpected(failure);
            });
  }

  private void showMessages(
      String codecId, PayloadLayout a, String leftTitle, String rightTitle, MessagesDiff result) {
    String path = left.selection().path();
    if (result.right() == null) {
      left.show(leftTitle + " · " + a.size() + " B", a, List.of(), "");
      right.show(rightTitle, null, List.of(), result.problem());
      rows.clear();
      summary.set(codecId + " cannot encode the right-hand message: " + result.problem());
      return;
    }
    PayloadLayout b = result.right();
    PayloadDiff diff = result.bytes();
    List<FieldDiff> fields = result.fields();
    left.show(leftTitle + " · " + a.size() + " B", a, ranges(diff.changedInA()), "");
    right.show(rightTitle + " · " + b.size() + " B", b, ranges(diff.changedInB()), "");
    rows.setAll(
        fields.stream()
            .map(f -> new PayloadCompareRow(f.path(), f.expected(), f.actual(), ""))
            .toList());
    summary.set(PayloadCompareFormat.messagesSummary(codecId, a, b, diff, fields.size()));
    selectPath(path);
  }

  private void rightFailed(Throwable failure) {
    busy.set(false);
    pending = null;
    if (failure instanceof FixtureException broken) {
      rightLoaded = null;
      rows.clear();
      right.show("", null, List.of(), LoadError.of(broken).detail());
      summary.set(LoadError.of(broken).title());
    } else {
      executor.reportUnexpected(failure);
    }
  }

  private void cancelPending() {
    if (pending != null) {
      pending.cancel();
      pending = null;
    }
  }

  private int registryOrder(String a, String b) {
    List<String> ids = service.registry().ids();
    return Integer.compare(ids.indexOf(a), ids.indexOf(b));
  }

  private String note(String codecId) {
    CodecPayload view = inspection.view(codecId);
    if (view == null) {
      return "";
    }
    return view.support().supported()
        ? "encode failed: " + view.error()
        : view.support().describe();
  }
}
