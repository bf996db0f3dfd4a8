package dev.wirebench.app.cli;

/** Classic hex dump: offset, 16 bytes in two groups of 8, and the printable ASCII column. */
public final class HexDump {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private HexDump() {}

  private static void marks(StringBuilder out, int from, int to, boolean[] marked) {
    boolean any = false;
    StringBuilder line = new StringBuilder("          ");
    for (int i = from; i < to; i++) {
      boolean mark = i < marked.length && marked[i];
      any |= mark;
      line.append(mark ? "^^ " : "   ");
      if (i == from + 7) {
        line.append(' ');
      }
    }
    if (any) {
      out.append(line.toString().stripTrailing()).append('\n');
    }
  }

  public static String format(byte[] bytes) {
    return format(bytes, new boolean[0]);
  }

  /**
   * As {@link #format(byte[])}, with a line of {@code ^^} under the bytes {@code marked} says (a
   * row without a marked byte gets none).
   */
  public static String format(byte[] bytes, boolean[] marked) {
    StringBuilder out = new StringBuilder();
    for (int row = 0; row < bytes.length; row += 16) {
      out.append(String.format("%08x  ", row));
      StringBuilder ascii = new StringBuilder();
      for (int i = row; i < row + 16; i++) {
        if (i < bytes.length) {
          int b = bytes[i] & 0xFF;
          out.append(HEX[b >>> 4]).append(HEX[b & 0xF]).append(' ');
          ascii.append(b >= 0x20 && b < 0x7F ? (char) b : '.');
        } else {
          out.append("   ");
        }
        if (i == row + 7) {
          out.append(' ');
        }
      }
      out.append(" |").append(ascii).append("|\n");
      marks(out, row, Math.min(bytes.length, row + 16), marked);
    }
    return out.toString();
  }
}
