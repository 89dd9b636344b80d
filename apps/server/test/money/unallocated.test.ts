import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners, payments } from "../../src/db/schema";
import { checkLedger } from "../../src/jobs/ledger-check";
import { balancesOf } from "../../src/modules/ledger/ledger.service";
import { minerAccount, poolAccount } from "../../src/modules/ledger/ledger-accounts";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { postShares } from "../telemetry/shares";
import { api, poolAndOperator, setRate } from "./money-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-11T10:00:00Z");
const day = "2026-03-10";
let app: App;
const h: Record<string, Record<string, string>> = {};
const ids = { poolId: "", alice: "" };

beforeAll(async () => {
  const db = ctx.database.db;
  app = await buildTestApp(ctx.database, { clock });
  await setRate(db, 52_500n, "2026-03-01");
  for (const who of ["platform", "miner"]) {
    h[who] = tokenHeaders(await sessionFor(db, clock, `${who}@pithead.test`));
  }
  ids.poolId = (await poolAndOperator(db)).poolId;
  const [alice] = await db.select({ id: miners.id }).from(miners).where(eq(miners.accountName, "alice"));
  ids.alice = alice?.id ?? "";
});
afterAll(() => app.close());

const list = (query = "", headers = h.platform) =>
  app.inject({ method: "GET", url: `${api}/platform/rewards/unallocated-funds${query}`, headers });
const refund = (id: string, accountName: string, headers = h.platform) =>
  app.inject({
    method: "POST",
    url: `${api}/platform/rewards/unallocated-funds/${id}/refund`,
    headers,
    payload: { account_name: accountName },
  });

describe("unallocated funds", () => {
  it("values an unknown account's accepted shares of a settled day at FPPS less the pool fee", async () => {
    // A mistyped stratum user: 4 accepted shares of difficulty 10^9 and one rejected share.
    const shares = [0, 1, 2, 3].map((i) => ({
      account: "alcie",
      difficulty: 1e9,
      ts: `${day}T12:00:0${i}Z`,
    }));
    const res = await postShares(app, "typo-1", [
      ...shares,
      { account: "alcie", difficulty: 1e9, accepted: false, ts: `${day}T12:00:05Z` },
    ]);
    expect(res.json()).toMatchObject({
      accepted: 0,
      rejected: 5,
      unknown_accounts: [{ account: "alcie", shares: 5 }],
    });
    const before = await balancesOf(ctx.database.db, [poolAccount("pool_fee", ids.poolId)]);

    const run = await runRewards(ctx.database.db, clock, day);
    // hashes = 4e9 x 2^32; gross = floor(hashes x 52,500 msat / 86,400e15) = 10,439; net at 0.9 % = 10,345.
    expect(run).toMatchObject({ ran: true, value: { unallocated: 10_345n } });
    const after = await balancesOf(ctx.database.db, [poolAccount("pool_fee", ids.poolId)]);
    expect((after[0] ?? 0n) - (before[0] ?? 0n)).toBe(94n);

    const answer = await list("?status=unallocated");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total: 1, page: 1, per_page: 50, unallocated_total: 10_345 });
    expect(answer.json().data[0]).toMatchObject({
      day,
      account_name: "alcie",
      share_difficulty: "4000000000",
      hashrate_ths: "198.841",
      rate_sats_per_th_day: "52.500",
      gross: 10_439,
      fee: 94,
      amount: 10_345,
      status: "unallocated",
      refund: null,
    });
    expect((await checkLedger(ctx.database.db, clock)).value.ok).toBe(true);
  });

  it("refunds once to a miner of the pool: its balance, a reward payment of the day, then 409", async () => {
    const [row] = (await list()).json().data;
    const balance = async () =>
      (await balancesOf(ctx.database.db, [minerAccount(ids.poolId, ids.alice)]))[0] ?? 0n;
    const start = await balance();

    expect((await refund(row.id, "nobody")).json()).toEqual({
      code: "validation_failed",
      message: "No miner of this pool has this account name",
      fields: [{ name: "account_name", text: "not_found" }],
    });
    const done = await refund(row.id, "alice");
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      id: row.id,
      status: "refunded",
      refund: { miner_id: ids.alice, account_name: "alice" },
    });
    expect((await balance()) - start).toBe(10_345n);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, done.json().data.refund.payment_id)));
    expect(payment).toMatchObject({
      minerId: ids.alice,
      type: "reward",
      direction: "incoming",
      status: "completed",
      amount: 10_345n,
      settlementDay: day,
    });

    const again = await refund(row.id, "alice");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "unallocated_funds_transaction_already_refunded" });
    expect((await balance()) - start).toBe(10_345n);
    expect((await list("?status=unallocated")).json()).toMatchObject({ total: 0, unallocated_total: 0 });
    expect((await list("?status=refunded")).json().total).toBe(1);
    expect((await checkLedger(ctx.database.db, clock)).value.ok).toBe(true);
  });

  it("lets one of 10 simultaneous refunds through", async () => {
    const d = "2026-03-09";
    await postShares(app, "typo-2", [{ account: "bbob", difficulty: 1e9, ts: `${d}T12:00:00Z` }]);
    await runRewards(ctx.database.db, clock, d);
    const [row] = (await list("?status=unallocated")).json().data;
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(row.id, "alice")));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
  });

  it("answers 401 without a session, 403 to a miner, 400 on a bad id, 404 on an unknown one", async () => {
    expect((await list("", {})).statusCode).toBe(401);
    expect((await list("", h.miner)).statusCode).toBe(403);
    expect((await refund("00000000-0000-4000-8000-000000000000", "alice", h.miner)).statusCode).toBe(403);
    expect((await list("?status=lost")).statusCode).toBe(400);
    expect((await refund("not-a-uuid", "alice")).statusCode).toBe(400);
    const missing = await refund("00000000-0000-4000-8000-000000000000", "alice");
    expect(missing.statusCode).toBe(404);
  });
});
