package dev.wirebench.engine.compat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Input the lab must refuse with a message that says what to give instead, and codecs that break on
 * foreign bytes: an error verdict with what they threw, never a crash of the lab.
 */
class CompatBadInputTest {
  static Field f(String name, FieldKind kind) {
    return new Field(name, FieldType.of(kind), false);
  }

  static final RecordSchema ORDER =
      new RecordSchema(
          "Order",
          List.of(f("id", FieldKind.INT64), f("qty", FieldKind.INT32), f("sym", FieldKind.STRING)));

  @Test
  void twoUnrelatedMessagesAreNotTwoVersions() {
    RecordSchema quote =
        new RecordSchema(
            "Quote",
            List.of(
                f("bid", FieldKind.FLOAT64),
                f("ask", FieldKind.FLOAT64),
                f("venue", FieldKind.STRING),
                f("id", FieldKind.INT64)));
    assertThatThrownBy(() -> CompatInputs.of(ORDER, quote, Map.of(), null))
        .isInstanceOf(CompatInputException.class)
        .hasMessageContaining("not two versions of one message")
        .hasMessageContaining("Order (id, qty, sym) and Quote (bid, ask, venue, id) share 1")
        .hasMessageContaining("--rename");
  }

  @Test
  void aFieldGoneBesideANewOneOfItsKindNeedsTheUserToSay() {
    RecordSchema v2 =
        new RecordSchema(
            "Order",
            List.of(
                f("id", FieldKind.INT64),
                f("quantity", FieldKind.INT64),
                f("sym", FieldKind.STRING)));
    assertThatThrownBy(() -> CompatInputs.of(ORDER, v2, Map.of(), null))
        .isInstanceOf(CompatInputException.class)
        .hasMessage(
            "cannot tell whether qty was renamed to quantity or removed while quantity was added:"
                + " say which with --rename qty=quantity (renamed) or --rename qty= (removed)");
    FieldMapping renamed = CompatInputs.of(ORDER, v2, Map.of("qty", "quantity"), null).mapping();
    assertThat(renamed.toNew("qty")).isEqualTo("quantity");
    assertThat(renamed.pairs()).contains(new FieldPair("qty", "quantity", "--rename"));
    FieldMapping removed = CompatInputs.of(ORDER, v2, Map.of("qty", ""), null).mapping();
    assertThat(removed.pairs())
        .contains(new FieldPair("qty", null, "removed"), new FieldPair(null, "quantity", "added"));
  }

  @Test
  void aRenameOfAFieldTheOldVersionLacksIsRefused() {
    assertThatThrownBy(() -> CompatInputs.of(ORDER, ORDER, Map.of("price", "px"), null))
        .isInstanceOf(CompatInputException.class)
        .hasMessageContaining("--rename price=px: the old version has no field price");
  }

  @Test
  void editsThatNameNoFieldOrNoVerbAreRefused() {
    assertThatThrownBy(() -> SchemaEdits.apply(ORDER, List.of("remove:price")))
        .isInstanceOf(CompatInputException.class)
        .hasMessage("--edit remove:price: no field price there (fields: id, qty, sym)");
    assertThatThrownBy(() -> SchemaEdits.apply(ORDER, List.of("drop:qty")))
        .hasMessageContaining("unknown edit drop");
    assertThatThrownBy(() -> SchemaEdits.apply(ORDER, List.of("retype:qty:int128")))
        .hasMessageContaining("unknown type int128");
  }

  @Test
  void aCodecThatThrowsAnythingOnForeignBytesIsAnErrorVerdict() {
    for (Supplier<Throwable> thrown :
        List.<Supplier<Throwable>>of(
            () -> new IllegalStateException("index out of whack"),
            StackOverflowError::new,
            () -> new OutOfMemoryError("Java heap space"))) {
      CellResult cell = crashingCell(thrown);
      assertThat(cell.verdict()).isEqualTo(Outcome.ERROR);
      assertThat(cell.failedMessages()).isEqualTo(cell.messages()).isPositive();
      assertThat(cell.firstError())
          .startsWith(thrown.get().getClass().getSimpleName())
          .endsWith(
              "(thrown instead of a CodecException: the codec broke its failure contract here)");
    }
  }

  @Test
  void aCodecExceptionKeepsItsOffsetAndField() {
    CellResult cell =
        crashingCell(() -> new CodecException("fake", 17, "qty", "varint runs past the end"));
    assertThat(cell.firstError()).isEqualTo("fake at byte 17 (qty): varint runs past the end");
    assertThat(cell.fields()).allSatisfy(f -> assertThat(f.outcome()).isEqualTo(Outcome.ERROR));
  }

  private static CellResult crashingCell(Supplier<Throwable> thrown) {
    CompatInput input = CompatInputs.of(ORDER, ORDER, Map.of(), null);
    CompatRoute crashing =
        new CompatRoute() {
          @Override
          public byte[] write(DynamicRecord message) {
            return new byte[] {1, 2, 3};
          }

          @Override
          public DynamicRecord read(byte[] payload) {
            Throwable t = thrown.get();
            if (t instanceof RuntimeException e) {
              throw e;
            }
            throw (Error) t;
          }
        };
    return CompatLab.measure(
        "fake",
        Direction.OLD_TO_NEW,
        input,
        crashing,
        DynamicCodecs.discover().create("json", ORDER));
  }
}
