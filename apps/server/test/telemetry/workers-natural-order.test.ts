import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, headersOf, ingest } from "./workers-fixture";

/**
 * Issue 41 item 11: worker names sort naturally on the server (digit runs by value), in every worker list
 * (miner, operator, pool, a watcher's view of the miner), both ways, paged without overlap; and by last share.
 */
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:07:30Z");
let app: App;
let pool: Record<string, string> = {};
const owners: Record<string, string> = {};

/** northhub01's workers, in natural order; each sent its last share `i` minutes before 10:07 (s19-1 the latest). */
const natural = [
  "s19-1",
  "s19-2",
  "S19-3",
  "s19-9",
  "s19-10",
  "s19-11",
  "s19-20",
  "s19-100",
  "s19a",
  "s21-1",
];
const lastShareMinutesAgo = (name: string) => natural.indexOf(name) + 1;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  // Sent in reverse natural order, so neither the arrival nor the byte order is the natural one.
  const shares = [...natural].reverse().map((worker) => ({
    account: "northhub01",
    worker,
    ts: new Date(Date.parse("2026-03-02T10:07:00Z") - lastShareMinutesAgo(worker) * 60_000).toISOString(),
  }));
  await ingest(app, ctx.database.db, clock, "natural-1", shares);
  pool = await headersOf(ctx.database.db, clock, "pool@pithead.test");
  const ids = (await ctx.database.db.execute(
    sql`select (select id from pools limit 1) as pool, (select id from operators limit 1) as operator, (select id from miners where account_name = 'northhub01') as miner`,
  )) as unknown as { rows: Record<string, string>[] };
  Object.assign(owners, ids.rows[0]);
});
afterAll(() => app.close());

const names = async (path: string) => {
  const res = await app.inject({ url: `${api}/${path}`, headers: pool });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((w: { name: string }) => w.name) as string[];
};
const lists = () => [
  `miners/${owners.miner}/workers`,
  `operators/${owners.operator}/workers`,
  `pools/${owners.pool}/workers`,
];

describe("worker names in natural order", () => {
  it("sorts digit runs by value, ascending and descending, in the miner's, operator's and pool's lists", async () => {
    for (const path of lists()) {
      expect(await names(path), path).toEqual(natural);
      expect(await names(`${path}?sort_by=worker_name&order=desc`), path).toEqual([...natural].reverse());
    }
  });

  it("pages without overlap or gap, both ways", async () => {
    for (const order of ["asc", "desc"] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        seen.push(
          ...(await names(
            `miners/${owners.miner}/workers?sort_by=worker_name&order=${order}&per_page=3&page=${page}`,
          )),
        );
      }
      expect(seen).toEqual(order === "asc" ? natural : [...natural].reverse());
    }
  });

  it("breaks figure ties by the natural name order", async () => {
    // No share was rejected: every worker's reject rate is 0, a tie throughout.
    for (const path of lists()) {
      expect(await names(`${path}?sort_by=reject_pct_15m`), path).toEqual(natural);
      expect(await names(`${path}?sort_by=reject_pct_15m&order=desc`), path).toEqual([...natural].reverse());
    }
  });

  it("sorts by last share, latest first, and pages by it", async () => {
    for (const path of lists()) {
      expect(await names(`${path}?sort_by=last_share_at&order=desc`), path).toEqual(natural);
      expect(await names(`${path}?sort_by=last_share_at&order=asc`), path).toEqual([...natural].reverse());
    }
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      seen.push(
        ...(await names(
          `pools/${owners.pool}/workers?sort_by=last_share_at&order=desc&per_page=4&page=${page}`,
        )),
      );
    }
    expect(seen).toEqual(natural);
  });
});
