import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useExchangeRates } from "../../../lib/exchange-rates-context";
import { ExchangeRatesProvider } from "./exchange-rates-provider";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

function Shown() {
  const { rates, currencies } = useExchangeRates();
  return (
    <output>
      {currencies.join("+")} {String(rates.USDT)} {String(rates.RUB)}
    </output>
  );
}

const config = (extra: string[], exchange_rates?: unknown) => ({
  settings: { default_language: "en", exchange_rates },
  pool_settings: { extra_currencies: extra },
});

describe("the exchange-rates provider", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls from mount with the configured interval, shares the rates, and stops on unmount", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => json({ bitcoin: { usd: 80_000, rub: 6_400_000 }, tether: { usd: 1 } }));
    const view = render(
      <ExchangeRatesProvider config={config(["RUB"], { refresh_ms: 60_000 })}>
        <Shown />
      </ExchangeRatesProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("USDT+RUB null null");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("status").textContent).toBe("USDT+RUB 80000 6400000");
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).toHaveBeenCalledTimes(2);
    view.unmount();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("aborts the fetch in flight on unmount and ignores its answer", async () => {
    let signal: AbortSignal | undefined;
    vi.spyOn(globalThis, "fetch").mockImplementation((_, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });
    const view = render(
      <ExchangeRatesProvider config={config([])}>
        <Shown />
      </ExchangeRatesProvider>,
    );
    expect(signal?.aborted).toBe(false);
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });

  it("gives features null rates and USDT alone outside a provider", () => {
    render(<Shown />);
    expect(screen.getByRole("status").textContent).toBe("USDT null null");
  });
});
