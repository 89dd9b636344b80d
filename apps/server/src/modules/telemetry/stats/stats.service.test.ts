import { describe, expect, it } from "vitest";
import { TestClock } from "../../../clock";
import { noSums, type StatsSums } from "../hashrate/hashrate";
import type { StatsRepository } from "./stats.repository";
import { statsService } from "./stats.service";

const reader = { userId: "u", watcher: null };
const sums = (difficulty: number): StatsSums => ({
  ...noSums(),
  "15m": { acceptedDifficulty: difficulty, acceptedCount: 1 },
});

function fixture() {
  const clock = new TestClock(new Date("2026-11-25T12:00:10Z"));
  const calls = { sums: [] as string[][], counts: 0, snapshots: [] as string[] };
  let difficulty = 900;
  /** Miners whose `miner_figures` row is for the current windows (the minute job ran), with their sums. */
  const snapshot = new Map<string, StatsSums>();
  const repo = {
    async snapshotStats(ids: string[], asOf: Date) {
      calls.counts++;
      calls.snapshots.push(asOf.toISOString());
      return {
        sums: new Map([...snapshot].filter(([id]) => ids.includes(id))),
        counts: ids.map((minerId) => ({ minerId, status: "stable" as const, count: calls.counts })),
      };
    },
    async minerSums(ids: string[]) {
      calls.sums.push(ids);
      return new Map(ids.filter((id) => id !== "idle").map((id) => [id, sums(difficulty)]));
    },
    async workerCounts(ids: string[]) {
      calls.counts++;
      return ids.map((minerId) => ({ minerId, status: "stable" as const, count: calls.counts }));
    },
  } as unknown as StatsRepository;
  const service = statsService({ repo, access: { ensureMiners: async () => {} }, clock });
  return { clock, calls, service, snapshot, setDifficulty: (d: number) => (difficulty = d) };
}

describe("statsService.minerStats: window sums kept per window end", () => {
  it("reads a miner's sums once per window end, its worker counts every time", async () => {
    const { clock, calls, service, setDifficulty } = fixture();
    const first = await service.minerStats(reader, ["a"]);
    setDifficulty(1800);
    clock.advance(30_000); // 12:00:40: the same windows
    const second = await service.minerStats(reader, ["a"]);
    expect(second[0]?.hash_rate_15m).toBe(first[0]?.hash_rate_15m);
    expect(calls.sums).toEqual([["a"]]);
    expect(second[0]?.workers.stable).toBe(2);

    clock.advance(30_000); // 12:01:10: the 15m window has moved
    const third = await service.minerStats(reader, ["a"]);
    expect(third[0]?.hash_rate_15m).toBe((first[0]?.hash_rate_15m ?? 0) * 2);
    expect(calls.sums).toEqual([["a"], ["a"]]);
  });

  it("asks only for the miners it does not hold, and keeps a miner without buckets as zeros", async () => {
    const { calls, service } = fixture();
    await service.minerStats(reader, ["a"]);
    const both = await service.minerStats(reader, ["a", "idle"]);
    await service.minerStats(reader, ["idle", "a"]);
    expect(calls.sums).toEqual([["a"], ["idle"]]);
    expect(both.map((m) => m.hash_rate_15m > 0)).toEqual([true, false]);
  });

  it("takes a miner's sums from the minute job's row for the current windows, its counts in the same statement", async () => {
    const { calls, service, snapshot } = fixture();
    snapshot.set("a", sums(1800));
    const [a, b] = await service.minerStats(reader, ["a", "b"]);
    // Only "b" (no row for these windows) sums its rollups; both counts came with the snapshot's statement.
    expect(calls.sums).toEqual([["b"]]);
    expect(calls.snapshots).toEqual(["2026-11-25T11:55:00.000Z"]);
    expect(a?.hash_rate_15m).toBe(b ? b.hash_rate_15m * 2 : Number.NaN);
    expect([a?.workers.stable, b?.workers.stable]).toEqual([1, 1]);
    // Held now: the next call reads the counts alone.
    const again = await service.minerStats(reader, ["a", "b"]);
    expect(calls.sums).toEqual([["b"]]);
    expect(calls.snapshots).toHaveLength(1);
    expect(again[0]?.workers.stable).toBe(2);
  });
});
