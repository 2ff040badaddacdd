import { DATE_FORMATS, DIGEST_FREQUENCIES, THEMES, TIME_ZONES } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import { currentFlash, FLASH_MS, showSavedFlash } from "./saved-flash";
import { DIGEST_KEYS, displayPreferences, THEME_KEYS, TIME_ZONE_KEYS, uiTheme } from "./settings-options";

describe("settings options", () => {
  it("labels every option the server offers (001 §9)", () => {
    expect(Object.keys(THEME_KEYS)).toEqual([...THEMES]);
    expect(Object.keys(TIME_ZONE_KEYS)).toEqual([...TIME_ZONES]);
    expect(Object.keys(DIGEST_KEYS)).toEqual([...DIGEST_FREQUENCIES]);
    expect(DATE_FORMATS).toHaveLength(4);
  });

  it("maps the spec's auto theme to the UI's system theme", () => {
    expect(uiTheme("auto")).toBe("system");
    expect(uiTheme("dark")).toBe("dark");
    expect(uiTheme("light")).toBe("light");
  });

  it("gives the display preferences of saved settings", () => {
    expect(displayPreferences({ language: "fr", dateFormat: "YYYY-MM-DD", timezone: "Europe/Paris" })).toEqual({
      language: "fr",
      dateFormat: "YYYY-MM-DD",
      timeZone: "Europe/Paris",
    });
  });
});

describe("the saved message", () => {
  it("lasts 3 seconds, across a remount of the screen", () => {
    showSavedFlash("Settings updated successfully!", 1000);
    expect(currentFlash(1000 + FLASH_MS - 1)).toBe("Settings updated successfully!");
    expect(currentFlash(1000 + FLASH_MS)).toBeNull();
  });
});
