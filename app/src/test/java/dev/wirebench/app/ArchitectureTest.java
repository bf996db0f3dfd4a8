package dev.wirebench.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

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
