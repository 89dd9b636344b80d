import { paymentDirections, paymentStatuses, paymentTypes } from "@pithead/contract";
import cn from "@pithead/contract/locales/cn/payments.json";
import en from "@pithead/contract/locales/en/payments.json";
import ru from "@pithead/contract/locales/ru/payments.json";
import { describe, expect, it } from "vitest";
import { describeLocaleFiles } from "../../lib/locales-testing";

/** Texts that read the same in every language (units and figures only). */
const sameEverywhere = new Set([
  "payments.reward.btc",
  "payments.reward.hashrateValue",
  "payments.reward.feeValue",
]);

describeLocaleFiles(
  "payments",
  { en, ru, cn },
  { areas: ["payments"], sameAs: (key) => sameEverywhere.has(key) },
);

describe("the payments texts", () => {
  it("name every payment type, direction and status of the contract", () => {
    expect(Object.keys(en.payments.types)).toEqual([...paymentTypes]);
    expect(Object.keys(en.payments.directions)).toEqual([...paymentDirections]);
    expect(Object.keys(en.payments.statuses).sort()).toEqual([...paymentStatuses].sort());
  });
});
