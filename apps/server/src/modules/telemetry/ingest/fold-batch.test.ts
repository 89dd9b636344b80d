import type { Share } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { foldBatch } from "./fold-batch";

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

describe("foldBatch", () => {
  const miners = new Map([
    ["alice", "m-alice"],
    ["bob", "m-bob"],
  ]);

  it("sums accepted and rejected difficulty per worker and miner bucket of every size", () => {
    const folded = foldBatch(
      [
        share({ difficulty: 1000 }),
        share({ difficulty: 2000.5, ts: "2026-03-02T10:00:50Z" }),
        share({ difficulty: 500, accepted: false, reason: "stale", ts: "2026-03-02T10:01:05Z" }),
        share({ worker: "rig2", difficulty: 4000, ts: "2026-03-02T10:04:59Z" }),
      ],
      miners,
    );
    expect(folded.counts).toEqual({ accepted: 4, rejected: 0, unknown_accounts: [] });
    expect(folded.workers.map((w) => [w.name, w.first, w.last])).toEqual([
      ["rig1", at("2026-03-02T10:00:10Z"), at("2026-03-02T10:01:05Z")],
      ["rig2", at("2026-03-02T10:04:59Z"), at("2026-03-02T10:04:59Z")],
    ]);
    const rig1 = folded.workerBuckets.filter((b) => b.owner.name === "rig1");
    expect(rig1.map((b) => [b.bucketSeconds, new Date(b.bucketStart).toISOString()])).toEqual([
      [60, "2026-03-02T10:00:00.000Z"],
      [60, "2026-03-02T10:01:00.000Z"],
      [300, "2026-03-02T10:00:00.000Z"],
      [1200, "2026-03-02T10:00:00.000Z"],
      [14_400, "2026-03-02T08:00:00.000Z"],
    ]);
    expect(rig1[0]).toMatchObject({ acceptedDifficulty: 3000.5, acceptedCount: 2, rejectedCount: 0 });
    expect(rig1[2]).toMatchObject({
      acceptedDifficulty: 3000.5,
      acceptedCount: 2,
      rejectedDifficulty: 500,
      rejectedCount: 1,
      lastShareAt: at("2026-03-02T10:01:05Z"),
    });
    const miner5m = folded.minerBuckets.find((b) => b.bucketSeconds === 300);
    expect(miner5m).toMatchObject({
      owner: "m-alice",
      acceptedDifficulty: 7000.5,
      acceptedCount: 3,
      rejectedDifficulty: 500,
      lastShareAt: at("2026-03-02T10:04:59Z"),
    });
    expect(folded.minerBuckets).toHaveLength(6);
  });

  it("keeps boundary and hardware workers of one name apart", () => {
    const folded = foldBatch([share({}), share({ behaviour: "boundary" })], miners);
    expect(folded.workers.map((w) => w.behaviour)).toEqual(["hardware", "boundary"]);
  });

  it("counts shares of unknown accounts per account instead of folding them", () => {
    const folded = foldBatch(
      [share({ account: "ghost" }), share({}), share({ account: "ghost" }), share({ account: "zed" })],
      miners,
    );
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
