import { describe, expect, it } from "vitest";
import { createFormatters, getLocale, intlLocaleOf, utcDateTimeOptions, utcTime } from "./i18n-format";

describe("locales", () => {
  it("keeps the SPEC locale names", () => {
    expect(getLocale("en")).toBe("en-US");
    expect(getLocale("ru")).toBe("ru-RU");
    expect(getLocale("cn")).toBe("cn-CN");
  });

  it("gives Intl a locale it understands for cn", () => {
    expect(["cn-CN", "zh-CN"]).toContain(intlLocaleOf("cn"));
    expect(intlLocaleOf("ru")).toBe("ru-RU");
  });

  it("formats numbers and dates per language", () => {
    expect(createFormatters("en").formatNumber(1234567.5)).toBe("1,234,567.5");
    expect(createFormatters("ru").formatNumber(1234.5).replace(/\s/g, " ")).toBe("1 234,5");
    const date = new Date(Date.UTC(2025, 0, 31, 12));
    expect(createFormatters("cn").formatDate(date, { year: "numeric", timeZone: "UTC" })).toMatch(/2025/);
  });
});

describe("utcTime", () => {
  it("writes a time under a UTC label in 24 hours in every language", () => {
    const at = "2026-11-21T14:05:00Z";
    for (const language of ["en", "ru", "cn"] as const) {
      const { formatDate } = createFormatters(language);
      expect(formatDate(at, utcTime())).toBe("14:05");
      expect(formatDate(at, utcDateTimeOptions)).toContain("14:05");
    }
    expect(createFormatters("en").formatDate("2026-11-21T09:30:00Z", utcDateTimeOptions)).toBe(
      "Nov 21, 2026, 09:30",
    );
  });
});
