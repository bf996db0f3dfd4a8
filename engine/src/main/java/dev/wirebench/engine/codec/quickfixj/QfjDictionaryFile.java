package dev.wirebench.engine.codec.quickfixj;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Build step: writes the QuickFIX/J codec's dictionary (QuickFIX/J's FIX44.xml with Wirebench's
 * additions, {@link QfjDictionary}) to the file given, which the engine's build puts next to the
 * codec's classes. Generated from the real FIX44.xml of the quickfixj-messages-all on the class
 * path every build, never edited by hand; the codec then only parses it on first use.
 */
public final class QfjDictionaryFile {
  private QfjDictionaryFile() {}

  /**
   * Writes the dictionary.
   *
   * @param args one argument: the file to write (its folder is created)
   * @throws IOException if the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: QfjDictionaryFile OUTPUT_FILE");
    }
    Path out = Path.of(args[0]);
    Path dir = out.toAbsolutePath().getParent();
    if (dir != null) {
      Files.createDirectories(dir);
    }
    Files.write(out, QfjDictionary.extendedXml());
  }
}
