import { isLanguage, type Language, languages } from "@pithead/contract";
import i18next, { type BackendModule, type i18n } from "i18next";
import { getI18n, initReactI18next } from "react-i18next";
import { intlLocaleOf } from "./i18n-format";

export { getLocale, intlLocaleOf, useFormatters } from "./i18n-format";

/** localStorage key of the language the user chose explicitly (auto-detection stores nothing). */
export const LANGUAGE_STORAGE_KEY = "pithead.language";
/** Every failed load falls back to this language (SPEC section 4). */
export const FALLBACK_LANGUAGE: Language = "en";
export const LOCALES_LOAD_PATH = "/static/locales/{{lng}}.json";

const localeUrl = (language: string) => LOCALES_LOAD_PATH.replace("{{lng}}", encodeURIComponent(language));
const fetchLocale = (url: string) =>
  fetch(url, { mode: "cors", credentials: "same-origin", cache: "default" });
const prefetched = new Map<string, Promise<Response>>();

/**
 * Starts loading a language's translations before i18next asks for them (the boot calls it with `likelyLanguage()`
 * while the configuration loads); `localeBackend` then uses that answer instead of a request of its own.
 */
export function prefetchLocale(language: Language): void {
  const url = localeUrl(language);
  if (prefetched.has(url)) return;
  const request = fetchLocale(url);
  request.catch(() => undefined); // a failure is handled when (and if) the backend reads it
  prefetched.set(url, request);
}

/**
 * The language `initI18n` will most likely choose, known before the configuration: the stored choice, else the
 * first browser language that maps to one. Undefined when only the pool's default could decide.
 */
export function likelyLanguage(): Language | undefined {
  const stored = readStoredLanguage();
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages()) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * Reads `/static/locales/<lng>.json` (one namespace per language) for i18next, as i18next-http-backend did: a
 * network failure or a 5xx asks i18next to retry (`maxRetries`, `retryTimeout`), a 4xx or a file that is not
 * JSON does not.
 */
export const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    const url = localeUrl(language);
    const failed = (reason: string, retry: boolean) => callback(`failed loading ${url}; ${reason}`, retry);
    // The boot's early request for this language (`prefetchLocale`) is used once; a retry asks again.
    const early = prefetched.get(url);
    prefetched.delete(url);
    (early ?? fetchLocale(url)).then(
      (response) => {
        if (!response.ok) return failed(`status code: ${response.status}`, response.status >= 500);
        return response.text().then(
          (text) => {
            let data: unknown;
            try {
              data = JSON.parse(text);
            } catch {
              return failed("not JSON", false);
            }
            callback(null, data as Record<string, unknown>);
          },
          (error: unknown) => failed(String(error), true),
        );
      },
      (error: unknown) => failed(String(error), true),
    );
  },
};

/** The `settings` object of `GET /pools/current`. */
export interface LanguageSettings {
  default_language: Language;
  available_languages: readonly Language[];
}

let availableLanguages: readonly Language[] = languages;

/** The languages the pool offers, as given to the last `initI18n` call (all of them before that). */
export function getAvailableLanguages(): readonly Language[] {
  return availableLanguages;
}

/** Maps a browser language tag to an interface language: `zh*` -> cn, `ru*` -> ru, `en*` -> en. */
export function languageFromTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "zh" || primary === "cn") return "cn";
  if (primary === "ru") return "ru";
  if (primary === "en") return "en";
  return undefined;
}

/** Stored choice if available, else the first browser language that maps to an available one, else the default. */
export function chooseLanguage(input: {
  stored: string | null | undefined;
  browserLanguages: readonly string[];
  available: readonly Language[];
  defaultLanguage: Language;
}): Language {
  const { stored, browserLanguages, available, defaultLanguage } = input;
  if (isLanguage(stored) && available.includes(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = languageFromTag(tag);
    if (language && available.includes(language)) return language;
  }
  return defaultLanguage;
}

/** True when the chosen language must be saved to the identity (a missing identity language counts as different). */
export function shouldSaveLanguage(chosen: Language, identityLanguage: string | null | undefined): boolean {
  return chosen !== identityLanguage;
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled: behave as if nothing was chosen
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** Keeps `<html lang>` on the BCP-47 tag of the interface language (cn -> zh-CN). */
export function setHtmlLang(language: string): void {
  document.documentElement.lang = isLanguage(language) ? intlLocaleOf(language) : language;
}

/**
 * Creates and initialises the i18next instance: `localeBackend` on `/static/locales/{lng}.json`, 5 retries from
 * 350 ms doubling, 10 parallel reads, interpolation cap 1000. Never rejects: when the chosen language cannot be
 * loaded the instance switches to English.
 */
export async function initI18n(settings: LanguageSettings): Promise<i18n> {
  const available = settings.available_languages.length
    ? settings.available_languages
    : [settings.default_language];
  availableLanguages = available;
  const lng = chooseLanguage({
    stored: readStoredLanguage(),
    browserLanguages: browserLanguages(),
    available,
    defaultLanguage: settings.default_language,
  });
  const instance = i18next.createInstance().use(localeBackend).use(initReactI18next);
  instance.on("languageChanged", setHtmlLang);
  try {
    await instance.init({
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...new Set([...available, FALLBACK_LANGUAGE])],
      load: "currentOnly",
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      interpolation: { escapeValue: false, maxReplaces: 1000 },
      returnEmptyString: false,
    });
  } catch (error) {
    console.warn("i18n: initialisation failed, falling back to English", error);
  }
  if (lng !== FALLBACK_LANGUAGE && !instance.hasResourceBundle(lng, "translation")) {
    await instance.changeLanguage(FALLBACK_LANGUAGE).catch(() => undefined);
  }
  setHtmlLang(instance.language ?? FALLBACK_LANGUAGE);
  return instance;
}

/** Stores an explicit choice and reloads the page so every screen starts in the new language. */
export function changeLanguage(
  language: Language,
  reload: () => void = () => window.location.reload(),
): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the reload still applies the browser/default language
  }
  reload();
}

/** Translates outside React (e.g. in stores), with an English literal when i18n is not ready yet. */
export function translate(key: string, fallback: string): string {
  const instance = getI18n();
  if (!instance?.isInitialized) return fallback;
  return instance.t(key, { defaultValue: fallback });
}
