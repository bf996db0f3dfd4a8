package dev.wirebench.app.shell;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the About dialog lists: the versions of Wirebench, the JVM, JavaFX and the OS, and every
 * codec with the library (and version) doing its work.
 *
 * @param versions name → version rows, in display order
 * @param codecs codec id → "name · library" rows, in registry order
 */
public record AboutInfo(
    List<Map.Entry<String, String>> versions, List<Map.Entry<String, String>> codecs) {
  public AboutInfo {
    versions = List.copyOf(versions);
    codecs = List.copyOf(codecs);
  }

  /** Collects the running system's versions (call after the FX toolkit started). */
  public static AboutInfo collect(CodecRegistry registry) {
    String wirebench = AboutInfo.class.getPackage().getImplementationVersion();
    List<Map.Entry<String, String>> versions = new ArrayList<>();
    versions.add(Map.entry("Wirebench", wirebench == null ? "development build" : wirebench));
    versions.add(
        Map.entry(
            "Java",
            System.getProperty("java.runtime.version", "?")
                + " ("
                + System.getProperty("java.vm.vendor", "?")
                + ", "
                + System.getProperty("java.vm.name", "?")
                + ")"));
    versions.add(Map.entry("JavaFX", System.getProperty("javafx.runtime.version", "not started")));
    versions.add(
        Map.entry(
            "OS",
            System.getProperty("os.name", "?")
                + " "
                + System.getProperty("os.version", "")
                + " ("
                + System.getProperty("os.arch", "?")
                + ")"));
    List<Map.Entry<String, String>> codecs = new ArrayList<>();
    for (CodecInfo info : registry.infos()) {
      codecs.add(Map.entry(info.id(), info.displayName() + " · " + info.library()));
    }
    return new AboutInfo(versions, codecs);
  }

  /** Everything as plain text, for the dialog's copy button and bug reports. */
  public String asText() {
    StringBuilder text = new StringBuilder();
    versions.forEach(e -> text.append(e.getKey()).append(": ").append(e.getValue()).append('\n'));
    text.append("\nCodecs:\n");
    codecs.forEach(
        e -> text.append("  ").append(e.getKey()).append(": ").append(e.getValue()).append('\n'));
    return text.toString();
  }
}
