import type { Share } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { batchContentHash, legacyBatchContentHash, sameContent } from "./batch-hash";
import { sharesToColumns } from "./share-columns";

const shares: Share[] = [
  {
    account: "alice",
    worker: "rig1",
    difficulty: 1000.25,
    accepted: true,
    ts: "2026-03-02T09:58:10Z",
    behaviour: "hardware",
  },
  {
    account: "bø|b",
    worker: "rig.2",
    difficulty: 65536,
    accepted: false,
    reason: "stale",
    ts: "2026-03-02T09:58:11.500+01:00",
    behaviour: "boundary",
  },
  {
    account: "alice",
    worker: "rig1",
    difficulty: 1e15,
    accepted: true,
    ts: "2026-03-02T09:59:00.000Z",
    behaviour: "hardware",
  },
];
const columns = (list: Share[]) => sharesToColumns("b", list);

describe("batchContentHash", () => {
  it("keeps the text form of hashes stored before the binary one (same value as before)", () => {
    // Computed by the text hash that ingest stored until the binary form (per share, from the share objects).
    const before = "1ffa72ef6ddc6537053a333b819c57a633738f696538a2a66fdf6addc35907c8";
    expect(legacyBatchContentHash(columns(shares))).toBe(before);
    expect(sameContent(before, batchContentHash(columns(shares)), columns(shares))).toBe(true);
  });

  it("is the same for the same content in another notation, and differs for other content", () => {
    const hash = batchContentHash(columns(shares));
    expect(hash.startsWith("v2:")).toBe(true);
    const renoted = shares.map((s) => ({ ...s, ts: new Date(Date.parse(s.ts)).toISOString(), reason: "x" }));
    expect(batchContentHash(columns(renoted))).toBe(hash);
    const others: Share[][] = [
      shares.map((s, i) => (i === 1 ? { ...s, difficulty: 65536.5 } : s)),
      shares.map((s, i) => (i === 0 ? { ...s, accepted: false } : s)),
      shares.map((s, i) => (i === 2 ? { ...s, ts: "2026-03-02T09:59:00.001Z" } : s)),
      shares.map((s, i) => (i === 1 ? { ...s, behaviour: "hardware" as const } : s)),
      shares.map((s, i) => (i === 0 ? { ...s, worker: "rig2" } : s)),
      [...shares].reverse(),
      shares.slice(0, 2),
    ];
    for (const other of others) {
      const otherHash = batchContentHash(columns(other));
      expect(otherHash).not.toBe(hash);
      expect(sameContent(hash, otherHash, columns(other))).toBe(false);
      expect(sameContent(legacyBatchContentHash(columns(shares)), otherHash, columns(other))).toBe(false);
    }
  });
});
