import type { Share } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { foldBatch, type MinerRef } from "./fold-batch";
import { isoMs, shareTimes } from "./share-times";

const share = (over: Partial<Share>): Share => ({
  account: "alice",
  worker: "rig1",
  difficulty: 1000,
  accepted: true,
  ts: "2026-03-02T10:00:10Z",
  behaviour: "hardware",
  ...over,
});
const at = (iso: string) => Date.parse(iso);
const fold = (shares: Share[]) => foldBatch(shares, shareTimes(shares), miners);
const miners = new Map<string, MinerRef>([
  ["alice", { id: "m-alice", operatorId: null, poolId: "p1" }],
  ["bob", { id: "m-bob", operatorId: "op1", poolId: "p1" }],
  ["dan", { id: "m-dan", operatorId: "op1", poolId: "p1" }],
]);
const iso = (ms: number) => new Date(ms).toISOString();

describe("foldBatch", () => {
  it("sums worker 1-minute buckets, and miner buckets of every size", () => {
    const folded = fold([
      share({ difficulty: 1000 }),
      share({ difficulty: 2000.5, ts: "2026-03-02T10:00:50Z" }),
      share({ difficulty: 500, accepted: false, reason: "stale", ts: "2026-03-02T10:01:05Z" }),
      share({ worker: "rig2", difficulty: 4000, ts: "2026-03-02T10:04:59Z" }),
    ]);
    expect(folded.counts).toEqual({ accepted: 4, rejected: 0, unknown_accounts: [] });
    expect(folded.workers.map((w) => [w.name, w.first, w.last])).toEqual([
      ["rig1", at("2026-03-02T10:00:10Z"), at("2026-03-02T10:01:05Z")],
      ["rig2", at("2026-03-02T10:04:59Z"), at("2026-03-02T10:04:59Z")],
    ]);
    const rig1 = folded.workerMinutes.filter((b) => b.owner.name === "rig1");
    expect(rig1.map((b) => [b.bucketSeconds, iso(b.bucketStart)])).toEqual([
      [60, "2026-03-02T10:00:00.000Z"],
      [60, "2026-03-02T10:01:00.000Z"],
    ]);
    expect(rig1[0]).toMatchObject({ acceptedDifficulty: 3000.5, acceptedCount: 2, rejectedCount: 0 });
    expect(rig1[1]).toMatchObject({
      rejectedDifficulty: 500,
      rejectedCount: 1,
      lastShareAt: at("2026-03-02T10:01:05Z"),
    });
    expect(folded.minerBuckets.map((b) => [b.bucketSeconds, iso(b.bucketStart)])).toEqual([
      [60, "2026-03-02T10:00:00.000Z"],
      [60, "2026-03-02T10:01:00.000Z"],
      [60, "2026-03-02T10:04:00.000Z"],
      [300, "2026-03-02T10:00:00.000Z"],
      [1200, "2026-03-02T10:00:00.000Z"],
      [14_400, "2026-03-02T08:00:00.000Z"],
    ]);
    expect(folded.minerBuckets.find((b) => b.bucketSeconds === 300)).toMatchObject({
      owner: "m-alice",
      acceptedDifficulty: 7000.5,
      acceptedCount: 3,
      rejectedDifficulty: 500,
      rejectedCount: 1,
      lastShareAt: at("2026-03-02T10:04:59Z"),
    });
    expect(folded.operatorBuckets).toEqual([]);
    expect(folded.poolBuckets.find((b) => b.bucketSeconds === 14_400)).toMatchObject({
      owner: "p1",
      acceptedDifficulty: 7000.5,
      acceptedCount: 3,
    });
  });

  it("sums operator and pool buckets over their miners, by the operator and pool given at ingest", () => {
    const folded = fold([
      share({ account: "bob", difficulty: 10 }),
      share({ account: "dan", difficulty: 20, ts: "2026-03-02T10:00:40Z" }),
      share({ account: "dan", difficulty: 5, accepted: false, ts: "2026-03-02T10:03:00Z" }),
      share({ account: "alice", difficulty: 100 }),
    ]);
    const sums = (list: typeof folded.operatorBuckets) =>
      list.map((b) => [
        b.owner,
        b.bucketSeconds,
        iso(b.bucketStart),
        b.acceptedDifficulty,
        b.acceptedCount,
        b.rejectedDifficulty,
      ]);
    expect(sums(folded.operatorBuckets)).toEqual([
      ["op1", 60, "2026-03-02T10:00:00.000Z", 30, 2, 0],
      ["op1", 60, "2026-03-02T10:03:00.000Z", 0, 0, 5],
      ["op1", 300, "2026-03-02T10:00:00.000Z", 30, 2, 5],
      ["op1", 1200, "2026-03-02T10:00:00.000Z", 30, 2, 5],
      ["op1", 14_400, "2026-03-02T08:00:00.000Z", 30, 2, 5],
    ]);
    expect(sums(folded.poolBuckets.filter((b) => b.bucketSeconds === 300))).toEqual([
      ["p1", 300, "2026-03-02T10:00:00.000Z", 130, 3, 5],
    ]);
  });

  it("keeps boundary and hardware workers of one name apart", () => {
    const folded = fold([share({}), share({ behaviour: "boundary" })]);
    expect(folded.workers.map((w) => w.behaviour)).toEqual(["hardware", "boundary"]);
  });

  it("counts shares of unknown accounts per account instead of folding them", () => {
    const folded = fold([
      share({ account: "ghost" }),
      share({}),
      share({ account: "ghost" }),
      share({ account: "zed" }),
    ]);
    expect(folded.counts).toEqual({
      accepted: 1,
      rejected: 3,
      unknown_accounts: [
        { account: "ghost", shares: 2 },
        { account: "zed", shares: 1 },
      ],
    });
    expect(folded.workers).toHaveLength(1);
  });
});

describe("isoMs", () => {
  it("reads the toISOString shape digit by digit and any other ISO shape like Date.parse", () => {
    for (const t of [
      "2026-03-02T10:00:10.123Z",
      "1999-12-31T23:59:59.999Z",
      "2026-03-02T10:00:10Z",
      "2026-03-02T13:00:10.5+03:00",
      "2026-03-02T10:00:10.123456Z",
    ])
      expect(isoMs(t), t).toBe(Date.parse(t));
  });
});
