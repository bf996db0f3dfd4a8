package dev.wirebench.app.cds;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassListLoaderTest {
  /** Set by {@link Marker}'s initialiser (reading a field of Marker itself would run it). */
  static volatile boolean markerInitialised;

  /** Initialised only if the loader runs static initialisers, which it must not. */
  static final class Marker {
    static {
      markerInitialised = true;
    }

    private Marker() {}
  }

  @Test
  void loadsListedClassesWithoutInitialisingThemAndSkipsWhatCannotLoad(@TempDir Path dir)
      throws Exception {
    Path list = dir.resolve("wirebench.classlist");
    Files.write(
        list,
        List.of(
            "# NOTE: Do not modify this file.",
            "java/lang/Object id: 0",
            "dev/wirebench/app/cds/ClassListLoaderTest$Marker" + " id: 1",
            "@lambda-proxy java/lang/Runnable run ()Ljava/lang/Runnable;",
            "@lambda-form-invoker [LF_RESOLVE] java.lang.invoke.Invokers$Holder",
            "",
            "no/such/Clazz id: 2"));
    ByteArrayOutputStream log = new ByteArrayOutputStream();

    ClassListLoader.Tally tally =
        ClassListLoader.load(
            list, getClass().getClassLoader(), new PrintStream(log, true, StandardCharsets.UTF_8));

    assertThat(tally).isEqualTo(new ClassListLoader.Tally(2, 1));
    assertThat(markerInitialised).isFalse();
    assertThat(log.toString(StandardCharsets.UTF_8)).contains("not archived: no.such.Clazz");
  }

  @Test
  void namesComeFromTheFirstWordInBinaryForm() {
    assertThat(ClassListLoader.className("javafx/scene/Node id: 412"))
        .isEqualTo("javafx.scene.Node");
    assertThat(ClassListLoader.className("a/B$C")).isEqualTo("a.B$C");
    assertThat(ClassListLoader.className("  # comment")).isNull();
    assertThat(ClassListLoader.className("@lambda-proxy x")).isNull();
  }
}
