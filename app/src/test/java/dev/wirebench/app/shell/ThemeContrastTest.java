package dev.wirebench.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The colour pairs the stylesheets put text on, checked against WCAG 2.1 in both themes: text at
 * least 4.5:1 against its background (success criterion 1.4.3, AA), the focus ring at least 3:1
 * against every background it is drawn on (1.4.11, non-text contrast). Colours are read from the
 * theme stylesheets themselves, so a change that breaks a pair fails here.
 */
class ThemeContrastTest {
  /** Modena's own values where the light theme leaves them to Modena (derived from #ececec). */
  private static final Map<String, String> MODENA_LIGHT =
      Map.of("-fx-background", "#f4f4f4", "-fx-control-inner-background", "#ffffff");

  private static final List<String> BACKGROUNDS =
      List.of(
          "-fx-background",
          "-fx-control-inner-background",
          "-wb-panel",
          "-wb-rail",
          "-wb-rail-selected");

  /** Text colour on background colour, as the stylesheets and canvas charts pair them. */
  private static final List<String[]> TEXT_PAIRS = textPairs();

  private static List<String[]> textPairs() {
    List<String[]> pairs = new ArrayList<>();
    for (String background : BACKGROUNDS) {
      pairs.add(new String[] {"-wb-text", background});
      pairs.add(new String[] {"-wb-dim", background});
    }
    for (String status : List.of("-wb-good", "-wb-bad", "-wb-warn", "-wb-accent")) {
      pairs.add(new String[] {status, "-fx-control-inner-background"});
      pairs.add(new String[] {status, "-wb-panel"});
      pairs.add(new String[] {status, "-fx-background"});
    }
    for (String kind : List.of("framing", "header", "tag", "length", "value", "padding")) {
      pairs.add(new String[] {"-wb-text", "-wb-kind-" + kind}); // hex bytes on their span tint
    }
    pairs.add(new String[] {"-wb-text", "-wb-warn-bg"});
    pairs.add(new String[] {"-wb-warn", "-wb-warn-bg"});
    pairs.add(new String[] {"-wb-text", "-wb-error-bg"});
    pairs.add(new String[] {"-wb-error-text", "-wb-error-bg"});
    pairs.add(new String[] {"-wb-selected-text", "-wb-selected"});
    pairs.add(new String[] {"-wb-changed", "-wb-changed-bg"});
    return pairs;
  }

  @ParameterizedTest
  @EnumSource(Theme.class)
  void textIsAtLeastFourAndAHalfToOneOnItsBackground(Theme theme) throws IOException {
    Map<String, String> colours = colours(theme);
    List<String> failures = new ArrayList<>();
    for (String[] pair : TEXT_PAIRS) {
      double ratio = contrast(colour(colours, pair[0]), colour(colours, pair[1]));
      if (ratio < 4.5) {
        failures.add(String.format(Locale.ROOT, "%s on %s: %.2f:1", pair[0], pair[1], ratio));
      }
    }
    assertThat(failures).as(theme + " theme").isEmpty();
  }

  @ParameterizedTest
  @EnumSource(Theme.class)
  void theFocusRingStandsOutFromEveryBackground(Theme theme) throws IOException {
    Map<String, String> colours = colours(theme);
    for (String background : BACKGROUNDS) {
      assertThat(contrast(colour(colours, "-wb-focus"), colour(colours, background)))
          .as(theme + ": focus ring on " + background)
          .isGreaterThanOrEqualTo(3.0);
    }
  }

  @ParameterizedTest
  @EnumSource(Theme.class)
  void theBaseStylesheetDrawsModenasFocusRingInTheThemesFocusColour(Theme theme)
      throws IOException {
    String base = read(Theme.BASE);
    assertThat(base).contains("-fx-focus-color: -wb-focus;");
    assertThat(base).contains("-fx-faint-focus-color: -wb-focus-faint;");
    // A theme that set Modena's focus colour itself would override the checked one.
    assertThat(read(theme.stylesheet())).doesNotContain("-fx-focus-color:");
  }

  /** The WCAG contrast of two sRGB colours, 1 to 21. */
  static double contrast(String a, String b) {
    double la = luminance(a);
    double lb = luminance(b);
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  }

  /** WCAG relative luminance of #rrggbb (an alpha byte, if any, is ignored). */
  static double luminance(String hex) {
    int rgb = Integer.parseInt(hex.substring(1, 7), 16);
    return 0.2126 * channel(rgb >> 16) + 0.7152 * channel(rgb >> 8) + 0.0722 * channel(rgb);
  }

  private static double channel(int value) {
    double c = (value & 0xff) / 255.0;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }

  private static String colour(Map<String, String> colours, String name) {
    String value = colours.get(name);
    assertThat(value).as("colour " + name).isNotNull();
    return value;
  }

  private static Map<String, String> colours(Theme theme) throws IOException {
    Map<String, String> colours = new HashMap<>();
    if (theme == Theme.LIGHT) {
      colours.putAll(MODENA_LIGHT);
    }
    Matcher m =
        Pattern.compile("(-[\\w-]+):\\s*(#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?)\\s*;")
            .matcher(read(theme.stylesheet()));
    while (m.find()) {
      colours.put(m.group(1), m.group(2));
    }
    return colours;
  }

  private static String read(String resource) throws IOException {
    try (InputStream in = ThemeContrastTest.class.getResourceAsStream(resource)) {
      assertThat(in).as(resource).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
