import type { WorkerStatus } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { TestClock } from "../../../clock";
import { statusCutoffs, workerStatusAt } from "./worker-status";

const last = new Date("2026-03-02T10:00:00Z");
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The set-based form the sweep's SQL applies. */
function byCutoffs(lastShare: Date, now: Date): WorkerStatus {
  const c = statusCutoffs(now);
  if (lastShare >= c.stableFrom) return "stable";
  if (lastShare >= c.unavailableFrom) return "unavailable";
  if (lastShare > c.offAfter) return "off";
  return "removed";
}

describe("worker status from the time since the last share", () => {
  const cases: [string, number, WorkerStatus][] = [
    ["a share just now", 0, "stable"],
    ["just before 1 minute", minute - 1, "stable"],
    ["just after 1 minute (stays stable until unavailable)", minute + 1, "stable"],
    ["exactly 10 minutes", 10 * minute, "stable"],
    ["just after 10 minutes", 10 * minute + 1, "unavailable"],
    ["unavailable for exactly 24 hours", 10 * minute + day, "unavailable"],
    ["unavailable for just over 24 hours", 10 * minute + day + 1, "off"],
    ["off for just under 6 days", 10 * minute + day + 6 * day - 1, "off"],
    ["off for 6 full days", 10 * minute + day + 6 * day, "removed"],
    ["a month later", 30 * day, "removed"],
  ];
  it.each(cases)("%s -> %s", (_name, idle, status) => {
    const clock = new TestClock(last);
    clock.advance(idle);
    expect(workerStatusAt(last, clock.now())).toBe(status);
    expect(byCutoffs(last, clock.now())).toBe(status);
  });

  it("a share stamped slightly in the future is stable", () => {
    expect(workerStatusAt(new Date(last.getTime() + 4 * minute), last)).toBe("stable");
  });
});
