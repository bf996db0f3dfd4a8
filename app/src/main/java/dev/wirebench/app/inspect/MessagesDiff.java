package dev.wirebench.app.inspect;

import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.FieldDiff;
import dev.wirebench.engine.inspect.MessageDiff;
import dev.wirebench.engine.inspect.PayloadDiff;
import dev.wirebench.engine.inspect.RecordDiff;
import dev.wirebench.engine.model.Message;
import java.util.List;
import java.util.function.Supplier;

/**
 * Two messages (of the model, or of one message file read against its schema) in one codec: the
 * right-hand payload's layout, the differing bytes and the differing fields, or why the right-hand
 * message has no payload.
 *
 * @param right the right-hand payload's layout, or null
 * @param bytes the differing byte ranges, or null
 * @param fields the fields whose values differ
 * @param problem why there is no right-hand payload, or empty
 */
record MessagesDiff(
    PayloadLayout right, PayloadDiff bytes, List<FieldDiff> fields, String problem) {
  /**
   * The background half of a message comparison: encode the other message, diff bytes and fields.
   */
  static MessagesDiff of(
      InspectService service, String codecId, CodecPayload leftView, Message mine, Message other) {
    CodecPayload rightView = service.inspectOne(codecId, other);
    return of(leftView, rightView, () -> MessageDiff.diff(mine, other));
  }

  /**
   * As {@link #of(InspectService, String, CodecPayload, Message, Message)} for messages {@code
   * mine} and {@code other} of one dynamic fixture: fields compared exactly by its schema (decimal
   * scale, float bits, nanoseconds, presence).
   */
  static MessagesDiff of(
      InspectService service,
      String codecId,
      CodecPayload leftView,
      DynamicFixture fixture,
      int mine,
      int other) {
    CodecPayload rightView = service.inspectOne(codecId, fixture, other);
    return of(
        leftView,
        rightView,
        () -> RecordDiff.diff(fixture.messages().get(mine), fixture.messages().get(other)));
  }

  private static MessagesDiff of(
      CodecPayload leftView, CodecPayload rightView, Supplier<List<FieldDiff>> fields) {
    byte[] bytesB = rightView.payload();
    if (bytesB == null) {
      String why =
          rightView.support().supported()
              ? "encode failed: " + rightView.error()
              : rightView.support().describe();
      return new MessagesDiff(null, null, List.of(), why);
    }
    PayloadLayout b = PayloadLayout.of(bytesB, rightView.spans());
    PayloadDiff bytes =
        PayloadDiff.spans(leftView.payload(), leftView.spans(), bytesB, rightView.spans());
    return new MessagesDiff(b, bytes, fields.get(), "");
  }
}
