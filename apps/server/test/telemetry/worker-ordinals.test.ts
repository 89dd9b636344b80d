import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { postShares } from "./shares";

// Each worker's ordinal within its miner (`workers.ord`, migration 0041): its place in the miner's per-worker
// vectors, so the ordinals of a miner's workers must be exactly 1..n, whatever the order and concurrency of ingest.
const ctx = useTestDatabase({ demo: true });
const now = "2026-03-02T10:00:00Z";
const clock = new TestClock(now);
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
});
afterAll(() => app.close());

/** The ordinals of `account`'s workers, ascending, and their count. */
async function ordinals(account: string) {
  const { rows } = (await ctx.database.db.execute(sql`
    select w.ord from workers w join miners m on m.id = w.miner_id
    where m.account_name = ${account} order by w.ord`)) as unknown as { rows: { ord: number }[] };
  return rows.map((r) => r.ord);
}
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("worker ordinals", () => {
  it("number a miner's workers 1..n when 30 batches make them at once, some of the same names", async () => {
    const before = await ordinals("alice");
    expect(before).toEqual(oneToN(before.length));
    // Batch i makes workers ord-i-a and ord-i-b, and ord-shared-(i % 5), which five batches make at once.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postShares(app, `ordinals-${i}`, [
          { worker: `ord-${i}-a`, ts: now },
          { worker: `ord-${i}-b`, ts: now },
          { worker: `ord-shared-${i % 5}`, ts: now },
          { account: "bob", worker: `ord-bob-${i}`, ts: now },
        ]),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const after = await ordinals("alice");
    expect(after.length).toBe(before.length + 30 * 2 + 5);
    expect(after).toEqual(oneToN(after.length));
    const bob = await ordinals("bob");
    expect(bob).toEqual(oneToN(bob.length));
    expect(bob.length).toBeGreaterThanOrEqual(30);
  });

  it("are not used up by workers sent again, and go on from the highest", async () => {
    const before = await ordinals("alice");
    const res = await postShares(app, "ordinals-again", [
      { worker: "ord-0-a", ts: now },
      { worker: "ord-shared-1", ts: now },
      { worker: "ord-late-new", ts: now },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ordinals("alice")).toEqual(oneToN(before.length + 1));
    const { rows } = (await ctx.database.db.execute(sql`
      select w.ord from workers w join miners m on m.id = w.miner_id
      where m.account_name = 'alice' and w.name = 'ord-late-new'`)) as unknown as { rows: { ord: number }[] };
    expect(rows[0]?.ord).toBe(before.length + 1);
  });

  it("are refused when repeated or not positive", async () => {
    const db = ctx.database.db;
    /** The constraint that refused the row (null when it was inserted). */
    const refusedBy = (name: string, ord: number) =>
      db
        .execute(sql`
          insert into workers (miner_id, name, ord, first_seen, last_share_at, status_changed_at)
          select id, ${name}, ${ord}, now(), now(), now() from miners where account_name = 'alice'`)
        .then(
          () => null,
          (err: { cause?: { constraint?: string } }) => err.cause?.constraint,
        );
    expect(await refusedBy("ord-repeated", 1)).toBe("workers_miner_ord_key");
    expect(await refusedBy("ord-negative", -1)).toBe("workers_ord_check");
  });
});
