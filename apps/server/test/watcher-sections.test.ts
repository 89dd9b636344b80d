import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { pools } from "../src/db/schema";
import { buildTestApp, useTestDatabase } from "./helper";
import type { TestSession } from "./product-session";
import { tokenHeaders } from "./product-session";
import { api, createMinerLink, ownerOf } from "./watchers-helper";

/**
 * SPEC section 6: a watcher link shows only the dashboard, workers and payments. Every route the watch pages
 * call answers the link; every other read of the miner (fees, the wallet and its address history, payout limits,
 * profit sharing, referrals, the mining report) refuses it with 403 `access_denied` and answers the owner.
 */
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
let owner: { session: TestSession; minerId: string };
let walletId: string;
let watcher: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  // The pool offers the mining report (its routes answer 404 otherwise).
  await ctx.database.db.update(pools).set({ miningReport: true }).where(eq(pools.isCurrent, true));
  owner = await ownerOf(app, ctx.database.db, clock, "ws1@example.com", "wsone");
  await ownerOf(app, ctx.database.db, clock, "ws2@example.com", "wstwo");
  const link = await createMinerLink(app, owner.session, owner.minerId, {
    label: "every section",
    permissions: ["dashboard", "workers", "payments"],
  });
  watcher = { "x-watcher-token": link.json().token };
  const wallet = await get(`/miners/${owner.minerId}/wallet`, tokenHeaders(owner.session));
  walletId = wallet.json().data.id;
  // A split to read by recipient.
  const split = await app.inject({
    method: "PUT",
    url: `${api}/miners/${owner.minerId}/profit-sharings/wstwo`,
    headers: tokenHeaders(owner.session),
    payload: { percent: "10" },
  });
  if (split.statusCode >= 300) throw new Error(`profit sharing: ${split.body}`);
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string>) => app.inject({ url: `${api}${path}`, headers });

describe("a watcher link reads its sections only", () => {
  it("answers every call of the watch pages: dashboard, workers, payments", async () => {
    const id = owner.minerId;
    for (const path of [
      `/miners/${id}`,
      `/miners/stats?id[]=${id}`,
      `/miners/charts?id[]=${id}&period=PT1H`,
      `/miners/${id}/balance`,
      `/miners/${id}/processing-earnings`,
      `/miners/${id}/earned-all-time`,
      `/miners/${id}/workers`,
      `/miners/${id}/workers/statuses`,
      `/miners/${id}/workers/boundary`,
      `/miners/${id}/workers/boundary/statuses`,
      `/miners/${id}/workers/boundary/stats`,
      `/miners/${id}/workers/boundary/charts?period=PT1H`,
      `/miners/${id}/payments`,
      `/miners/${id}/payments/export?days=7`,
    ]) {
      expect((await get(path, watcher)).statusCode, path).toBe(200);
    }
  });

  it("refuses every other read of the miner with 403 access_denied; the owner reads each", async () => {
    const id = owner.minerId;
    for (const path of [
      `/miners/${id}/wallet`,
      `/wallets/${walletId}/addresses`,
      `/wallets/${walletId}/min-payments`,
      `/wallets/${walletId}/max-payments`,
      `/miners/${id}/fees`,
      `/miners/${id}/fees/current`,
      `/miners/${id}/profit-sharings`,
      `/miners/${id}/profit-sharings/wstwo`,
      `/miners/${id}/referrer-codes`,
      `/miners/${id}/referrals`,
      `/miners/${id}/mining-report?month=2026-02`,
      `/miners/${id}/mining-report/csv?month=2026-02`,
      `/miners/${id}/mining-report/year?year=2026`,
    ]) {
      const refused = await get(path, watcher);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json(), path).toEqual({ code: "access_denied", message: expect.any(String) });
      expect((await get(path, tokenHeaders(owner.session))).statusCode, path).toBe(200);
      // A signed-in browser in watch mode reads with the user's own rights.
      expect((await get(path, { ...tokenHeaders(owner.session), ...watcher })).statusCode, path).toBe(200);
    }
    const pdf = await app.inject({
      method: "POST",
      url: `${api}/miners/${id}/mining-report/pdf`,
      headers: watcher,
      payload: { month: "2026-02", language: "en" },
    });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json().code).toBe("access_denied");
  });
});
