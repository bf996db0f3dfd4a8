package dev.wirebench.app;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Dependencies point one way — app → storage → engine → fixtures — and JavaFX stays in the app.
 * Inside the engine the model is the bottom, codecs know nothing of running them, and no two
 * packages (nor two top-level parts of a module) depend on each other.
 */
class ArchitectureTest {
  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          // storage's test jar (test helpers the app's tests share) is tests too
          .withImportOption(location -> !location.contains("-tests.jar"))
          .importPackages("dev.wirebench");

  /** Views: JavaFX nodes (controls, panes, charts, cells, canvases) and classes that build them. */
  private static final DescribedPredicate<JavaClass> VIEWS =
      DescribedPredicate.describe(
          "are JavaFX nodes or build them",
          c ->
              c.isAssignableTo("javafx.scene.Node")
                  || c.getDirectDependenciesFromSelf().stream()
                      .anyMatch(
                          d -> {
                            String p = d.getTargetClass().getPackageName();
                            return p.startsWith("javafx.scene")
                                || p.startsWith("javafx.stage")
                                || p.startsWith("javafx.embed");
                          }));

  /** What a view may take from engine and storage besides values: text formatters (no I/O). */
  private static final Set<String> FORMATTERS =
      Set.of(
          "dev.wirebench.storage.report.Numbers",
          "dev.wirebench.storage.report.RunFacts",
          "dev.wirebench.storage.report.HistoryTables");

  /** Engine, storage and fixtures classes that do work, and file, database or network I/O. */
  private static final DescribedPredicate<JavaClass> WORK_OR_IO =
      DescribedPredicate.describe(
          "do work (engine, storage, fixtures) or file/database/network I/O",
          c -> {
            String n = c.getName();
            boolean wirebench =
                n.startsWith("dev.wirebench.engine.")
                    || n.startsWith("dev.wirebench.storage.")
                    || n.startsWith("dev.wirebench.fixtures.");
            boolean value =
                c.isRecord()
                    || c.isEnum()
                    || FORMATTERS.contains(n)
                    || c.getEnclosingClass().map(JavaClass::isRecord).orElse(false);
            return (wirebench && !value)
                || n.equals("java.nio.file.Files")
                || n.startsWith("java.nio.channels.")
                || n.startsWith("java.sql.")
                // URL and URI name resources (stylesheets); connections and sockets are I/O
                || (n.startsWith("java.net.")
                    && !n.equals("java.net.URL")
                    && !n.equals("java.net.URI"))
                || n.equals("java.io.FileInputStream")
                || n.equals("java.io.FileOutputStream")
                || n.equals("java.io.RandomAccessFile")
                || n.equals("java.io.FileReader")
                || n.equals("java.io.FileWriter");
          });

  @Test
  void fixturesDependOnNothingOfWirebench() {
    noClasses()
        .that()
        .resideInAPackage("dev.wirebench.fixtures..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.wirebench.engine..", "dev.wirebench.storage..", "dev.wirebench.app..")
        .check(CLASSES);
  }

  @Test
  void engineKnowsNothingOfStorageOrTheApp() {
    noClasses()
        .that()
        .resideInAPackage("dev.wirebench.engine..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("dev.wirebench.storage..", "dev.wirebench.app..", "java.sql..")
        .check(CLASSES);
  }

  @Test
  void dynamicMessagesKnowNoWireFormatFixtureOrInspection() {
    noClasses()
        .that()
        .resideInAPackage("dev.wirebench.engine.dynamic..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.wirebench.engine.codec..",
            "dev.wirebench.engine.fixture..",
            "dev.wirebench.engine.inspect..")
        .check(CLASSES);
  }

  @Test
  void storageKnowsNothingOfTheApp() {
    noClasses()
        .that()
        .resideInAPackage("dev.wirebench.storage..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("dev.wirebench.app..")
        .check(CLASSES);
  }

  @Test
  void viewModelsHoldNoSceneGraph() {
    noClasses()
        .that()
        .haveSimpleNameEndingWith("ViewModel")
        .or()
        .resideInAPackage("dev.wirebench.app.settings..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "javafx.scene..", "javafx.stage..", "javafx.application..", "javafx.embed..")
        .check(CLASSES);
  }

  @Test
  void viewsTakeOnlyValuesFromEngineAndStorageAndDoNoIo() {
    noClasses()
        .that(VIEWS)
        .and()
        .resideInAPackage("dev.wirebench.app..")
        .and()
        .doNotHaveFullyQualifiedName("dev.wirebench.app.shell.Workbench") // composition root
        .and()
        .resideOutsideOfPackage("dev.wirebench.app.fx..") // executor, scrolling helpers
        .should()
        .dependOnClassesThat(WORK_OR_IO)
        .check(CLASSES);
  }

  @Test
  void theModelIsTheBottomOfTheEngine() {
    classes()
        .that()
        .resideInAPackage("dev.wirebench.engine.model")
        .should()
        .onlyDependOnClassesThat(
            resideOutsideOfPackage("dev.wirebench..")
                .or(resideInAPackage("dev.wirebench.engine.model")))
        .check(CLASSES);
    classes()
        .that()
        .resideInAPackage("dev.wirebench.engine.model.json")
        .should()
        .onlyDependOnClassesThat(
            resideOutsideOfPackage("dev.wirebench..")
                .or(resideInAPackage("dev.wirebench.engine.model..")))
        .check(CLASSES);
  }

  @Test
  void codecsKnowNothingOfRunningThem() {
    noClasses()
        .that()
        .resideInAPackage("dev.wirebench.engine.codec..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.wirebench.engine.bench..",
            "dev.wirebench.engine.latency..",
            "dev.wirebench.engine.throughput..",
            "dev.wirebench.engine.env..",
            "dev.wirebench.engine.run..",
            "dev.wirebench.engine.workload..",
            "dev.wirebench.engine.fixture..",
            "dev.wirebench.engine.inspect..",
            "dev.wirebench.engine.result..",
            "dev.wirebench.engine.stats..",
            "dev.wirebench.engine.history..",
            "dev.wirebench.engine.compat..")
        .check(CLASSES);
  }

  /**
   * The compatibility lab drives codecs through their public bindings and knows nothing of running
   * benchmarks or storing runs: it is a question asked of bytes, not a measurement.
   */
  @Test
  void theCompatibilityLabStaysOutOfThePipeline() {
    noClasses()
        .that()
        .resideInAPackage("dev.wirebench.engine.compat..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.wirebench.engine.bench..",
            "dev.wirebench.engine.latency..",
            "dev.wirebench.engine.throughput..",
            "dev.wirebench.engine.workload..",
            "dev.wirebench.engine.inspect..",
            "dev.wirebench.engine.fixture..")
        .check(CLASSES);
  }

  @Test
  void latencyDoesNotDependOnBench() {
    noClasses()
        .that()
        .resideInAPackage("dev.wirebench.engine.latency..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("dev.wirebench.engine.bench..")
        .check(CLASSES);
  }

  /**
   * One pipeline: JMH benchmarks and latency forks time a {@code Workload}, made by {@code
   * Workloads} from a message source; they never choose between the built-in model's codecs and a
   * user schema's themselves, so a change to how messages are cycled or timed is one edit.
   */
  @Test
  void benchmarksAndLatencyForksTimeOnlyWorkloads() {
    noClasses()
        .that()
        .resideInAnyPackage("dev.wirebench.engine.bench.jmh..", "dev.wirebench.engine.latency..")
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("dev.wirebench.engine.codec.Codec")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("dev.wirebench.engine.codec.DynamicCodec")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("dev.wirebench.engine.codec.CodecRegistry")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("dev.wirebench.engine.codec.DynamicCodecs")
        .orShould()
        .dependOnClassesThat()
        .resideInAPackage("dev.wirebench.engine.fixture..")
        .check(CLASSES);
  }

  /**
   * No twins in the pipeline's own packages: a workload, an inspector, a latency operation exist
   * once for every kind of message. The one exception is the JMH entry {@code
   * DynamicCodecBenchmark}, whose name every stored run of a user's messages carries.
   */
  @Test
  void thePipelineHasNoDynamicTwins() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "dev.wirebench.engine.workload..",
            "dev.wirebench.engine.latency..",
            "dev.wirebench.engine.inspect..",
            "dev.wirebench.engine.bench.jmh..")
        .and()
        .haveSimpleNameNotStartingWith("DynamicCodecBenchmark") // and its JMH-generated classes
        .should()
        .haveSimpleNameStartingWith("Dynamic")
        .check(CLASSES);
  }

  @Test
  void noCyclesBetweenPackages() {
    slices().matching("dev.wirebench.(**)").should().beFreeOfCycles().check(CLASSES);
  }

  @Test
  void noCyclesBetweenTheTopLevelPartsOfAModule() {
    slices().matching("dev.wirebench.engine.(*)..").should().beFreeOfCycles().check(CLASSES);
    slices().matching("dev.wirebench.storage.(*)..").should().beFreeOfCycles().check(CLASSES);
    slices().matching("dev.wirebench.app.(*)..").should().beFreeOfCycles().check(CLASSES);
  }

  @Test
  void onlyTheTaskExecutorStartsThreads() {
    noClasses()
        .that()
        .resideInAPackage("dev.wirebench.app..")
        .and()
        .resideOutsideOfPackage("dev.wirebench.app.fx..")
        .should()
        .callMethod(Thread.class, "start")
        .orShould()
        .callConstructor(Thread.class, Runnable.class)
        .check(CLASSES);
  }

  @Test
  void javafxOnlyInTheApp() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.wirebench.app..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage("javafx..", "org.controlsfx..", "eu.hansolo..")
        .check(CLASSES);
  }
}
