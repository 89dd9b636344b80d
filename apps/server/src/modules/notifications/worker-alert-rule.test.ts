import { describe, expect, it } from "vitest";
import {
  alertAfterSeconds,
  estimateShareRate,
  groupSendAt,
  groupWorkerChanges,
  isWorkerBack,
  isWorkerDown,
  silenceProbability,
  stepWorkerAlert,
  type WorkerAlertChange,
  workerAlertRule,
} from "./worker-alert-rule";

const perMinute = (shares: number) => shares / 60;
const ln1e8 = Math.log(1e8); // 18.420680743952367

describe("the down threshold, with exact numbers", () => {
  it("has the documented constants", () => {
    expect(workerAlertRule).toMatchObject({
      thresholdProbability: 1e-8,
      blipAllowanceSeconds: 90,
      minSilenceSeconds: 120,
      maxSilenceSeconds: 600,
      rateWindowSeconds: 3600,
    });
  });

  // [name, shares per second, alert after (s), last silence not alerting, first whole second alerting]
  const cases: [string, number, number, number, number][] = [
    // 90 + ln(1e8) / 0.2 = 182.103...: not at the 60 s of the example (a 60 s blip must not alert).
    ["12 shares a minute", perMinute(12), 182.10340371976184, 182, 183],
    ["30 shares a minute", perMinute(30), 126.84136148790473, 126, 127],
    ["6 shares a minute", perMinute(6), 274.2068074395237, 274, 275],
    // 90 + 18.42 = 108.4 is under the floor: the floor, 120 s.
    ["60 shares a minute (the 120 s floor)", perMinute(60), 120, 120, 121],
    // 90 + 18.42 x 120 = 2300 s is over the cap: SPEC's 10 minutes.
    ["one share every 2 minutes (the 600 s cap)", 1 / 120, 600, 600, 601],
    ["no share in the window (rate 0)", 0, 600, 600, 601],
  ];
  it.each(cases)("%s", (_name, rate, after, quiet, alerting) => {
    expect(alertAfterSeconds(rate)).toBeCloseTo(after, 9);
    expect(isWorkerDown(rate, quiet)).toBe(false);
    expect(isWorkerDown(rate, alerting)).toBe(true);
  });

  it("the probability is exactly the threshold at the statistical boundary, above just before, below just after", () => {
    const rate = perMinute(12);
    const boundary = 90 + ln1e8 / rate;
    expect(silenceProbability(rate, boundary)).toBeCloseTo(1e-8, 20);
    expect(silenceProbability(rate, 182)).toBeGreaterThan(1e-8);
    expect(silenceProbability(rate, 183)).toBeLessThan(1e-8);
    // exp(-0.2 x (183 - 90)) = exp(-18.6)
    expect(silenceProbability(rate, 183)).toBeCloseTo(Math.exp(-18.6), 20);
  });

  it("a blip's 90 s count for nothing: probability 1 up to 90 s", () => {
    expect(silenceProbability(perMinute(30), 90)).toBe(1);
    expect(silenceProbability(perMinute(30), 60)).toBe(1);
    expect(silenceProbability(0, 10_000)).toBe(1);
  });

  it("the cap binds from 2.167 shares a minute down: 90 + ln(1e8) / rate = 600", () => {
    const capRate = ln1e8 / 510; // 0.03612 shares/s
    expect(capRate * 60).toBeCloseTo(2.1671389110532195, 12);
    expect(alertAfterSeconds(capRate * 1.01)).toBeLessThan(600);
    expect(alertAfterSeconds(capRate * 0.99)).toBe(600);
  });

  it("takes another threshold: 1e-6 alerts a 12-shares-a-minute worker at 90 + ln(1e6) / 0.2 = 159.08 s", () => {
    const rule = { ...workerAlertRule, thresholdProbability: 1e-6 };
    expect(alertAfterSeconds(perMinute(12), rule)).toBeCloseTo(159.07755278982137, 9);
    expect(isWorkerDown(perMinute(12), 159, rule)).toBe(false);
    expect(isWorkerDown(perMinute(12), 160, rule)).toBe(true);
  });
});

describe("the rate estimate: a lower bound, (sqrt(n) - 1)^2 / window", () => {
  it("720 shares in the hour (12 a minute) -> 0.18537 /s, which alerts after 189.37 s", () => {
    const rate = estimateShareRate(720);
    expect(rate).toBeCloseTo(0.1853706579277792, 15);
    expect(alertAfterSeconds(rate)).toBeCloseTo(189.37214956171275, 9);
    expect(isWorkerDown(rate, 189)).toBe(false);
    expect(isWorkerDown(rate, 190)).toBe(true);
  });

  it("few shares are judged slow: 12 in the hour (one per 5 min) -> 0.0016866 /s, the cap", () => {
    expect(estimateShareRate(12)).toBeCloseTo(0.0016866102138123583, 15);
    expect(alertAfterSeconds(estimateShareRate(12))).toBe(600);
  });

  it("0 or 1 share, or no window, is rate 0; 4 shares is 1 per window", () => {
    expect(estimateShareRate(0)).toBe(0);
    expect(estimateShareRate(1)).toBe(0);
    expect(estimateShareRate(100, 0)).toBe(0);
    expect(estimateShareRate(4, 3600)).toBe(1 / 3600);
    expect(estimateShareRate(100, 600)).toBe(81 / 600);
  });
});

describe("back, and the per-check state", () => {
  const downAt = new Date("2026-03-02T10:00:00Z");
  const later = new Date("2026-03-02T10:20:00Z");
  const rate = perMinute(12);

  it("back after a new share, unless the silence since is alarming again", () => {
    expect(
      isWorkerBack({
        lastShareAt: later,
        lastShareAtWhenDown: downAt,
        ratePerSecond: rate,
        silenceSeconds: 5,
      }),
    ).toBe(true);
    expect(
      isWorkerBack({
        lastShareAt: later,
        lastShareAtWhenDown: downAt,
        ratePerSecond: rate,
        silenceSeconds: 183,
      }),
    ).toBe(false);
    expect(
      isWorkerBack({
        lastShareAt: downAt,
        lastShareAtWhenDown: downAt,
        ratePerSecond: rate,
        silenceSeconds: 5,
      }),
    ).toBe(false);
  });

  it("steps up -> down -> down -> up", () => {
    const base = { lastShareAt: downAt, lastShareAtWhenDown: downAt, ratePerSecond: rate };
    expect(stepWorkerAlert("up", { ...base, silenceSeconds: 182 })).toEqual({ state: "up", change: null });
    expect(stepWorkerAlert("up", { ...base, silenceSeconds: 183 })).toEqual({
      state: "down",
      change: "down",
    });
    expect(stepWorkerAlert("down", { ...base, silenceSeconds: 243 })).toEqual({
      state: "down",
      change: null,
    });
    expect(stepWorkerAlert("down", { ...base, lastShareAt: later, silenceSeconds: 2 })).toEqual({
      state: "up",
      change: "back",
    });
  });
});

describe("grouping", () => {
  const t = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute));
  const change = (id: string, name: string, kind: "down" | "back", minute: number): WorkerAlertChange => ({
    workerId: id,
    workerName: name,
    change: kind,
    at: t(minute),
    lastShareAt: t(minute - 3),
  });

  it("one message lists the workers down and back, by name; a down-then-back worker is bounced", () => {
    const message = groupWorkerChanges("acc-1", [
      change("w3", "rig-c", "down", 4),
      change("w1", "rig-a", "down", 3),
      change("w2", "rig-b", "back", 3),
      change("w4", "rig-d", "down", 2),
      change("w4", "rig-d", "back", 5),
      change("w5", "rig-a", "down", 3),
    ]);
    expect(message).toEqual({
      accountId: "acc-1",
      from: t(2),
      to: t(5),
      down: [
        { workerId: "w1", workerName: "rig-a", lastShareAt: t(0), at: t(3) },
        { workerId: "w5", workerName: "rig-a", lastShareAt: t(0), at: t(3) },
        { workerId: "w3", workerName: "rig-c", lastShareAt: t(1), at: t(4) },
      ],
      back: [{ workerId: "w2", workerName: "rig-b", lastShareAt: t(0), at: t(3) }],
      bounced: [{ workerId: "w4", workerName: "rig-d", lastShareAt: t(2), at: t(5) }],
    });
  });

  it("a worker down, back and down again in one group is down", () => {
    const message = groupWorkerChanges("acc-1", [
      change("w1", "rig-a", "down", 1),
      change("w1", "rig-a", "back", 2),
      change("w1", "rig-a", "down", 4),
    ]);
    expect(message?.down.map((w) => w.workerId)).toEqual(["w1"]);
    expect(message?.bounced).toEqual([]);
  });

  it("no change, no message", () => {
    expect(groupWorkerChanges("acc-1", [])).toBeNull();
  });

  it("sends at once after a quiet spell, else 5 minutes after the last message", () => {
    expect(groupSendAt(null, t(0))).toBeNull();
    expect(groupSendAt(t(3), null)).toEqual(t(3));
    expect(groupSendAt(t(3), t(0))).toEqual(t(5));
    expect(groupSendAt(t(9), t(0))).toEqual(t(9));
    expect(groupSendAt(t(5), t(0))).toEqual(t(5));
    expect(groupSendAt(t(1), t(0), 60)).toEqual(t(1));
  });
});
