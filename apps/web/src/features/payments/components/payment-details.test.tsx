import type { Payment } from "@pithead/contract";
import payments from "@pithead/contract/locales/en/payments.json";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { PaymentDetails } from "./payment-details";

const share = (over: Partial<Payment>): Payment => ({
  id: "s1",
  miner_id: "m1",
  operator_id: null,
  account_name: "alice",
  type: "profit_sharing",
  direction: "outgoing",
  status: "completed",
  amount: 519_348,
  created_at: "2026-11-21T09:00:00.000Z",
  settlement_day: "2026-11-20",
  counterparty: { miner_id: "m2", account_name: "bob" },
  address: null,
  tx_id: null,
  reward: null,
  sharing: { type: "profit_sharing", percent: "10" },
  referred_account: null,
  ...over,
});

async function show(payment: Payment) {
  const i18n = await initTestI18n("en", payments);
  render(
    <I18nextProvider i18n={i18n}>
      <PaymentDetails payment={payment} />
    </I18nextProvider>,
  );
}

describe("a profit-sharing payment's details", () => {
  it("names the other miner, the percent and the day it was a share of", async () => {
    await show(share({}));
    expect(screen.getByTestId("payment-counterparty").textContent).toBe("To bob");
    expect(screen.getByTestId("payment-sharing").textContent).toMatch(/^10 % of the reward of .*20.*2026/);
  });

  it("says a referral is a part of the pool's fee, naming the referred miner masked only", async () => {
    await show(
      share({
        type: "referral",
        direction: "incoming",
        counterparty: null,
        referred_account: "ca***l",
        sharing: { type: "referral", percent: "20" },
      }),
    );
    expect(screen.getByTestId("payment-counterparty").textContent).toBe("From ca***l");
    expect(screen.getByTestId("payment-sharing").textContent).toMatch(/^Referral: 20 % of the pool fee of /);
  });
});
