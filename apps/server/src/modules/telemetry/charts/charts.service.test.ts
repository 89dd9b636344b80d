import { describe, expect, it } from "vitest";
import { TestClock } from "../../../clock";
import type { ShareTimes } from "./chart-status";
import type { ChartsRepository, OwnerBuckets } from "./charts.repository";
import { chartsService } from "./charts.service";

const reader = { userId: "u", watcher: null };

/** One miner whose last share came 59 min 50 s before the clock's start (an hour's silence is "unavailable"). */
function fixture() {
  const clock = new TestClock(new Date("2026-11-25T12:00:10Z"));
  const times = new Map<string, ShareTimes>([
    ["a", { firstShareAt: new Date("2026-11-25T09:00:00Z"), lastShareAt: new Date("2026-11-25T11:00:20Z") }],
  ]);
  let bucketReads = 0;
  const repo = {
    async minerBuckets(ids: string[]): Promise<OwnerBuckets> {
      bucketReads += 1;
      return new Map(ids.map((id) => [id, []]));
    },
    async allMinerShareTimes() {
      return times;
    },
  } as unknown as ChartsRepository;
  const service = chartsService({
    repo,
    access: { ensureMiners: async () => {}, ensureAccount: async () => {} },
    clock,
  });
  return { clock, service, bucketReads: () => bucketReads };
}

describe("chartsService: a kept series", () => {
  it("is the same object while its points, share times and status hold, and a new one when its status moves", async () => {
    const { clock, service, bucketReads } = fixture();
    const [first] = await service.minerCharts(reader, ["a"], "P1W");
    const [again] = await service.minerCharts(reader, ["a"], "P1W");
    expect(first?.status).toBe("ok");
    expect(again).toBe(first);

    clock.advance(20_000); // 12:00:30, the same minute and windows: silent for 1 h 0 min 10 s
    const [later] = await service.minerCharts(reader, ["a"], "P1W");
    expect(later?.status).toBe("unavailable");
    expect(later).not.toBe(first);
    expect(later?.points).toBe(first?.points);
    expect(bucketReads()).toBe(1);
    expect(first?.status).toBe("ok");
  });
});
