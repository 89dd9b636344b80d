import type { HashrateFigures } from "@pithead/contract";
import en from "@pithead/contract/locales/en/workers.json";
import ru from "@pithead/contract/locales/ru/workers.json";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import {
  figureRange,
  hashrateFigure,
  hashrateFiguresOf,
  rejectText,
  uncertaintyLines,
} from "./worker-figures";

const diff = 65_536;
const twoTo32 = 2 ** 32;
/** 1000 shares of difficulty 65,536 in 15 minutes, 12 in an hour, none in 24 hours (figures as the server sends). */
const figures: HashrateFigures = {
  hash_rate_15m: (1000 * diff * twoTo32) / 900,
  hash_rate_1h: (12 * diff * twoTo32) / 3600,
  hash_rate_24h: 0,
  shares_15m: 1000,
  shares_1h: 12,
  shares_24h: 0,
  rel_error_15m: 1 / Math.sqrt(1000),
  rel_error_1h: 1 / Math.sqrt(12),
  rel_error_24h: null,
  reject_pct_15m: 1.23456,
};

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: { en: { translation: en }, ru: { translation: ru } },
    interpolation: { escapeValue: false },
  });
});

describe("a worker row's figures", () => {
  it("formats each window with its relative error, shares and range on the figure's unit", () => {
    const views = hashrateFiguresOf(figures, "en-US");
    expect(views.map(({ window, value, error, shares }) => ({ window, value, error, shares }))).toEqual([
      { window: "15m", value: "312.75 TH/s", error: "±3.2%", shares: 1000 },
      { window: "1h", value: "938.25 GH/s", error: "±28.9%", shares: 12 },
      { window: "24h", value: "0 H/s", error: "", shares: 0 },
    ]);
    expect(views.map((view) => figureRange(view, "en-US"))).toEqual([
      { low: "302.86 TH/s", high: "322.64 TH/s" },
      { low: "667.40 GH/s", high: "1,209.10 GH/s" },
      null,
    ]);
  });

  it("formats in the interface locale", () => {
    expect(hashrateFigure(figures, "15m", "ru-RU")).toMatchObject({ value: "312,75 TH/s", error: "±3,2%" });
    expect(rejectText(figures, "en-US")).toBe("1.23%");
    expect(rejectText(figures, "ru-RU")).toBe("1,23%");
  });

  it("shows no error for a window without shares, whatever rel_error says", () => {
    const odd = { ...figures, shares_15m: 0, rel_error_15m: 0.5 };
    const view = hashrateFigure(odd, "15m", "en-US");
    expect(view).toMatchObject({ error: "", relError: null });
    expect(figureRange(view, "en-US")).toBeNull();
  });
});

describe("the uncertainty tooltip", () => {
  it("tells the figure, its relative error, the shares and the range", () => {
    const t = i18n.getFixedT("en");
    expect(uncertaintyLines(hashrateFigure(figures, "15m", "en-US"), t, "en-US")).toEqual([
      "Hashrate over 15 minutes: 312.75 TH/s",
      "Relative error ±3.2% (about 1/√shares)",
      "Accepted shares: 1,000",
      "Most likely between 302.86 TH/s and 322.64 TH/s",
    ]);
  });

  it("says there is no estimate without shares", () => {
    const t = i18n.getFixedT("en");
    expect(uncertaintyLines(hashrateFigure(figures, "24h", "en-US"), t, "en-US")).toEqual([
      "Hashrate over 24 hours: 0 H/s",
      "No accepted shares in this window, so no estimate",
    ]);
  });

  it("speaks Russian with Russian numbers", () => {
    const t = i18n.getFixedT("ru");
    expect(uncertaintyLines(hashrateFigure(figures, "15m", "ru-RU"), t, "ru-RU")).toEqual([
      "Хешрейт за 15 минут: 312,75 TH/s",
      "Относительная погрешность ±3,2% (около 1/√шаров)",
      "Принятых шаров: 1\u00a0000",
      "Скорее всего от 302,86 TH/s до 322,64 TH/s",
    ]);
  });
});
