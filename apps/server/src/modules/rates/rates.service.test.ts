import { describe, expect, it } from "vitest";
import { TestClock } from "../../clock";
import type { RatesRepository } from "./rates.repository";
import { ratesService } from "./rates.service";

/** A repository holding nothing: the answers come from the upstream or the fallback. */
const emptyRepo = {
  record: async () => {},
  newest: async () => null,
  recordedAfter: async () => true,
} as unknown as RatesRepository;

describe("ratesService logging of an upstream outage", () => {
  it("warns when the upstream starts failing, not at each retry, and says when it answers again", async () => {
    const clock = new TestClock("2026-03-10T12:00:00Z");
    const lines: string[] = [];
    const log = {
      warn: (_: object, msg: string) => lines.push(`warn ${msg}`),
      info: (_: object, msg: string) => lines.push(`info ${msg}`),
      debug: (_: object, msg: string) => lines.push(`debug ${msg}`),
    };
    let up = false;
    const service = ratesService({
      repo: emptyRepo,
      clock,
      log: log as never,
      upstreamUrl: "https://rates.example/api",
      cacheSeconds: 60,
      fallback: new Map([["BTCUSDT", "95000"]]),
      fetch: async () => {
        if (!up) throw new Error("offline");
        return new Map([["BTCUSDT", "97000"]]);
      },
    });

    expect(await service.prices(["BTCUSDT"])).toEqual([{ symbol: "BTCUSDT", price: "95000" }]);
    clock.advance(61_000);
    expect(await service.prices(["BTCUSDT"])).toEqual([{ symbol: "BTCUSDT", price: "95000" }]);
    clock.advance(61_000);
    up = true;
    expect(await service.prices(["BTCUSDT"])).toEqual([{ symbol: "BTCUSDT", price: "97000" }]);

    expect(lines).toEqual([
      "warn exchange rates: upstream failed, serving stored rates",
      "debug exchange rates: upstream still failing",
      "info exchange rates: upstream answers again",
    ]);
  });
});
