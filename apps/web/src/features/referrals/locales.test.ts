import cn from "@pithead/contract/locales/cn/referrals.json";
import en from "@pithead/contract/locales/en/referrals.json";
import ru from "@pithead/contract/locales/ru/referrals.json";
import { describe, expect, it } from "vitest";

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
const keys = (value: unknown) => leaves(value).map(([key]) => key);
const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe("the referrals locale files", () => {
  it("hold only their area, with one key set in en, ru and cn and no empty text", () => {
    for (const file of [en, ru, cn]) expect(Object.keys(file)).toEqual(["referrals"]);
    expect(keys(ru)).toEqual(keys(en));
    expect(keys(cn)).toEqual(keys(en));
    for (const file of [en, ru, cn])
      for (const [key, text] of leaves(file))
        expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
  });

  it("keep the same placeholders in every language and are translated", () => {
    const english = new Map(leaves(en));
    for (const file of [ru, cn])
      for (const [key, text] of leaves(file)) {
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
        expect(text, key).not.toBe(english.get(key));
      }
  });
});
