import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners } from "../../src/db/schema";
import { balancesOf } from "../../src/modules/ledger/ledger.service";
import { minerAccount } from "../../src/modules/ledger/ledger-accounts";
import { paymentsRepository } from "../../src/modules/payments/payments.repository";
import { buildTestApp, useTestDatabase } from "../helper";
import { seedListPayments } from "./list-payments";
import { api, type PaymentsWorld, paymentsWorld } from "./payments-fixture";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T12:00:00Z");
let app: App;
let w: PaymentsWorld;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  w = await paymentsWorld(app, ctx.database.db, clock);
  await seedListPayments(ctx.database.db, w);
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `${api}/${path}`, headers });

describe("GET {miners|pools|operators}/{id}/balance", () => {
  it("answers the miner's balance and pending payouts, the pool's and the operator's fee income", async () => {
    const miner = await get(`miners/${w.ids.alice}/balance`, w.users.owner.headers);
    expect(miner.json()).toEqual({ data: { currency: "BTC", balance: 244600, pending_payouts: 350000 } });
    const watched = await get(`miners/${w.ids.alice}/balance`, w.watcher.payments);
    expect(watched.json().data.balance).toBe(244600);
    const pool = await get(`pools/${w.ids.poolId}/balance`, w.users.pool.headers);
    expect(pool.json()).toEqual({ data: { currency: "BTC", balance: 6750, pending_payouts: 0 } });
    const op = await get(`operators/${w.ids.operatorId}/balance`, w.users.operator.headers);
    expect(op.json()).toEqual({ data: { currency: "BTC", balance: 1000, pending_payouts: 0 } });
    const fresh = await get(`miners/${w.ids.alice2}/balance`, w.users.owner.headers);
    expect(fresh.json()).toEqual({ data: { currency: "BTC", balance: 0, pending_payouts: 0 } });
  });

  it("reads every miner's balance at once to what one miner's reads answer, up to a limit", async () => {
    const db = ctx.database.db;
    const repo = paymentsRepository(db);
    const rows = await db.select({ id: miners.id, poolId: miners.poolId }).from(miners);
    const all = await repo.minerBalances(rows.length);
    expect(all?.size).toBe(rows.length);
    expect(all?.get(w.ids.alice ?? "")).toEqual({ balance: 244600n, pending: 350000n });
    for (const m of rows) {
      const [balance] = await balancesOf(db, [minerAccount(m.poolId, m.id)]);
      expect(all?.get(m.id)).toEqual({ balance, pending: await repo.pendingPayouts(m.id) });
    }
    // More miners than the limit: none (the service then reads the miner's own balance).
    expect(await repo.minerBalances(rows.length - 1)).toBeNull();
  });

  it("refuses others (403), anonymous (401) and bad ids (400)", async () => {
    const denied: [string, Record<string, string>][] = [
      [`miners/${w.ids.alice}/balance`, w.users.other.headers],
      [`miners/${w.ids.alice}/balance`, w.users.viewer.headers],
      [`miners/${w.ids.alice}/balance`, w.watcher.dashboard],
      [`pools/${w.ids.poolId}/balance`, w.users.operator.headers],
      [`operators/${w.ids.operatorId}/balance`, w.users.owner.headers],
    ];
    for (const [path, headers] of denied) expect((await get(path, headers)).statusCode, path).toBe(403);
    expect((await get(`miners/${w.ids.alice}/balance`)).statusCode).toBe(401);
    expect((await get("pools/nope/balance", w.users.pool.headers)).statusCode).toBe(400);
  });
});
