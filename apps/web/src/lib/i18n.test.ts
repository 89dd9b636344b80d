import { afterEach, describe, expect, it, vi } from "vitest";
import {
  changeLanguage,
  chooseLanguage,
  initI18n,
  LANGUAGE_STORAGE_KEY,
  languageFromTag,
  likelyLanguage,
  prefetchLocale,
  setHtmlLang,
  shouldSaveLanguage,
} from "./i18n";

const all = ["en", "ru", "cn"] as const;

describe("chooseLanguage", () => {
  const base = { available: all, defaultLanguage: "en" as const };

  it("prefers the stored choice", () => {
    expect(chooseLanguage({ ...base, stored: "ru", browserLanguages: ["cn", "en-US"] })).toBe("ru");
  });
  it("maps zh-TW to cn", () => {
    expect(chooseLanguage({ ...base, stored: null, browserLanguages: ["zh-TW", "en"] })).toBe("cn");
  });
  it("maps ru-RU to ru", () => {
    expect(chooseLanguage({ ...base, stored: null, browserLanguages: ["ru-RU"] })).toBe("ru");
  });
  it("uses the default for unknown browser languages", () => {
    const chosen = chooseLanguage({
      ...base,
      defaultLanguage: "ru",
      stored: null,
      browserLanguages: ["de-DE", "fr"],
    });
    expect(chosen).toBe("ru");
  });
  it("skips a stored value that is not available", () => {
    const available = ["en", "ru"] as const;
    expect(chooseLanguage({ ...base, available, stored: "cn", browserLanguages: ["ru-RU"] })).toBe("ru");
    expect(chooseLanguage({ ...base, available, stored: "xx", browserLanguages: [] })).toBe("en");
    expect(chooseLanguage({ ...base, available, stored: "cn", browserLanguages: ["zh-CN"] })).toBe("en");
  });
  it("maps tags case-insensitively", () => {
    expect(languageFromTag("ZH_hans")).toBe("cn");
    expect(languageFromTag("en-GB")).toBe("en");
    expect(languageFromTag("de")).toBeUndefined();
  });
});

describe("shouldSaveLanguage", () => {
  it("saves only when the identity language differs", () => {
    expect(shouldSaveLanguage("ru", "ru")).toBe(false);
    expect(shouldSaveLanguage("ru", "en")).toBe(true);
    expect(shouldSaveLanguage("en", undefined)).toBe(true);
  });
});

describe("changeLanguage", () => {
  it("stores the choice and reloads", () => {
    const reload = vi.fn();
    changeLanguage("cn", reload);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("cn");
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("setHtmlLang", () => {
  it("writes a valid BCP-47 tag", () => {
    setHtmlLang("cn");
    expect(document.documentElement.lang).toMatch(/^(zh-CN|cn-CN)$/);
    setHtmlLang("ru");
    expect(document.documentElement.lang).toBe("ru-RU");
  });
});

const english = { ui: { dialog: { close: "Close" } } };
const russian = { ui: { dialog: { close: "Закрыть" } } };

function stubLocales(handler: (lng: string) => Promise<unknown>) {
  const fetch = vi.fn(async (url: string) => handler(url.match(/locales\/(\w+)\.json/)?.[1] ?? ""));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const ok = (data: unknown) =>
  Promise.resolve({ ok: true, status: 200, text: async () => JSON.stringify(data) });
const settings = { default_language: "en", available_languages: all } as const;

describe("initI18n", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("loads the chosen language from /static/locales and stores nothing", async () => {
    const fetch = stubLocales((lng) => ok(lng === "ru" ? russian : english));
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ru-RU", "en"]);
    const i18n = await initI18n(settings);
    expect(i18n.language).toBe("ru");
    expect(i18n.t("ui.dialog.close")).toBe("Закрыть");
    expect(fetch.mock.calls.map(([url]) => url)).toContain("/static/locales/ru.json");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.lang).toBe("ru-RU");
  });

  it("shows English when the language file is missing", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "ru");
    stubLocales((lng) => (lng === "ru" ? Promise.resolve({ ok: false, status: 404 }) : ok(english)));
    const i18n = await initI18n(settings);
    expect(i18n.t("ui.dialog.close")).toBe("Close");
    expect(i18n.language).toBe("en");
  });

  it("uses the boot's early request for the likely language instead of asking again", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "ru");
    const fetch = stubLocales((lng) => ok(lng === "ru" ? russian : english));
    const likely = likelyLanguage();
    expect(likely).toBe("ru");
    if (likely) prefetchLocale(likely);
    expect(fetch).toHaveBeenCalledTimes(1);
    const i18n = await initI18n(settings);
    expect(i18n.t("ui.dialog.close")).toBe("Закрыть");
    expect(fetch.mock.calls.filter(([url]) => url.includes("ru.json"))).toHaveLength(1);
  });

  it("guesses the language from the browser, or not at all when only the pool's default can tell", () => {
    const languages = vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE", "zh-TW"]);
    expect(likelyLanguage()).toBe("cn");
    languages.mockReturnValue(["de-DE"]);
    expect(likelyLanguage()).toBeUndefined();
  });

  it("retries a failing network 5 times, then shows English", async () => {
    vi.useFakeTimers();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "cn");
    const fetch = stubLocales((lng) =>
      lng === "cn" ? Promise.reject(new TypeError("Failed to fetch")) : ok(english),
    );
    const pending = initI18n(settings);
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600 + 100);
    const i18n = await pending;
    expect(fetch.mock.calls.filter(([url]) => url.includes("cn.json"))).toHaveLength(6);
    expect(i18n.t("ui.dialog.close")).toBe("Close");
  });
});
