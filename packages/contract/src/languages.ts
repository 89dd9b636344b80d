/** Interface languages (SPEC sections 1 and 9). English is the default and the fallback. */
export const languages = ["en", "ru", "cn"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/** Locale used for numbers and dates in each language. */
export const localeOf: Record<Language, string> = {
  en: "en-US",
  ru: "ru-RU",
  cn: "cn-CN",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}
