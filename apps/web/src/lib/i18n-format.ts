import { type Language, localeOf } from "@pithead/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** The locale SPEC assigns to a language: en-US, ru-RU, cn-CN (from the contract). */
export function getLocale(language: Language): string {
  return localeOf[language];
}

/**
 * `cn-CN` (SPEC) is not a real BCP-47 tag: `cn` is no ISO 639 language, so Intl either throws or silently
 * resolves it to the runtime default (usually en-US). We keep `cn-CN` as the app's locale name but give Intl
 * `zh-CN` whenever the engine does not support the nominal locale.
 */
const intlFallbacks: Record<Language, string> = { en: "en-US", ru: "ru-RU", cn: "zh-CN" };
const resolved = new Map<Language, string>();

export function intlLocaleOf(language: Language): string {
  const cached = resolved.get(language);
  if (cached) return cached;
  const nominal = getLocale(language);
  let locale = intlFallbacks[language];
  try {
    if (Intl.NumberFormat.supportedLocalesOf([nominal]).length > 0) locale = nominal;
  } catch {
    // invalid tag in this engine: keep the fallback
  }
  resolved.set(language, locale);
  return locale;
}

/**
 * A time under a "UTC" label: 24-hour in every language ("14:00", never "2:00 PM"), as the schedule and the
 * server write it. `utcTime` adds the UTC zone and the 24-hour cycle to date options (`timeStyle`, `hour`...).
 */
export const utcTime = (
  options: Intl.DateTimeFormatOptions = { timeStyle: "short" },
): Intl.DateTimeFormatOptions => ({
  ...options,
  timeZone: "UTC",
  hourCycle: "h23",
});

/** A date and time in UTC, 24-hour: "Nov 21, 2026, 14:00" (the caller adds "UTC" or the label says it). */
export const utcDateTimeOptions = utcTime({ dateStyle: "medium", timeStyle: "short" });

export interface Formatters {
  locale: string;
  formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) => string;
  formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
}

export function createFormatters(language: Language): Formatters {
  const locale = intlLocaleOf(language);
  return {
    locale,
    formatNumber: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    formatDate: (value, options = { dateStyle: "medium" }) =>
      new Intl.DateTimeFormat(locale, options).format(value instanceof Date ? value : new Date(value)),
  };
}

/** Number and date formatting for the current interface language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language: Language = current === "ru" || current === "cn" ? current : "en";
  return useMemo(() => createFormatters(language), [language]);
}
