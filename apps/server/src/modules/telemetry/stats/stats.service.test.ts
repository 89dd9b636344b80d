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

/** `keptCounts`: the counts are kept until `dropCounts()` (the change-bus cache), else read on every call. */
function fixture(keptCounts = false) {
  const clock = new TestClock(new Date("2026-11-25T12:00:10Z"));
  const calls = {
    sums: [] as string[][],
    counts: 0,
    stored: [] as string[],
    workerSums: [] as string[][],
    workers: 0,
    workersAsOf: [] as string[],
  };
  let difficulty = 900;
  /** Miners whose `miner_figures` row is for the current windows (the minute job ran), with their sums. */
  const snapshot = new Map<string, StatsSums>();
  /** Workers whose miner's `worker_figures` snapshot is for the asked window end, with their sums. */
  const workerSnapshot = new Map<string, StatsSums>();
  const repo = {
    async allSnapshotSums(asOf: Date) {
      calls.stored.push(asOf.toISOString());
      return new Map(snapshot);
    },
    async minerSums(ids: string[]) {
      calls.sums.push(ids);
      return new Map(ids.filter((id) => id !== "idle").map((id) => [id, sums(difficulty)]));
    },
    async workerSums(ids: string[]) {
      calls.workerSums.push(ids);
      return new Map(ids.map((id) => [id, sums(difficulty)]));
    },
    async workersWithFigures(ids: string[], asOf: Date) {
      calls.workers += 1;
      calls.workersAsOf.push(asOf.toISOString());
      const lastShareAt = new Date("2026-11-25T12:00:00Z");
      return ids.map((id) => ({
        id,
        minerId: "a",
        name: id,
        behaviour: "hardware",
        status: "stable",
        lastShareAt,
        stored: workerSnapshot.get(id) ?? null,
      }));
    },
  } as unknown as StatsRepository;
  /** Every miner's counts, one read (as the marks are read), the same objects until read again. */
  const allWorkerCounts = async () => {
    calls.counts++;
    const count = calls.counts;
    return new Map(
      ["a", "b", "idle"].map((id) => [id, { stable: count, unavailable: 0, off: 0, removed: 0 }]),
    );
  };
  const kept = new Map<string, Promise<unknown>>();
  const cached = <V>(key: string, load: () => Promise<V>) => {
    if (!kept.has(key)) kept.set(key, load());
    return kept.get(key) as Promise<V>;
  };
  const service = statsService({
    repo,
    access: { ensureMiners: async () => {} },
    clock,
    workerCounts: () => (keptCounts ? cached("worker-counts", allWorkerCounts) : allWorkerCounts()),
  });
  return {
    clock,
    calls,
    service,
    snapshot,
    workerSnapshot,
    setDifficulty: (d: number) => (difficulty = d),
    dropCounts: () => kept.clear(),
  };
}

describe("statsService.minerStats: window sums kept per window end", () => {
  it("sums a miner without a stored row once per window end, reads its worker counts every time", async () => {
    const { clock, calls, service, setDifficulty } = fixture();
    const first = await service.minerStats(reader, ["a"]);
    setDifficulty(1800);
    clock.advance(30_000); // 12:00:40: the same windows
    const second = await service.minerStats(reader, ["a"]);
    expect(second[0]?.hash_rate_15m).toBe(first[0]?.hash_rate_15m);
    expect(calls.sums).toEqual([["a"]]);
    // Without a change-bus cache (`cached`), the counts are read on every call.
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

  it("takes every miner's sums from the minute job's rows for the current windows, read once per end", async () => {
    const { clock, calls, service, snapshot } = fixture();
    snapshot.set("a", sums(1800));
    const [a, b] = await service.minerStats(reader, ["a", "b"]);
    // Only "b" (no row for these windows) sums its rollups; the rows were read for the 15m end 11:55.
    expect(calls.sums).toEqual([["b"]]);
    expect(calls.stored).toEqual(["2026-11-25T11:55:00.000Z"]);
    expect(a?.hash_rate_15m).toBe(b ? b.hash_rate_15m * 2 : Number.NaN);
    expect([a?.workers.stable, b?.workers.stable]).toEqual([1, 1]);
    // "a" is answered from the rows already read; "b" is kept; no read for 2 s even though "b" has no row.
    await service.minerStats(reader, ["a"]);
    await service.minerStats(reader, ["b"]);
    expect(calls.sums).toEqual([["b"]]);
    expect(calls.stored).toHaveLength(1);
    // The job writes "b"'s row: 2 s later a miner without a row makes the rows be read again.
    snapshot.set("b", sums(3600));
    clock.advance(2_000);
    const [again] = await service.minerStats(reader, ["b"]);
    expect(calls.stored).toHaveLength(2);
    expect(again?.hash_rate_15m).toBe((a?.hash_rate_15m ?? 0) * 2);
    // The next window end reads them again, once.
    clock.advance(60_000);
    await service.minerStats(reader, ["a", "b"]);
    await service.minerStats(reader, ["a", "b"]);
    expect(calls.stored).toEqual([
      "2026-11-25T11:55:00.000Z",
      "2026-11-25T11:55:00.000Z",
      "2026-11-25T11:56:00.000Z",
    ]);
  });

  it("answers the same stats object while a miner's kept sums and counts hold, a new one when either moves", async () => {
    const { clock, service, snapshot, dropCounts } = fixture(true);
    snapshot.set("a", sums(1800));
    const [first] = await service.minerStats(reader, ["a"]);
    const [again] = await service.minerStats(reader, ["a", "b"]);
    expect(again).toBe(first);
    // A status change is announced: the counts are read again.
    dropCounts();
    const [recounted] = await service.minerStats(reader, ["a"]);
    expect(recounted).not.toBe(first);
    expect([first?.workers.stable, recounted?.workers.stable]).toEqual([1, 2]);
    // The next window end: other sums.
    snapshot.set("a", sums(900));
    clock.advance(60_000);
    const [moved] = await service.minerStats(reader, ["a"]);
    expect(moved?.hash_rate_15m).toBe((first?.hash_rate_15m ?? 0) / 2);
  });

  it("shares one read of the stored rows among concurrent calls", async () => {
    const { calls, service, snapshot } = fixture();
    snapshot.set("a", sums(1800));
    snapshot.set("b", sums(900));
    await Promise.all([service.minerStats(reader, ["a"]), service.minerStats(reader, ["b"])]);
    expect(calls.stored).toHaveLength(1);
    expect(calls.sums).toEqual([]);
  });
});

describe("statsService.workerStats: window sums kept per window end", () => {
  it("sums a worker once per window end, reads the worker itself (status, last share) every time", async () => {
    const { clock, calls, service, setDifficulty } = fixture();
    const [first] = await service.workerStats(reader, ["w1"]);
    setDifficulty(1800);
    clock.advance(30_000); // 12:00:40: the same windows
    const [second, other] = await service.workerStats(reader, ["w1", "w2"]);
    expect(second?.hash_rate_15m).toBe(first?.hash_rate_15m);
    expect(other?.hash_rate_15m).toBe((first?.hash_rate_15m ?? 0) * 2);
    expect(calls.workerSums).toEqual([["w1"], ["w2"]]);
    expect(calls.workers).toBe(2);

    clock.advance(30_000); // 12:01:10: the 15m window has moved
    const [third] = await service.workerStats(reader, ["w1"]);
    expect(third?.hash_rate_15m).toBe(other?.hash_rate_15m);
    expect(calls.workerSums).toEqual([["w1"], ["w2"], ["w1"]]);
  });

  it("answers from the worker figures snapshot where it is for the current windows, sums the rest", async () => {
    const { calls, service, workerSnapshot } = fixture();
    workerSnapshot.set("w1", sums(4500));
    const [stored, summed] = await service.workerStats(reader, ["w1", "w2"]);
    // 4,500 and 900 difficulty over 900 s: 4500 * 2^32 / 900 and 900 * 2^32 / 900 hashes a second.
    expect(stored?.hash_rate_15m).toBe((4500 * 2 ** 32) / 900);
    expect(summed?.hash_rate_15m).toBe(2 ** 32);
    expect(calls.workerSums).toEqual([["w2"]]);
    // Asked for the 15m window's end: 12:00:10 less 5 minutes, on a whole minute.
    expect(calls.workersAsOf).toEqual(["2026-11-25T11:55:00.000Z"]);
  });
});
