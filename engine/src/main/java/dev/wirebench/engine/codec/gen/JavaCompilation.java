package dev.wirebench.engine.codec.gen;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles generated Java in-process with the running JDK's compiler ({@code javax.tools}; the
 * packaged runtime keeps {@code jdk.compiler} for this). The class path is the jars of the classes
 * a recipe names, not {@code java.class.path}: test runners and launchers hide the real class path
 * behind manifest-only jars.
 */
final class JavaCompilation {
  private JavaCompilation() {}

  /**
   * Compiles every {@code .java} file under {@code sources} into {@code classes}.
   *
   * @throws GenerationException with the first error (file relative to {@code sources}, line,
   *     javac's message), or if this runtime has no compiler
   */
  static void compile(Path sources, List<Path> classPath, Path classes, String codecId) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      throw new GenerationException(
          GenerationException.Kind.UNAVAILABLE,
          "this Java runtime has no compiler (module jdk.compiler), which "
              + codecId
              + " needs to compile the generated code; run Wirebench on a JDK");
    }
    List<Path> files = javaFiles(sources);
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StringWriter out = new StringWriter();
    try (StandardJavaFileManager manager =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
      List<String> options = new ArrayList<>();
      options.addAll(List.of("-d", classes.toString(), "-proc:none", "-nowarn", "-g"));
      options.addAll(List.of("-classpath", joined(classPath)));
      options.add("-Xlint:none");
      boolean ok =
          javac
              .getTask(
                  out,
                  manager,
                  diagnostics,
                  options,
                  null,
                  manager.getJavaFileObjectsFromPaths(files))
              .call();
      if (!ok) {
        throw new GenerationException(
            GenerationException.Kind.COMPILE_FAILED,
            firstError(diagnostics, sources, codecId, out.toString()));
      }
    } catch (IOException e) {
      throw new GenerationException(
          GenerationException.Kind.COMPILE_FAILED, "cannot compile the generated code: " + e, e);
    }
  }

  private static String firstError(
      DiagnosticCollector<JavaFileObject> diagnostics, Path sources, String codecId, String out) {
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() == Diagnostic.Kind.ERROR) {
        String file = d.getSource() == null ? "?" : relative(sources, d.getSource());
        return "the code generated for "
            + codecId
            + " does not compile: "
            + file
            + ":"
            + d.getLineNumber()
            + ": "
            + d.getMessage(Locale.ROOT);
      }
    }
    return "the code generated for " + codecId + " does not compile: " + out.strip();
  }

  private static String relative(Path sources, JavaFileObject source) {
    try {
      return sources.relativize(Path.of(source.toUri())).toString();
    } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
      return source.getName();
    }
  }

  private static List<Path> javaFiles(Path sources) {
    try (Stream<Path> walk = Files.walk(sources)) {
      return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    } catch (IOException e) {
      throw new GenerationException(
          GenerationException.Kind.COMPILE_FAILED, "cannot list the generated sources: " + e, e);
    }
  }

  /** The jars (or class folders) {@code anchors} were loaded from. */
  static List<Path> classPathOf(List<Class<?>> anchors) {
    Set<Path> paths = new LinkedHashSet<>();
    for (Class<?> anchor : anchors) {
      try {
        paths.add(Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI()));
      } catch (URISyntaxException | NullPointerException | SecurityException e) {
        throw new GenerationException(
            GenerationException.Kind.UNAVAILABLE,
            "cannot tell where " + anchor.getName() + " was loaded from, to compile against it");
      }
    }
    return List.copyOf(paths);
  }

  private static String joined(List<Path> paths) {
    return String.join(java.io.File.pathSeparator, paths.stream().map(Path::toString).toList());
  }
}
