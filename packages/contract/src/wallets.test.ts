import { describe, expect, it } from "vitest";
import { minimumReachDay } from "./wallets";

const at = (iso: string) => new Date(iso);
const base = { payoutTimeUtc: "14:00", now: at("2026-11-29T10:00:00Z") };

describe("minimumReachDay", () => {
  it("answers today's run when the balance is there and the run has not passed, else tomorrow's", () => {
    expect(minimumReachDay({ ...base, balance: 100_000, dailyAverage: 0, minPayment: 100_000 })).toBe(
      "2026-11-29",
    );
    const late = { ...base, now: at("2026-11-29T14:00:00Z") };
    expect(minimumReachDay({ ...late, balance: 100_000, dailyAverage: 0, minPayment: 100_000 })).toBe(
      "2026-11-30",
    );
  });

  it("counts whole days of the average credit: 60,001 missing at 20,000 a day is 4 days", () => {
    expect(minimumReachDay({ ...base, balance: 39_999, dailyAverage: 20_000, minPayment: 100_000 })).toBe(
      "2026-12-03",
    );
    expect(minimumReachDay({ ...base, balance: 40_000, dailyAverage: 20_000, minPayment: 100_000 })).toBe(
      "2026-12-02",
    );
  });

  it("never pays before a new address's pause ends", () => {
    const pausedUntil = at("2026-11-30T09:30:00Z");
    expect(
      minimumReachDay({ ...base, balance: 500_000, dailyAverage: 1, minPayment: 100_000, pausedUntil }),
    ).toBe("2026-11-30");
    const pastTodaysRun = at("2026-11-30T14:00:01Z");
    expect(
      minimumReachDay({
        ...base,
        balance: 500_000,
        dailyAverage: 1,
        minPayment: 100_000,
        pausedUntil: pastTodaysRun,
      }),
    ).toBe("2026-12-01");
  });

  it("answers null without earnings, or beyond a century", () => {
    expect(minimumReachDay({ ...base, balance: 0, dailyAverage: 0, minPayment: 100_000 })).toBeNull();
    expect(minimumReachDay({ ...base, balance: 0, dailyAverage: 1, minPayment: 100_000_000 })).toBeNull();
  });
});
