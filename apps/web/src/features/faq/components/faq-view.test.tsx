import cnFaq from "@pithead/contract/locales/cn/faq.json";
import enFaq from "@pithead/contract/locales/en/faq.json";
import ruFaq from "@pithead/contract/locales/ru/faq.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json } from "../../../lib/query-testing";
import { allQuestions } from "../utils/faq-questions";
import { FaqView } from "./faq-view";
import type { LiveMiner } from "./live-figures";

const alice: LiveMiner = { id: "m-1", accountName: "alice" };
const fee = (over: Record<string, unknown> = {}) => ({
  data: {
    day: "2026-11-25",
    percent: "0.9",
    pool_percent: "0.9",
    pool_source: "pool_default",
    operator_percent: "0",
    hidden: false,
    ...over,
  },
});
const earnings = (rate: string | null) => ({
  data: {
    day: "2026-11-25",
    amount: 0,
    hashrate_ths: "0",
    rate_sats_per_th_day: rate,
    as_of: "2026-11-25T08:00:00Z",
  },
});

function fakeApi(routes: Record<string, () => Response>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const path = new URL(String(input), "http://t").pathname.replace("/api/backend/v0.1/", "");
    return routes[path]?.() ?? json(404, { code: "not_found", message: path });
  });
}

async function renderFaq({
  language = "en",
  hash = "",
  miner = alice as LiveMiner | null,
  payoutTime,
}: {
  language?: "en" | "ru" | "cn";
  hash?: string;
  miner?: LiveMiner | null;
  payoutTime?: string;
} = {}) {
  const i18n = await initTestI18n(language, enFaq);
  i18n.addResourceBundle("ru", "translation", ruFaq, true, true);
  i18n.addResourceBundle("cn", "translation", cnFaq, true, true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/faq${hash}`]}>
        <FaqView miner={miner} payoutTime={payoutTime} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const items = () => screen.getAllByTestId("faq-item");
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const firstButton = (element: HTMLElement) => within(element).getAllByRole("button")[0] as HTMLElement;
const toggleOf = (id: string) => firstButton(byId(id));

afterEach(() => vi.restoreAllMocks());

describe("the FAQ", () => {
  it("lists every question in sections, closed, each with its anchor id and a copy-link button", async () => {
    fakeApi({});
    await renderFaq();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      enFaq.faq.sections.rewards,
      enFaq.faq.sections.mining,
      enFaq.faq.sections.account,
    ]);
    expect(items().map((item) => item.id)).toEqual(allQuestions.map((q) => q.id));
    const toggle = toggleOf("payout-times");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(
      screen.getByRole("button", { name: `Copy the link to “${enFaq.faq.questions.payoutTimes.q}”` }),
    ).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(byId("payout-times").textContent).toContain("09:00 UTC");
    expect(byId("payout-times").textContent).toContain("14:00 UTC");
  });

  it("states the payout time the platform configured", async () => {
    fakeApi({});
    await renderFaq({ payoutTime: "16:30" });
    await userEvent.click(toggleOf("payout-times"));
    expect(byId("payout-times").textContent).toContain("16:30 UTC");
    expect(byId("payout-times").textContent).not.toContain("14:00");
  });

  it("interpolates the rules: no placeholder is left in any answer", async () => {
    fakeApi({});
    await renderFaq();
    for (const item of items()) {
      await userEvent.click(firstButton(item));
      expect(item.textContent).not.toMatch(/{{|}}/);
    }
    expect(byId("worker-states").textContent).toContain("more than 10 minutes");
    expect(byId("wallet-change").textContent).toContain("for 24 hours");
    expect(byId("stratum-setup").textContent).toContain("up to 3 of them");
  });

  it("filters questions and answers as one types, opening the matches, with a no-match state", async () => {
    fakeApi({});
    await renderFaq();
    const search = screen.getByRole("searchbox", { name: enFaq.faq.search.label });
    // A word only in an answer finds its question.
    await userEvent.type(search, "recovery codes");
    expect(items().map((item) => item.id)).toEqual(["two-factor"]);
    expect(toggleOf("two-factor").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Questions found: 1")).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, "zzqx");
    expect(screen.queryAllByTestId("faq-item")).toHaveLength(0);
    expect(screen.getByRole("heading", { name: "No question matches “zzqx”" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: enFaq.faq.search.clear }));
    expect(items()).toHaveLength(allQuestions.length);
  });

  it("searches in the language shown", async () => {
    fakeApi({});
    await renderFaq({ language: "ru" });
    await userEvent.type(screen.getByRole("searchbox"), "после паузы");
    expect(items().map((item) => item.id)).toEqual(["wallet-change"]);
    await userEvent.clear(screen.getByRole("searchbox"));
    await userEvent.type(screen.getByRole("searchbox"), "payout");
    expect(screen.queryAllByTestId("faq-item")).toHaveLength(0);
  });

  it("opens the question of the address's anchor and scrolls to it", async () => {
    fakeApi({});
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    await renderFaq({ hash: "#share-delay" });
    expect(toggleOf("share-delay").getAttribute("aria-expanded")).toBe("true");
    expect(toggleOf("payout-times").getAttribute("aria-expanded")).toBe("false");
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(scroll).toHaveBeenCalled();
    expect(document.activeElement).toBe(toggleOf("share-delay"));
  });

  it("ignores an unknown anchor", async () => {
    fakeApi({});
    await renderFaq({ hash: "#nope" });
    for (const item of items()) expect(firstButton(item).getAttribute("aria-expanded")).toBe("false");
  });

  it("shows the fee and rate in force from the API, with an example worked out by the server's rule", async () => {
    fakeApi({
      "miners/m-1/fees/current": () => json(200, fee({ pool_percent: "1.25", percent: "1.25" })),
      "miners/m-1/processing-earnings": () => json(200, earnings("52.5")),
    });
    await renderFaq({ hash: "#daily-reward" });
    expect((await screen.findByTestId("faq-live-fee")).textContent).toContain(
      "Pool fee in force for alice: 1.25 %",
    );
    expect(screen.getByTestId("faq-live-rate").textContent).toContain(
      "Rate in force: 52.5 sat per TH/s per day",
    );
    // 100 TH/s x 52.5 = 5,250 sat gross; fee floor-complement: 5,250 - floor(5,250 x 0.9875) = 66; net 5,184.
    expect(screen.getByTestId("faq-live-example").textContent).toContain(
      "It earns 5,250 sat gross; the fee of 1.25 % takes 66 sat, and 5,184 sat (0.00005184 BTC) is credited.",
    );
  });

  it("shows the operator's part and the total for a customer, and says when no rate is set", async () => {
    fakeApi({
      "miners/m-1/fees/current": () => json(200, fee({ percent: "3.9", operator_percent: "3" })),
      "miners/m-1/processing-earnings": () => json(200, earnings(null)),
    });
    await renderFaq({ hash: "#pool-fee" });
    expect((await screen.findByTestId("faq-live-fee")).textContent).toContain(
      "Fee in force for alice: 3.9 % (pool 0.9 % + operator 3 %)",
    );
    expect(screen.getByTestId("faq-live-rate").textContent).toContain(enFaq.faq.live.noRate);
    expect(screen.queryByTestId("faq-live-example")).toBeNull();
  });

  it("formats the live figures in the language shown", async () => {
    fakeApi({
      "miners/m-1/fees/current": () => json(200, fee()),
      "miners/m-1/processing-earnings": () => json(200, earnings("52.5")),
    });
    await renderFaq({ language: "ru", hash: "#pool-fee" });
    expect((await screen.findByTestId("faq-live-fee")).textContent).toContain(
      "Комиссия пула для alice сейчас: 0,9 %",
    );
  });

  it("says where the figures show without a miner account, and when they fail", async () => {
    fakeApi({ "miners/m-1/fees/current": () => json(500, { code: "internal", message: "x" }) });
    const { unmount } = await renderFaq({ miner: null, hash: "#pool-fee" });
    expect(screen.getByTestId("faq-live-unavailable").textContent).toContain(enFaq.faq.live.unavailable);
    unmount();
    await renderFaq({ hash: "#pool-fee" });
    expect((await screen.findByRole("alert")).textContent).toContain(enFaq.faq.live.failed);
  });
});
