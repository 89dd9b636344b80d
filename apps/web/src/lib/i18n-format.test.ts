import { describe, expect, it } from "vitest";
import { createFormatters, getLocale, intlLocaleOf } from "./i18n-format";

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
