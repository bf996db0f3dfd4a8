package dev.wirebench.engine.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.dynamic.fbs.FbsUserSchema;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * FlatBuffers' slot rules beside the bytes: the order-book changes of {@code docs/examples/compat}
 * and hand-written versions that remove, deprecate, reorder and reuse slots.
 */
class CompatFbsRulesTest {
  private static final String V1 =
      """
      namespace t;
      enum Side : byte { BUY, SELL }
      table Fill {
        orderId: string;
        lots: int;
        side: Side;
        venue: string;
      }
      root_type Fill;
      """;

  @TempDir Path dir;

  private StaticVerdict check(String old, String neu) throws IOException {
    DynamicFixtureLoader loader = new DynamicFixtureLoader();
    Path a = Files.writeString(dir.resolve("a.fbs"), old);
    Path b = Files.writeString(dir.resolve("b.fbs"), neu);
    return FbsRules.check(
        (FbsUserSchema) loader.readSchema(a).origin(),
        (FbsUserSchema) loader.readSchema(b).origin());
  }

  @Test
  void theOrderBookChangesAreJudgedByTheirSlotsAndTheRowShowsTheVerdict() {
    List<String> row = List.of("flatbuffers-gen");
    StaticVerdict added =
        CompatFileSchemasTest.run("fbs", "add-field", row, Map.of())
            .cellsOf("flatbuffers-gen")
            .get(0)
            .staticVerdict();
    assertThat(added.checker()).isEqualTo("FlatBuffers slot rules");
    assertThat(added.compatible()).isTrue();
    StaticVerdict removed =
        CompatFileSchemasTest.run("fbs", "remove-field", row, Map.of())
            .cellsOf("flatbuffers-gen")
            .get(0)
            .staticVerdict();
    assertThat(removed.compatible()).isFalse();
    assertThat(removed.findings())
        .contains(
            "breaking: OrderBookSnapshot: field sequence (slot 4) removed instead of marked"
                + " deprecated: every later field shifts a slot and reads its neighbour's bytes")
        .anyMatch(f -> f.contains("the removal shifts isTrading 5 → 4, tradingStatus 6 → 5"))
        .hasSize(2);
    StaticVerdict widened =
        CompatFileSchemasTest.run("fbs", "widen", row, Map.of())
            .cellsOf("flatbuffers-gen")
            .get(0)
            .staticVerdict();
    assertThat(widened.compatible()).isFalse();
    assertThat(widened.findings()).anyMatch(f -> f.contains("field size (slot 1) changed type"));
    CellResult renamed =
        CompatFileSchemasTest.run("fbs", "rename", row, Map.of()).cellsOf("flatbuffers-gen").get(0);
    assertThat(renamed.staticVerdict().compatible()).isTrue();
    assertThat(renamed.staticVerdict().findings())
        .anyMatch(f -> f.startsWith("warning:") && f.contains("renamed to exchange"));
    assertThat(renamed.disagreement()).isNull();
  }

  @Test
  void aDeprecatedFieldKeepsItsSlotAndAReusedOneBreaks() throws IOException {
    String deprecated = V1.replace("lots: int;", "lots: int (deprecated);");
    assertThat(check(V1, deprecated).compatible()).isTrue();
    StaticVerdict reused =
        check(deprecated, deprecated.replace("lots: int (deprecated);", "qty: int;"));
    assertThat(reused.compatible()).isFalse();
    assertThat(reused.findings())
        .contains(
            "breaking: Fill: slot 1 of deprecated lots reused by qty: old payloads' values there"
                + " read as qty");
  }

  @Test
  void reorderedIdsAndAMovedFieldBreak() throws IOException {
    String ids =
        V1.replace("orderId: string;", "orderId: string (id: 0);")
            .replace("lots: int;", "lots: int (id: 1);")
            .replace("side: Side;", "side: Side (id: 2);")
            .replace("venue: string;", "venue: string (id: 3);");
    // the same declaration order with ids swapped: orderId and venue trade slots
    String swapped =
        ids.replace("(id: 0)", "(id: X)")
            .replace("(id: 3)", "(id: 0)")
            .replace("(id: X)", "(id: 3)");
    StaticVerdict verdict = check(ids, swapped);
    assertThat(verdict.compatible()).isFalse();
    assertThat(verdict.findings())
        .anyMatch(f -> f.contains("field venue moved from slot 3 to 0"))
        .anyMatch(f -> f.contains("field orderId moved from slot 0 to 3"));
    // a declaration reordered without ids moves its slot too
    String moved =
        V1.replace("  lots: int;\n", "").replace("venue: string;", "venue: string;\n  lots: int;");
    assertThat(check(V1, moved).findings())
        .anyMatch(f -> f.contains("field lots moved from slot 1 to 3"));
  }

  @Test
  void anAddedEnumValueIsAWarningAndARenumberedOneBreaks() throws IOException {
    StaticVerdict added = check(V1, V1.replace("BUY, SELL", "BUY, SELL, CROSS"));
    assertThat(added.compatible()).isTrue();
    assertThat(added.findings()).anyMatch(f -> f.contains("value CROSS added"));
    StaticVerdict renumbered = check(V1, V1.replace("BUY, SELL", "SELL, BUY"));
    assertThat(renumbered.compatible()).isFalse();
    assertThat(renumbered.findings()).anyMatch(f -> f.contains("value BUY renumbered 0 → 1"));
  }
}
