package dev.wirebench.storage.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BadImportTest {
  @TempDir Path dir;
  private RunStore store;

  @BeforeEach
  void open() {
    store = RunStore.open(dir.resolve("runs.db"));
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void truncatedJsonNamesTheFileLineAndColumnAndWritesNothing() throws IOException {
    String whole = JmhFiles.text(JmhFiles.GENERIC_137);
    Path file = write("cut.json", whole.substring(0, whole.length() / 2));

    assertThatThrownBy(() -> JmhImport.importFile(store, file, null, false))
        .isInstanceOf(ImportException.class)
        .hasMessageStartingWith("cut.json: not valid JSON at line ")
        .hasMessageContaining("column ");
    assertNothingWritten();
  }

  @Test
  void garbageAfterTheArrayIsRejected() throws IOException {
    Path file = write("tail.json", JmhFiles.text(JmhFiles.GENERIC_137) + "\n{\"more\": 1}");

    assertThatThrownBy(() -> JmhImport.importFile(store, file, null, false))
        .hasMessageContaining("tail.json: not valid JSON at line");
    assertNothingWritten();
  }

  @Test
  void foreignJsonSaysWhatWasExpectedWhere() throws IOException {
    Path object = write("package.json", "{\"name\": \"left-pad\", \"version\": \"1.3.0\"}");
    Path array = write("list.json", "[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\"}]");
    Path mode =
        write(
            "mode.json", "[{\"benchmark\": \"a.B.c\", \"mode\": \"fast\", \"primaryMetric\": {}}]");

    assertThatThrownBy(() -> JmhImport.importFile(store, object, null, false))
        .isInstanceOf(ImportException.class)
        .hasMessage(
            "package.json: $: expected an array of benchmark results, found an object"
                + " (this does not look like a JMH JSON result file)");
    assertThatThrownBy(() -> JmhImport.importFile(store, array, null, false))
        .hasMessageStartingWith("list.json: $[0].primaryMetric: expected an object, found nothing");
    assertThatThrownBy(() -> JmhImport.importFile(store, mode, null, false))
        .hasMessageStartingWith("mode.json: $[0].mode: unknown JMH mode 'fast'");
    assertNothingWritten();
  }

  @Test
  void oneBadResultLateInAGoodFileRejectsTheWholeFile() throws IOException {
    String whole = JmhFiles.text(JmhFiles.ALL_MODES_137);
    int last = whole.indexOf("\"scoreUnit\"", whole.lastIndexOf("\"primaryMetric\""));
    Path file =
        write(
            "late.json", whole.substring(0, last) + "\"scoreUnits\"" + whole.substring(last + 11));

    assertThatThrownBy(() -> JmhImport.importFile(store, file, null, false))
        .hasMessageStartingWith("late.json: $[15].primaryMetric.scoreUnit: expected text");
    assertNothingWritten();
  }

  @Test
  void emptyFilesAndEmptyArraysSaySo() throws IOException {
    Path empty = write("empty.json", "");
    Path blank = write("blank.json", "  \n ");
    Path none = write("none.json", "[]");

    assertThatThrownBy(() -> JmhImport.importFile(store, empty, null, false))
        .hasMessage("empty.json: the file is empty; expected JMH's JSON result array (-rf json)");
    assertThatThrownBy(() -> JmhImport.importFile(store, blank, null, false))
        .hasMessageContaining("blank.json: the file is empty");
    assertThatThrownBy(() -> JmhImport.importFile(store, none, null, false))
        .hasMessageContaining("none.json: holds no benchmark results");
    assertNothingWritten();
  }

  @Test
  void aMissingFileSaysSo() {
    Path missing = dir.resolve("missing.json");

    assertThatThrownBy(() -> JmhImport.importFile(store, missing, null, false))
        .isInstanceOf(ImportException.class)
        .hasMessageEndingWith("missing.json: no such file");
  }

  @Test
  void numbersNoBenchmarkCanHaveAreRefusedWithTheirJsonPathAndNothingIsStored() throws IOException {
    assertRefused(
        "\"score\" : 0.04192455019868482",
        "\"score\" : 1e400",
        "huge.json: $[0].primaryMetric.score: a number beyond a double's range (over 1.8e308) is"
            + " not a finite number; nothing imported");
    assertRefused(
        "\"score\" : 0.04192455019868482",
        "\"score\" : NaN",
        "nan.json: $[0].primaryMetric.score: NaN is not a finite number; nothing imported");
    assertRefused(
        "\"score\" : 0.04192455019868482",
        "\"score\" : \"NaN\"",
        "nans.json: $[0].primaryMetric.score: \"NaN\" is not a finite number; nothing imported");
    assertRefused(
        "\"forks\" : 2",
        "\"forks\" : -2",
        "forks.json: $[0].forks: -2 is not a whole number of at least 0; nothing imported");
    assertRefused(
        "\"threads\" : 1",
        "\"threads\" : 0",
        "threads.json: $[0].threads: 0 is not a whole number of at least 1; nothing imported");
    assertRefused(
        "\"measurementIterations\" : 3",
        "\"measurementIterations\" : -3",
        "iterations.json: $[0].measurementIterations: -3 is not a whole number of at least 0;"
            + " nothing imported");
    assertNothingWritten();
  }

  /** The generic file with the first {@code from} made {@code to}: refused with {@code message}. */
  private void assertRefused(String from, String to, String message) throws IOException {
    String whole = JmhFiles.text(JmhFiles.GENERIC_137);
    assertThat(whole).contains(from);
    String name = message.substring(0, message.indexOf(':'));
    Path file = write(name, whole.replaceFirst(java.util.regex.Pattern.quote(from), to));

    assertThatThrownBy(() -> JmhImport.importFile(store, file, null, false))
        .isInstanceOf(ImportException.class)
        .hasMessage(message);
  }

  private Path write(String name, String content) throws IOException {
    return Files.writeString(dir.resolve(name), content);
  }

  private void assertNothingWritten() {
    assertThat(store.listRuns(RunQuery.all()).total()).isZero();
    assertThat(dev.wirebench.storage.StorageProbe.rowCounts(store.file()).values())
        .containsOnly(0L);
  }
}
