import { paymentDirections, paymentStatuses, paymentTypes } from "@pithead/contract";
import cn from "@pithead/contract/locales/cn/payments.json";
import en from "@pithead/contract/locales/en/payments.json";
import ru from "@pithead/contract/locales/ru/payments.json";
import { describe, expect, it } from "vitest";

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
const keys = (value: unknown) => leaves(value).map(([key]) => key);
const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
/** Texts that read the same in every language (units and figures only). */
const sameEverywhere = new Set([
  "payments.reward.btc",
  "payments.reward.hashrateValue",
  "payments.reward.feeValue",
]);

describe("the payments locale files", () => {
  it("hold only the payments area, with one key set in en, ru and cn and no empty text", () => {
    for (const file of [en, ru, cn]) expect(Object.keys(file)).toEqual(["payments"]);
    expect(keys(ru)).toEqual(keys(en));
    expect(keys(cn)).toEqual(keys(en));
    for (const file of [en, ru, cn])
      for (const [key, text] of leaves(file))
        expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
  });

  it("name every payment type, direction and status of the contract", () => {
    expect(Object.keys(en.payments.types)).toEqual([...paymentTypes]);
    expect(Object.keys(en.payments.directions)).toEqual([...paymentDirections]);
    expect(Object.keys(en.payments.statuses).sort()).toEqual([...paymentStatuses].sort());
  });

  it("keep the same placeholders in every language and are translated", () => {
    const english = new Map(leaves(en));
    for (const file of [ru, cn])
      for (const [key, text] of leaves(file)) {
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
        if (!sameEverywhere.has(key)) expect(text, key).not.toBe(english.get(key));
      }
  });
});
