import cn from "@pithead/contract/locales/cn/mining-report.json";
import en from "@pithead/contract/locales/en/mining-report.json";
import ru from "@pithead/contract/locales/ru/mining-report.json";

export type ReportLanguage = "en" | "ru" | "cn";

/** The page's own texts (the contract's locale files), so the PDF says what `/mining-report` says. */
export type ReportTexts = typeof en.miningReport;

const texts: Record<ReportLanguage, ReportTexts> = {
  en: en.miningReport,
  ru: ru.miningReport,
  cn: cn.miningReport,
};

/**
 * The rouble sign is not in the PDF's font (Noto Sans SC), so the PDF writes "руб." for it (the page keeps ₽).
 * Every text of the file goes through here.
 */
function printable<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("₽", "руб.") as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v)])) as T;
  }
  return value;
}

const printableTexts = {
  en: printable(texts.en),
  ru: printable(texts.ru),
  cn: printable(texts.cn),
};

export const textsOf = (language: ReportLanguage): ReportTexts => printableTexts[language];

/** `{{name}}` placeholders filled in, as i18next does on the page. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

const intlLocale: Record<ReportLanguage, string> = { en: "en-GB", ru: "ru-RU", cn: "zh-CN" };

/** A month's name in the language: "March 2026", "Март 2026 г.", "2026年3月". */
export function monthTitle(month: string, language: ReportLanguage): string {
  const name = new Intl.DateTimeFormat(intlLocale[language], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
  return name.charAt(0).toLocaleUpperCase(intlLocale[language]) + name.slice(1);
}

/**
 * An exact decimal string ("1234567.5") with the language's digit grouping and decimal sign, without going
 * through a float: "1,234,567.5" (en, cn) or "1 234 567,5" (ru, a no-break space).
 */
export function groupDecimal(value: string, language: ReportLanguage): string {
  const negative = value.startsWith("-");
  const [whole = "0", fraction] = (negative ? value.slice(1) : value).split(".");
  const separator = language === "ru" ? "\u00a0" : ",";
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const decimal = language === "ru" ? "," : ".";
  return `${negative ? "-" : ""}${grouped}${fraction === undefined ? "" : decimal + fraction}`;
}

/** An ISO time as "2026-03-02 09:00 UTC" (without " UTC" under a heading that says it). */
export const utcMinute = (at: string, zone = true): string =>
  `${at.slice(0, 10)} ${at.slice(11, 16)}${zone ? " UTC" : ""}`;
