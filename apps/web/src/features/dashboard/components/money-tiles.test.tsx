import dashboard from "@pithead/contract/locales/en/dashboard.json";
import wallet from "@pithead/contract/locales/en/wallet.json";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ExchangeRatesContext, type ExchangeRatesState } from "../../../lib/exchange-rates-context";
import { initTestI18n } from "../../../lib/i18n-testing";
import type { DashboardSource } from "../utils/dashboard-source";
import { failWith, fakeApi, renderWithQueries } from "./dashboard-test-utils";
import { MoneyTiles } from "./money-tiles";

const tile = (id: string) => screen.getByTestId(`tile-${id}`).textContent;
const money = (prefix: string, balance = 123_456_789, pending = 0) => ({
  [`${prefix}/balance`]: { data: { currency: "BTC", balance, pending_payouts: pending } },
  [`${prefix}/processing-earnings`]: {
    data: {
      day: "2026-11-21",
      amount: 51_234,
      hashrate_ths: "1320.5",
      rate_sats_per_th_day: "48",
      as_of: "2026-11-21T11:55:00Z",
    },
  },
  [`${prefix}/earned-all-time`]: { data: { amount: 2_100_000_000, since: "2026-10-22" } },
});
const show = (source: DashboardSource, state: ExchangeRatesState) =>
  renderWithQueries(
    <ExchangeRatesContext.Provider value={state}>
      <MoneyTiles source={source} />
    </ExchangeRatesContext.Provider>,
  );

describe("dashboard money tiles", () => {
  beforeAll(() => initTestI18n("en", { ...dashboard, ...wallet }));

  it("show balance, today's estimate and all-time earnings in BTC with USDT beside them", async () => {
    const fetch = fakeApi(money("miners/m1"));
    show({ type: "miner", id: "m1" }, { rates: { USDT: 90_000, RUB: null }, currencies: ["USDT"] });
    await screen.findByText("1.23456789");
    expect(tile("balance")).toBe("Balance1.23456789 BTC≈ 111,111.11 USDT");
    expect(tile("today")).toBe("Today, estimated0.00051234 BTC≈ 46.11 USDT");
    expect(tile("earned")).toBe("Earned all time21.00000000 BTC≈ 1,890,000.00 USDT");
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      "/api/backend/v0.1/miners/m1/balance",
      "/api/backend/v0.1/miners/m1/earned-all-time",
      "/api/backend/v0.1/miners/m1/processing-earnings",
    ]);
  });

  it("add RUB when the pool lists it, and show a dash for a rate that is null", async () => {
    fakeApi(money("pools/p1"));
    show({ type: "pool", id: "p1" }, { rates: { USDT: null, RUB: 7_000_000 }, currencies: ["USDT", "RUB"] });
    await screen.findByText("1.23456789");
    expect(tile("balance")).toBe("Balance1.23456789 BTC— USDT · ≈ 8,641,975.23 RUB");
  });

  it("read an operator's money and tell pending payouts in the balance's tooltip", async () => {
    fakeApi(money("operators/o1", 0, 150_000));
    const user = userEvent.setup();
    show({ type: "operator", id: "o1" }, { rates: { USDT: 90_000, RUB: null }, currencies: ["USDT"] });
    await user.hover(await screen.findByText("0.00000000"));
    expect(screen.getByRole("tooltip").textContent).toBe(
      "Besides the balance, 0.00150000 BTC is on its way in payouts not yet completed",
    );
  });

  it("stay hidden for a reader without the payments section (403)", async () => {
    const fetch = fakeApi({
      "miners/m1/balance": () =>
        new Response(JSON.stringify({ code: "access_denied", message: "no" }), { status: 403 }),
      "miners/m1/processing-earnings": failWith(500),
      "miners/m1/earned-all-time": failWith(500),
    });
    const view = show({ type: "miner", id: "m1" }, { rates: { USDT: 1, RUB: null }, currencies: ["USDT"] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalled();
    expect(view.container.textContent).toBe("");
  });

  it("say when the money cannot be loaded, with dashes", async () => {
    fakeApi({
      "miners/m1/balance": failWith(500),
      "miners/m1/processing-earnings": failWith(500),
      "miners/m1/earned-all-time": failWith(500),
    });
    show({ type: "miner", id: "m1" }, { rates: { USDT: 1, RUB: null }, currencies: ["USDT"] });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Could not load the balance and earnings. They are retried every minute.",
    );
    expect(tile("balance")).toBe("Balance—\u00a0");
  });
});
