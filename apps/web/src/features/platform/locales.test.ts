import { notificationChannels, notificationEvents } from "@pithead/contract";
import cn from "@pithead/contract/locales/cn/platform.json";
import en from "@pithead/contract/locales/en/platform.json";
import ru from "@pithead/contract/locales/ru/platform.json";
import { describe, expect, it } from "vitest";
import { describeLocaleFiles } from "../../lib/locales-testing";

/** Texts the same in English: a time with its zone, and the channels' brand names. */
const universal = new Set(["platform.payouts.schedule.timeValue", "platform.delivery.channels.telegram"]);

describeLocaleFiles(
  "platform",
  { en, ru, cn },
  {
    areas: ["platform"],
    sameAs: (key, language) =>
      universal.has(key) || (language === "ru" && key === "platform.delivery.channels.email"),
  },
);

describe("the notification delivery texts", () => {
  it("name every event and channel of the contract", () => {
    expect(Object.keys(en.platform.delivery.events).sort()).toEqual([...notificationEvents].sort());
    expect(Object.keys(en.platform.delivery.channels).sort()).toEqual([...notificationChannels].sort());
  });
});
