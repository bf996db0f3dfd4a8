package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.settings.Settings;
import dev.wirebench.app.settings.SettingsFile;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recent message file remembers the schema file it was opened with: across sessions (the settings
 * file), in the picker, reopened with it; a schema file that is gone is said once and the file
 * opens with an inferred schema only when the user chooses so. Real engine, real files.
 */
class RecentSchemasTest {
  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final InspectService service =
      new InspectService(FixtureLoader.bundled(), CodecRegistry.discover());

  @AfterEach
  void nothingUnexpected() {
    assertThat(unexpected).isEmpty();
  }

  @Test
  void aRecentFileReopensWithItsSchemaAfterARestart() throws IOException {
    Path orders = orders();
    Path schema = savedSchema(orders);
    RecentFixtures recent = new RecentFixtures(List.of());
    InspectViewModel model = model(recent);
    model.openFile(orders); // first without, then with its schema: the picker follows
    model.openWithSchema(orders, schema);
    assertThat(recent.schemaOf(orders)).isEqualTo(schema);
    assertThat(model.fixtureChoices()).contains(model.fixtureProperty().get());

    // The settings file carries it into the next session.
    SettingsFile file = new SettingsFile(dir.resolve("settings.json"));
    file.save(Settings.DEFAULTS.withRecentFixtures(recent.toStrings(), recent.schemasToStrings()));
    Settings loaded = file.load();
    assertThat(loaded.recentSchemas()).containsEntry(orders.toString(), schema.toString());
    RecentFixtures next = new RecentFixtures(loaded.recentFixtures(), loaded.recentSchemas());
    InspectViewModel later = model(next);

    assertThat(later.fixtureChoices())
        .filteredOn(FixtureChoice::isFile)
        .singleElement()
        .satisfies(c -> assertThat(c.schema()).isEqualTo(schema))
        .satisfies(c -> assertThat(c.label()).endsWith(" · schema orders.schema.json"));
    later.open(next.choice(orders)); // what File ▸ Open Recent and the Benchmark's Recent do
    assertThat(later.errorProperty().get()).isNull();
    assertThat(later.ignoredNoticeProperty().get())
        .startsWith("Read against the schema in " + schema);

    // Opened without a schema (File ▸ Open, a drop): the file is remembered without one.
    later.openFile(orders);
    assertThat(next.schemaOf(orders)).isNull();
    assertThat(next.schemasToStrings()).isEmpty();
  }

  @Test
  void aSchemaFileThatIsGoneIsSaidAndInferringIsTheUsersChoice() throws IOException {
    Path orders = orders();
    Path schema = savedSchema(orders);
    RecentFixtures recent = new RecentFixtures(List.of());
    InspectViewModel model = model(recent);
    model.openWithSchema(orders, schema);
    Files.delete(schema);

    model.open(recent.choice(orders));

    LoadError error = model.errorProperty().get();
    assertThat(error).isNotNull();
    assertThat(error.title()).isEqualTo("Could not load orders.ndjson");
    assertThat(error.detail())
        .isEqualTo(
            schema
                + " · the schema file orders.ndjson was read against is gone. Open the file"
                + " without it (a schema is inferred from its messages), or pick its schema again"
                + " with Open with schema…");
    assertThat(recent.schemaOf(orders)).as("kept until the user decides").isEqualTo(schema);

    model.open(error.withoutSchema()); // the banner's "Open without schema"
    assertThat(model.errorProperty().get()).isNull();
    assertThat(model.summaryProperty().get()).contains("schema inferred");
    assertThat(recent.schemaOf(orders)).isNull();
  }

  @Test
  void otherLoadErrorsOfAFileWithASchemaOfferNoInferring() throws IOException {
    Path orders = orders();
    Path schema = savedSchema(orders);
    Files.writeString(schema, "{\"wirebenchSchema\": 1, \"name\": \"X\", \"fields\": [");
    InspectViewModel model = model(new RecentFixtures(List.of()));
    model.openWithSchema(orders, schema);
    assertThat(model.errorProperty().get()).isNotNull();
    assertThat(model.errorProperty().get().withoutSchema()).isNull();
  }

  private InspectViewModel model(RecentFixtures recent) {
    return new InspectViewModel(service, TaskExecutor.inline(unexpected::add), recent);
  }

  private Path orders() throws IOException {
    Path orders = dir.resolve("orders.ndjson");
    Files.writeString(orders, InspectActionsViewModelTest.ORDERS, StandardCharsets.UTF_8);
    return orders;
  }

  /** The inferred schema, saved beside the messages as a user would. */
  private Path savedSchema(Path orders) {
    InspectViewModel model = model(new RecentFixtures(List.of()));
    model.openFile(orders);
    Path schema = dir.resolve("orders.schema.json");
    model.actions().saveSchema(schema, false);
    return schema;
  }
}
