import { notificationEvents } from "@pithead/contract";
import cn from "@pithead/contract/locales/cn/notifications.json";
import en from "@pithead/contract/locales/en/notifications.json";
import ru from "@pithead/contract/locales/ru/notifications.json";
import { describe, expect, it } from "vitest";
import { describeLocaleFiles } from "../../lib/locales-testing";

/** Texts that are the same in every language: a brand and the shared placeholder-only label. */
const universal = new Set([
  "notifications.columns.telegram",
  "notifications.telegram.title",
  "notifications.perAccount.label",
]);

describeLocaleFiles(
  "notifications",
  { en, ru, cn },
  {
    areas: ["notifications"],
    sameAs: (key, language) =>
      universal.has(key) || (language === "ru" && key === "notifications.columns.email"),
  },
);

describe("the notifications texts", () => {
  it("name and explain every event of the contract", () => {
    expect(Object.keys(en.notifications.events).sort()).toEqual([...notificationEvents].sort());
  });
});
