package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextTableTest {
  @Test
  void aRemarkRowRunsPastItsColumnWithoutWideningIt() {
    String reason = "n/a — a reason far longer than any value of the column";
    String text =
        new TextTable("codec", "bytes", "round trip", "contract")
            .row("json", 397, "exact", "fills_reused")
            .remarkRow(2, "kryo", "", reason)
            .render();

    String[] lines = text.split("\n");
    // The round-trip column is as wide as its header ("round trip", 10), not as the reason.
    assertThat(lines[0]).isEqualTo("codec  bytes  round trip  contract");
    assertThat(lines[2]).isEqualTo("json     397  exact       fills_reused");
    // The reason starts where the column does (codec 5 + 2 + bytes 5 + 2 = column 14), whole.
    assertThat(lines[3]).isEqualTo("kryo" + " ".repeat(10) + reason);
  }

  @Test
  void plainRowsStillSizeEveryColumnToTheirWidestCell() {
    String text = new TextTable("a", "b").row("long cell", "x").row("y", "z").render();

    assertThat(text).isEqualTo("a          b\n---------  -\nlong cell  x\ny          z\n");
  }
}
