import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { jobRuns, payments, payoutRequests } from "../src/db/schema";
import { checkLedger } from "../src/jobs/ledger-check";
import { balancesOf } from "../src/modules/ledger/ledger.service";
import { minerAccount, poolAccount } from "../src/modules/ledger/ledger-accounts";
import { runPayouts } from "../src/modules/payouts/payout-run";
import { buildTestApp, holdTransaction, useTestDatabase } from "./helper";
import { credit, platformStaff, poolOfMiner, walletWith } from "./payouts-helper";
import { type TestSession, tokenHeaders } from "./product-session";
import { api, ownerOf } from "./watchers-helper";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T14:00:00Z");
let app: App;
let staff: TestSession;
let n = 0;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  staff = await platformStaff(app, ctx.database.db, clock, "run-staff@example.com");
});
afterAll(() => app.close());

const address = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
/** A miner with a wallet (min/max, a pause ending at `pausedUntil`) and a balance. */
async function miner(opts: { balance: bigint; min: bigint; max?: bigint; pausedUntil?: Date }) {
  const db = ctx.database.db;
  n += 1;
  const { minerId } = await ownerOf(app, db, clock, `run-miner-${n}@example.com`, `runminer${n}`);
  await walletWith(db, minerId, {
    min: opts.min,
    max: opts.max,
    address,
    pausedUntil: opts.pausedUntil ?? new Date("2026-03-01T00:00:00Z"),
  });
  if (opts.balance > 0n) await credit(db, clock, minerId, opts.balance);
  return { minerId, poolId: await poolOfMiner(db, minerId) };
}
const balance = async (m: { minerId: string; poolId: string }) =>
  (await balancesOf(ctx.database.db, [minerAccount(m.poolId, m.minerId)]))[0];
const payoutsOf = (minerId: string, day: string) =>
  ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.minerId, minerId), eq(payments.type, "payout"), eq(payments.settlementDay, day)));

describe("runPayouts", () => {
  it("pays the whole balance from the minimum on, capped by a non-zero maximum (exact satoshis)", async () => {
    const whole = await miner({ balance: 150_000n, min: 100_000n });
    const atMin = await miner({ balance: 100_000n, min: 100_000n });
    const below = await miner({ balance: 99_999n, min: 100_000n });
    const capped = await miner({ balance: 250_000n, min: 50_000n, max: 80_000n });
    const clearing = poolAccount("payout_clearing", whole.poolId);
    const [clearingBefore] = await balancesOf(ctx.database.db, [clearing]);
    const outcome = await runPayouts(ctx.database.db, clock, "2026-03-02");
    expect(outcome).toEqual({ ran: true, value: { day: "2026-03-02", payouts: 3, amount: 330_000n } });
    expect([await balance(whole), await balance(atMin), await balance(below), await balance(capped)]).toEqual(
      [0n, 0n, 99_999n, 170_000n],
    );
    expect((await balancesOf(ctx.database.db, [clearing]))[0]).toBe((clearingBefore ?? 0n) + 330_000n);
    const [payment] = await payoutsOf(capped.minerId, "2026-03-02");
    expect(payment).toMatchObject({
      direction: "outgoing",
      status: "pending",
      amount: 80_000n,
      address,
      details: { provider: "manual", fee_level: "MEDIUM", fee_per_vbyte: 6 },
    });
    const [request] = await ctx.database.db
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.paymentId, payment?.id ?? ""));
    expect(request).toMatchObject({
      provider: "manual",
      status: "created",
      amount: 80_000n,
      address,
      feeLevel: "MEDIUM",
      feePerVbyte: 6,
      txId: null,
    });
    expect(await payoutsOf(below.minerId, "2026-03-02")).toEqual([]);
  });

  it("pays nothing 1 s before the address's pause ends and pays at its end", async () => {
    clock.set("2026-03-03T14:00:00Z");
    const early = await miner({
      balance: 200_000n,
      min: 100_000n,
      pausedUntil: new Date("2026-03-03T14:00:01Z"),
    });
    const onTime = await miner({
      balance: 200_000n,
      min: 100_000n,
      pausedUntil: new Date("2026-03-03T14:00:00Z"),
    });
    const outcome = await runPayouts(ctx.database.db, clock, "2026-03-03");
    expect(outcome.ran).toBe(true);
    expect([await balance(early), await balance(onTime)]).toEqual([200_000n, 0n]);
    expect(await payoutsOf(early.minerId, "2026-03-03")).toEqual([]);
    expect((await payoutsOf(onTime.minerId, "2026-03-03"))[0]?.amount).toBe(200_000n);
    clock.set("2026-03-04T14:00:00Z");
    await runPayouts(ctx.database.db, clock, "2026-03-04");
    expect(await balance(early)).toBe(0n);
    expect((await payoutsOf(early.minerId, "2026-03-04"))[0]?.amount).toBe(200_000n);
  });

  it("refuses a future day (400 on `day`) and runs a day once", async () => {
    await expect(runPayouts(ctx.database.db, clock, "2026-03-05")).rejects.toMatchObject({
      status: 400,
      fields: [{ name: "day", text: "max_threshold" }],
    });
    expect(await runPayouts(ctx.database.db, clock, "2026-03-04")).toEqual({ ran: false });
  });

  it("runs 100 simultaneous starts of one day as one: one payout per miner, balances debited once", async () => {
    clock.set("2026-03-05T14:00:00Z");
    const ms = [];
    for (let i = 0; i < 4; i++)
      ms.push(await miner({ balance: 120_000n + BigInt(i), min: 100_000n, max: 0n }));
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => runPayouts(ctx.database.db, clock, "2026-03-05")),
    );
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    for (const m of ms) {
      expect(await balance(m)).toBe(0n);
      expect(await payoutsOf(m.minerId, "2026-03-05")).toHaveLength(1);
    }
    const runs = await ctx.database.db.select().from(jobRuns).where(eq(jobRuns.job, "payouts"));
    expect(runs.filter((r) => r.period === "2026-03-05")).toHaveLength(1);
    const check = await checkLedger(ctx.database.db, clock);
    expect(check.ran && check.value.ok).toBe(true);
  });
});

describe("POST platform/jobs/payouts/run", () => {
  const run = (s: TestSession | null, day: string) =>
    app.inject({
      method: "POST",
      url: `${api}/platform/jobs/payouts/run`,
      headers: s ? tokenHeaders(s) : {},
      payload: { day },
    });

  it("runs a past day for platform staff, then answers 409 payout_already_processed", async () => {
    clock.set("2026-03-06T10:00:00Z");
    staff = await platformStaff(app, ctx.database.db, clock, "run-staff@example.com");
    const m = await miner({ balance: 300_000n, min: 100_000n, max: 120_000n });
    const res = await run(staff, "2026-03-01");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { day: "2026-03-01", payouts: 1, amount: 120_000 } });
    expect(await balance(m)).toBe(180_000n);
    const again = await run(staff, "2026-03-01");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("payout_already_processed");
  });

  it("answers 409 invalid_state while another process runs the day, then runs it once that one is gone", async () => {
    // Another process's run of the day holds its claim lock (jobs/job-runs.repository.ts) until released.
    const other = holdTransaction(
      ctx.database.db,
      sql`select pg_advisory_xact_lock(${0x5057_0007}::int, hashtext('payouts 2026-02-15'))`,
    );
    await other.holding;
    const busy = await run(staff, "2026-02-15");
    await other.release();
    expect([busy.statusCode, busy.json().code]).toEqual([409, "invalid_state"]);
    expect((await run(staff, "2026-02-15")).statusCode).toBe(200);
  });

  it("refuses a future or malformed day (400), a non-platform user (403) and anonymous (401)", async () => {
    const future = await run(staff, "2026-03-07");
    expect([future.statusCode, future.json().fields]).toEqual([
      400,
      [{ name: "day", text: "max_threshold" }],
    ]);
    expect((await run(staff, "2026-3-1")).statusCode).toBe(400);
    const { session } = await ownerOf(app, ctx.database.db, clock, "run-nobody@example.com", "runnobody");
    expect((await run(session, "2026-03-06")).statusCode).toBe(403);
    expect((await run(null, "2026-03-06")).statusCode).toBe(401);
    const viewer = await platformStaff(app, ctx.database.db, clock, "run-viewer@example.com", "viewer");
    expect((await run(viewer, "2026-03-06")).statusCode).toBe(403);
  });
});
