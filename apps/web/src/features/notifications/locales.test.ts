import { notificationEvents } from "@pithead/contract";
import cn from "@pithead/contract/locales/cn/notifications.json";
import en from "@pithead/contract/locales/en/notifications.json";
import ru from "@pithead/contract/locales/ru/notifications.json";
import { describe, expect, it } from "vitest";

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
const keys = (value: unknown) => leaves(value).map(([key]) => key);
const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
/** Texts that are the same in every language: a brand and the shared placeholder-only label. */
const universal = new Set(["notifications.columns.telegram", "notifications.perAccount.label"]);

describe("the notifications locale files", () => {
  it("hold one area with one key set in en, ru and cn, a name and text for every event", () => {
    for (const file of [en, ru, cn]) expect(Object.keys(file)).toEqual(["notifications"]);
    expect(keys(ru)).toEqual(keys(en));
    expect(keys(cn)).toEqual(keys(en));
    expect(Object.keys(en.notifications.events).sort()).toEqual([...notificationEvents].sort());
    for (const file of [en, ru, cn])
      for (const [key, text] of leaves(file))
        expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
  });

  it("keep the same placeholders in every language and are translated", () => {
    const english = new Map(leaves(en));
    for (const file of [ru, cn])
      for (const [key, text] of leaves(file)) {
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
        if (!universal.has(key) && !(file === ru && key === "notifications.columns.email"))
          expect(text, key).not.toBe(english.get(key));
      }
  });
});
