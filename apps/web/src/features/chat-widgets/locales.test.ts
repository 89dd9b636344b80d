import cn from "@pithead/contract/locales/cn/chat.json";
import en from "@pithead/contract/locales/en/chat.json";
import ru from "@pithead/contract/locales/ru/chat.json";
import { expect, it } from "vitest";
import { describeLocaleFiles } from "../../lib/locales-testing";

describeLocaleFiles("chat widgets", { en, ru, cn }, { areas: ["chat"] });

it("gives SPEC's English error text for a chat widget opened without being loaded", () => {
  expect(en.chat.notConfigured.replace("{{vendor}}", "Carrot Quest")).toBe("Carrot Quest is not configured");
});
