import type { Language } from "@pithead/contract";
import cn from "@pithead/contract/locales/cn/ui.json";
import en from "@pithead/contract/locales/en/ui.json";
import ru from "@pithead/contract/locales/ru/ui.json";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

/** For tests only: an i18next instance with the UI strings bundled (no backend), registered for react-i18next. */
export async function initTestI18n(lng: Language = "en", extra: Record<string, unknown> = {}): Promise<i18n> {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    lng,
    fallbackLng: "en",
    resources: {
      en: { translation: { ...en, ...extra } },
      ru: { translation: ru },
      cn: { translation: cn },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}
