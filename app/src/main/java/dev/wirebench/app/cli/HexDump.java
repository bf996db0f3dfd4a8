package dev.wirebench.app.cli;

/** Classic hex dump: offset, 16 bytes in two groups of 8, and the printable ASCII column. */
public final class HexDump {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private HexDump() {}

  public static String format(byte[] bytes) {
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
    }
    return out.toString();
  }
}
