package dev.wirebench.app.shell;

/**
 * A screen of the workbench as the navigation knows it.
 *
 * @param id stable id, stored in the settings, e.g. {@code inspect}
 * @param title what the navigation rail and the View menu show
 * @param hint one line about what the screen is for (tooltip)
 */
public record ScreenInfo(String id, String title, String hint) {}
