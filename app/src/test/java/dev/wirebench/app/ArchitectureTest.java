package dev.wirebench.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** Dependencies point one way — app → storage → engine → fixtures — and JavaFX stays in the app. */
class ArchitectureTest {
  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages("dev.wirebench");

  /** Views: classes that build or touch scene-graph nodes. */
  private static final DescribedPredicate<JavaClass> USE_THE_SCENE_GRAPH =
      DescribedPredicate.describe(
          "use the scene graph",
          c ->
              c.getDirectDependenciesFromSelf().stream()
                  .anyMatch(d -> d.getTargetClass().getPackageName().startsWith("javafx.scene")));

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
        .resideInAnyPackage("javafx.scene..", "javafx.stage..", "javafx.application..")
        .check(CLASSES);
  }

  @Test
  void viewsCallNoEngineAndDoNoFileIo() {
    noClasses()
        .that(USE_THE_SCENE_GRAPH)
        .and()
        .resideInAPackage("dev.wirebench.app..")
        .and()
        .doNotHaveSimpleName("Workbench") // the composition root wires services to views
        .and()
        .doNotHaveSimpleName("ScreenshotTour") // a developer tool that writes files
        .and()
        .doNotHaveSimpleName("PngSnapshots")
        .should()
        .dependOnClassesThat()
        .haveFullyQualifiedName("dev.wirebench.engine.fixture.FixtureLoader")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("dev.wirebench.engine.inspect.Inspector")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("dev.wirebench.engine.codec.CodecRegistry")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("dev.wirebench.engine.codec.Codec")
        .orShould()
        .dependOnClassesThat()
        .haveFullyQualifiedName("java.nio.file.Files")
        .check(CLASSES);
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
