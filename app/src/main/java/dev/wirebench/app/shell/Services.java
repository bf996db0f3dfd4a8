package dev.wirebench.app.shell;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.settings.Settings;
import dev.wirebench.app.settings.SettingsFile;
import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;

/**
 * The app's non-UI services, made before the window: where files live, the saved settings, the
 * codecs and the fixtures. Built off the FX thread (discovering the codecs loads their libraries).
 *
 * @param dirs the user's data, config and state directories
 * @param store the settings file
 * @param settings what the last session saved
 * @param registry the codecs on the class path
 * @param loader the fixture loader over the bundled catalog
 * @param runs the run database (the default file until the user opens another; opened on first use)
 */
public record Services(
    UserDirs dirs,
    SettingsFile store,
    Settings settings,
    CodecRegistry registry,
    FixtureLoader loader,
    RunDatabase runs) {
  /** Everything for a user's session (or a test's, with its own directories). */
  public static Services load(UserDirs dirs) {
    return load(dirs, null);
  }

  /** As {@link #load(UserDirs)}, on the database at {@code location} (null: the default file). */
  public static Services load(UserDirs dirs, DatabaseLocation location) {
    SettingsFile store = new SettingsFile(dirs.settingsFile());
    return new Services(
        dirs,
        store,
        store.load(),
        CodecRegistry.discover(),
        FixtureLoader.bundled(),
        new RunDatabase(location != null ? location : DatabaseLocation.file(dirs.database())));
  }
}
