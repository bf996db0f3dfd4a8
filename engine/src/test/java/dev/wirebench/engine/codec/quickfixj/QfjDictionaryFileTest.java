package dev.wirebench.engine.codec.quickfixj;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import quickfix.DataDictionary;

/** The dictionary the build writes is the one the codec would otherwise build in memory. */
class QfjDictionaryFileTest {
  @Test
  void theBuiltResourceIsFix44WithTheAdditionsByteForByte() throws Exception {
    byte[] built;
    try (InputStream in = QfjDictionary.class.getResourceAsStream(QfjDictionary.RESOURCE)) {
      assertThat(in).as("the engine build writes %s", QfjDictionary.RESOURCE).isNotNull();
      built = in.readAllBytes();
    }
    assertThat(built).isEqualTo(QfjDictionary.extendedXml());
  }

  @Test
  void mainWritesTheDictionaryQuickfixjReads(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("sub/FIX44-wirebench.xml");
    QfjDictionaryFile.main(new String[] {out.toString()});
    assertThat(Files.readAllBytes(out)).isEqualTo(QfjDictionary.extendedXml());
    DataDictionary read;
    try (InputStream in = Files.newInputStream(out)) {
      read = new DataDictionary(in);
    }
    // the additions: a field FIX 4.4 lacks, inside the 35=W entries group, and 269=J
    assertThat(read.isField(5054)).isTrue();
    assertThat(read.getGroup("W", 268).getDataDictionary().isField(5054)).isTrue();
    assertThat(read.isFieldValue(269, "J")).isTrue();
    assertThat(QfjDictionary.get().getGroup("X", 268).getDataDictionary().isField(1023)).isTrue();
  }
}
