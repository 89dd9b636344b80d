import { describe, expect, it } from "vitest";
import { TestClock } from "../clock";
import { ChangeCache, type ChangeSource } from "./change-cache";

function source() {
  const subscribers = new Set<(table: string) => void>();
  let syncs = 0;
  const s = {
    live: true,
    subscribe(fn: (table: string) => void) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    async sync() {
      syncs++;
    },
    announce(table: string) {
      for (const fn of subscribers) fn(table);
    },
    get syncs() {
      return syncs;
    },
  };
  return s satisfies ChangeSource;
}

const cacheOf = (src: ChangeSource, clock = new TestClock(new Date("2026-11-25T12:00:00Z"))) =>
  new ChangeCache(src, clock, { tables: ["permissions"], ttlMs: 10_000, maxEntries: 2 });

describe("ChangeCache", () => {
  it("serves a stored value until a watched table changes, then reads again", async () => {
    const src = source();
    const cache = cacheOf(src);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    src.announce("ingest_batches");
    expect(await cache.get("a", load)).toBe(1);
    src.announce("permissions");
    expect(await cache.get("a", load)).toBe(2);
    src.announce("*");
    expect(await cache.get("a", load)).toBe(3);
  });

  it("ends an entry at its TTL and at its own expiry, and never stores an already expired value", async () => {
    const src = source();
    const clock = new TestClock(new Date("2026-11-25T12:00:00Z"));
    const cache = cacheOf(src, clock);
    let reads = 0;
    const load = async () => ++reads;
    await cache.get("ttl", load);
    clock.advance(9_999);
    expect(await cache.get("ttl", load)).toBe(1);
    clock.advance(1);
    expect(await cache.get("ttl", load)).toBe(2);

    const soon = clock.now().getTime() + 3_000;
    await cache.get("own", load, () => soon);
    clock.advance(2_999);
    expect(await cache.get("own", load)).toBe(3);
    clock.advance(1);
    expect(await cache.get("own", load)).toBe(4);

    expect(await cache.get("never", load, () => 0)).toBe(5);
    expect(await cache.get("never", load, () => 0)).toBe(6);
  });

  it("does not keep a value read across a change: the read may predate the change", async () => {
    const src = source();
    const cache = cacheOf(src);
    let release: (v: string) => void = () => {};
    const slow = cache.get("k", () => new Promise<string>((resolve) => (release = resolve)));
    src.announce("permissions");
    release("old");
    expect(await slow).toBe("old");
    expect(await cache.get("k", async () => "new")).toBe("new");
  });

  it("serves nothing and stores nothing while the change source is down", async () => {
    const src = source();
    const cache = cacheOf(src);
    let reads = 0;
    const load = async () => ++reads;
    src.live = false;
    await cache.get("a", load);
    await cache.get("a", load);
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = cacheOf(source());
    let reads = 0;
    const load = async () => ++reads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", load)).toBe(4);
    expect(await cache.get("c", load)).toBe(3);
  });

  it("in sync mode waits for the source before each hit", async () => {
    const src = source();
    const cache = new ChangeCache(src, new TestClock(new Date()), {
      tables: ["users"],
      ttlMs: 1000,
      maxEntries: 10,
      syncBeforeHit: true,
    });
    await cache.get("a", async () => 1);
    expect(src.syncs).toBe(0);
    await cache.get("a", async () => 2);
    expect(src.syncs).toBe(1);
  });

  it("runs one load for concurrent misses of a key; a change starts the next caller's own load", async () => {
    const src = source();
    const cache = cacheOf(src);
    let reads = 0;
    let finish: () => void = () => {};
    const slow = () =>
      new Promise<number>((resolve) => {
        reads++;
        const n = reads;
        finish = () => resolve(n);
      });
    const first = cache.get("a", slow);
    const second = cache.get("a", slow);
    expect(reads).toBe(1);
    finish();
    expect(await Promise.all([first, second])).toEqual([1, 1]);

    const before = cache.get("b", slow);
    const finishBefore = finish;
    src.announce("permissions");
    const after = cache.get("b", slow);
    expect(reads).toBe(3);
    finish();
    finishBefore();
    expect(await Promise.all([before, after])).toEqual([2, 3]);
    expect(await cache.get("b", slow)).toBe(3);
  });

  it("shares a failed load's error with its waiters and loads again on the next miss", async () => {
    const src = source();
    const cache = cacheOf(src);
    let reads = 0;
    const failing = async () => {
      reads++;
      throw new Error("database gone");
    };
    const both = [cache.get("a", failing), cache.get("a", failing)];
    for (const p of both) await expect(p).rejects.toThrow("database gone");
    expect(reads).toBe(1);
    expect(await cache.get("a", async () => 7)).toBe(7);
  });
});
