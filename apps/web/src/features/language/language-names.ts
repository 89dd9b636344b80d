import type { Language } from "@pithead/contract";

/** Each language named in itself: these never change with the interface language. */
export const nativeLanguageNames: Record<Language, string> = {
  en: "English",
  ru: "Русский",
  cn: "中文",
};
