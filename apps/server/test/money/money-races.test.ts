import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { ledgerAccounts, ledgerEntries, payments } from "../../src/db/schema";
import { checkLedger } from "../../src/jobs/ledger-check";
import { balancesOf } from "../../src/modules/ledger/ledger.service";
import { minerAccount } from "../../src/modules/ledger/ledger-accounts";
import { buildTestApp, useTestDatabase } from "../helper";
import { credit, walletWith } from "../payouts-helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { evenShares, postShares } from "../telemetry/shares";
import { api, headersOf, newMiner, poolAndOperator, setRate } from "./money-fixture";

/**
 * Money under concurrency, through the routes, on both databases: every effect happens once, the others are
 * refused with their code, and after each race the ledger balances and no miner's balance is negative.
 * (Races already elsewhere: 100 starts of runRewards and runPayouts as functions, 10 of 20 transfers that
 * fit a balance, 10 refunds, 10 reverses of one failed request, ingest racing a run.)
 */
const ctx = useTestDatabase({ demo: true });
// After the 14:00 payout time of 2026-03-11; 2026-03-10 is a finished day with shares within ingest's 2 days.
const clock = new TestClock("2026-03-11T15:00:00Z");
const day = "2026-03-10";
let app: App;
const ids = { poolId: "", from: "", to: "", third: "" };
let owner: Record<string, string>;
let platform: Record<string, string>;
const txA = "a".repeat(64);

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  ids.poolId = (await poolAndOperator(db)).poolId;
  ids.from = await newMiner(db, "racefrom");
  ids.to = await newMiner(db, "raceto");
  ids.third = await newMiner(db, "racethird");
  await setRate(db, 52_500n, "2026-03-01");
  // One user owns both miners (a transfer between one's own miners).
  const email = "races-owner@pithead.test";
  owner = await headersOf(db, clock, email, { type: "miner", id: ids.from, role: "owner" });
  owner = await headersOf(db, clock, email, { type: "miner", id: ids.to, role: "owner" });
  platform = tokenHeaders(await sessionFor(db, clock, "platform@pithead.test", { totp: true, aal: "aal2" }));
  // 2026-03-10: racefrom 2e12 (5,172,601 net), raceto 4e9 (10,345 net), the unknown racetypo 4e9 (10,345 kept).
  const res = await postShares(app, "races-day", [
    ...evenShares(`${day}T12:00:00Z`, 60, 4, { account: "racefrom", worker: "f1", difficulty: 5e11 }),
    ...evenShares(`${day}T12:00:00Z`, 60, 4, { account: "raceto", worker: "t1", difficulty: 1e9 }),
    ...evenShares(`${day}T12:00:00Z`, 60, 4, { account: "racetypo", worker: "x1", difficulty: 1e9 }),
  ]);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => app.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: "POST", url: `${api}/${url}`, headers, payload });
const balanceOf = async (minerId: string) =>
  (await balancesOf(ctx.database.db, [minerAccount(ids.poolId, minerId)]))[0];
const entries = async (key: string) =>
  (await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key))).length;
/** Status codes sorted, with the codes of the refusals. */
const outcomes = (answers: { statusCode: number; json: () => { code?: string } }[]) =>
  answers.map((a) => (a.statusCode < 300 ? `${a.statusCode}` : `${a.statusCode} ${a.json().code}`)).sort();
const times = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));
/** A 409 saying the day's run is under way (`invalid_state`) read as "done already": neither runs it again. */
const asDone = (job: "reward" | "payout") => (outcome: string) =>
  outcome === "409 invalid_state" ? `409 ${job}_already_processed` : outcome;

/** The ledger balances (the check job) and no miner or operator account is below zero. */
async function expectSoundLedger() {
  const db = ctx.database.db;
  const check = await checkLedger(db, clock);
  expect(check.ran && check.value).toMatchObject({
    ok: true,
    postingsSum: 0n,
    unbalancedEntries: 0,
    mismatchedAccounts: [],
  });
  const negative = await db
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(isNotNull(ledgerAccounts.minerId), lt(ledgerAccounts.balance, 0n)));
  expect(negative).toEqual([]);
}

describe("money races", () => {
  it("runs a day's rewards once under 10 simultaneous starts: one 200, nine 409 (done or under way)", async () => {
    const answers = await times(10, () => post("platform/jobs/rewards/run", platform, { day }));
    // The others: the day ran already, or its run is under way (invalid_state, try again).
    expect(outcomes(answers).map(asDone("reward"))).toEqual([
      "200",
      ...Array(9).fill("409 reward_already_processed"),
    ]);
    const ran = answers.find((a) => a.statusCode === 200)?.json().data;
    expect(ran).toMatchObject({ day, miners: 2, gross: 5_219_578 + 10_439, net: 5_172_601 + 10_345 });
    expect(await balanceOf(ids.from)).toBe(5_172_601n);
    expect(await balanceOf(ids.to)).toBe(10_345n);
    for (const id of [ids.from, ids.to]) expect(await entries(`reward:${day}:${id}`)).toBe(1);
    const rows = await ctx.database.db
      .select({ minerId: payments.minerId })
      .from(payments)
      .where(and(eq(payments.type, "reward"), eq(payments.settlementDay, day)));
    expect(rows.map((r) => r.minerId).sort()).toEqual([ids.from, ids.to].sort());
    await expectSoundLedger();
  });

  it("refunds one unallocated fund once under 10 simultaneous refunds", async () => {
    const list = await app.inject({
      url: `${api}/platform/rewards/unallocated-funds?status=unallocated`,
      headers: platform,
    });
    const fund = list.json().data.find((f: { account_name: string }) => f.account_name === "racetypo");
    expect(fund).toMatchObject({ day, amount: 10_345 });
    const answers = await times(10, () =>
      post(`platform/rewards/unallocated-funds/${fund.id}/refund`, platform, { account_name: "raceto" }),
    );
    expect(outcomes(answers)).toEqual([
      "200",
      ...Array(9).fill("409 unallocated_funds_transaction_already_refunded"),
    ]);
    expect(await balanceOf(ids.to)).toBe(10_345n * 2n);
    expect(await entries(`unallocated-refund:${fund.id}`)).toBe(1);
    await expectSoundLedger();
  });

  it("lets exactly one of 20 simultaneous transfers of 60 % of a balance through", async () => {
    const amount = 3_103_560; // floor(5,172,601 x 0.6)
    const answers = await times(20, () =>
      post(`miners/${ids.from}/transfers`, owner, { to_miner_id: ids.to, amount }),
    );
    expect(outcomes(answers)).toEqual(["201", ...Array(19).fill("400 insufficient_balance")]);
    expect(await balanceOf(ids.from)).toBe(5_172_601n - 3_103_560n);
    expect(await balanceOf(ids.to)).toBe(20_690n + 3_103_560n);
    const moved = await ctx.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.type, "transfer"), inArray(payments.minerId, [ids.from, ids.to])));
    expect(moved).toHaveLength(2); // one outgoing, one incoming
    await expectSoundLedger();
  });

  it("runs a day's payouts once under 10 simultaneous starts: one 200, nine 409 (done or under way)", async () => {
    const db = ctx.database.db;
    await credit(db, clock, ids.third, 500_000n);
    for (const id of [ids.from, ids.to, ids.third]) {
      await walletWith(db, id, {
        min: 10_000n,
        address: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
        pausedUntil: new Date("2026-03-10T00:00:00Z"),
      });
    }
    const before = await Promise.all([ids.from, ids.to, ids.third].map(balanceOf));
    const answers = await times(10, () => post("platform/jobs/payouts/run", platform, { day: "2026-03-11" }));
    // The others: the day ran already, or its run is under way (invalid_state, try again).
    expect(outcomes(answers).map(asDone("payout"))).toEqual([
      "200",
      ...Array(9).fill("409 payout_already_processed"),
    ]);
    for (const id of [ids.from, ids.to, ids.third]) {
      expect(await balanceOf(id)).toBe(0n);
      expect(await entries(`payout:2026-03-11:${id}`)).toBe(1);
    }
    const paid = await db
      .select({ minerId: payments.minerId, amount: payments.amount })
      .from(payments)
      .where(and(eq(payments.type, "payout"), inArray(payments.minerId, [ids.from, ids.to, ids.third])));
    const byMiner = new Map(paid.map((p) => [p.minerId, p.amount]));
    expect(paid).toHaveLength(3);
    expect([ids.from, ids.to, ids.third].map((id) => byMiner.get(id))).toEqual(before);
    await expectSoundLedger();
  });

  describe("payout steps on one blockchain request at once", () => {
    const base = "platform/payouts/blockchain-requests";
    const requestOf = async (minerId: string) => {
      const list = await app.inject({ url: `${api}/${base}?per_page=200`, headers: platform });
      const found = list.json().data.find((r: { miner_id: string }) => r.miner_id === minerId);
      if (!found) throw new Error(`no request for ${minerId}`);
      return found as { id: string; payment_id: string; amount: number; status: string };
    };
    const bodies: Record<string, object | undefined> = {
      sent: { tx_id: txA },
      complete: undefined,
      fail: { reason: "dropped" },
      resend: undefined,
      reverse: undefined,
    };
    /**
     * Fires each action `n` times at once; answers the actions that got a 200. With `uniform`, each action's
     * answers are all alike: a repeat of the winning step answers it again (idempotent), a losing step is
     * refused every time (true when every step fired ends the race: no step can follow another).
     */
    async function race(requestId: string, actions: string[], n: number, uniform = true) {
      const fired = actions.flatMap((action) => Array.from({ length: n }, () => action));
      const answers = await Promise.all(
        fired.map((action) => post(`${base}/${requestId}/${action}`, platform, bodies[action])),
      );
      const won = new Set<string>();
      answers.forEach((a, i) => {
        if (a.statusCode === 200) won.add(fired[i] as string);
        else expect([a.statusCode, a.json().code]).toEqual([409, "invalid_state"]);
      });
      if (!uniform) return won;
      for (const action of actions) {
        const codes = answers.filter((_, i) => fired[i] === action).map((a) => a.statusCode);
        expect(new Set(codes).size, action).toBe(1);
      }
      return won;
    }
    /** The request's final status agrees with its payment, the ledger entries and the miner's balance. */
    async function expectConsistent(minerId: string, amount: number) {
      const r = await requestOf(minerId);
      const [payment] = await ctx.database.db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, r.payment_id));
      const completed = await entries(`payout-complete:${r.id}`);
      const canceled = await entries(`payout-cancel:${r.id}`);
      expect(completed + canceled).toBeLessThanOrEqual(1);
      if (r.status === "completed") {
        expect([payment?.status, completed, canceled]).toEqual(["completed", 1, 0]);
        expect(await balanceOf(minerId)).toBe(0n);
      } else if (r.status === "canceled") {
        expect([payment?.status, completed, canceled]).toEqual(["canceled", 0, 1]);
        expect(await balanceOf(minerId)).toBe(BigInt(amount));
      } else {
        expect([payment?.status, completed, canceled]).toEqual(["pending", 0, 0]);
        expect(await balanceOf(minerId)).toBe(0n);
      }
      await expectSoundLedger();
      return r.status;
    }

    it("complete against fail on a sent request: one wins, the other is 409 invalid_state", async () => {
      const r = await requestOf(ids.from);
      expect((await post(`${base}/${r.id}/sent`, platform, { tx_id: txA })).statusCode).toBe(200);
      const won = await race(r.id, ["complete", "fail"], 5);
      expect(won.size).toBe(1);
      const status = await expectConsistent(ids.from, r.amount);
      expect(status).toBe(won.has("complete") ? "completed" : "failed");
    });

    it("complete against reverse on a sent request: one wins, the other is 409 invalid_state", async () => {
      const r = await requestOf(ids.to);
      expect((await post(`${base}/${r.id}/sent`, platform, { tx_id: txA })).statusCode).toBe(200);
      const won = await race(r.id, ["complete", "reverse"], 5);
      // Which of the two a sent request allows is the state rule's; both end the request, so only one can win.
      expect(won.size).toBe(1);
      const status = await expectConsistent(ids.to, r.amount);
      expect(status).toBe(won.has("complete") ? "completed" : "canceled");
    });

    it("every step at once on a new request: the coins move at most once and the books agree", async () => {
      const r = await requestOf(ids.third);
      expect(r.status).toBe("created");
      // Steps can follow each other here (sent, fail, resend, sent...): answers need not be alike per step.
      const won = await race(r.id, ["sent", "complete", "fail", "resend", "reverse"], 3, false);
      expect(won.size).toBeGreaterThanOrEqual(1);
      // Completing and reversing both end the request: never both.
      expect(won.has("complete") && won.has("reverse")).toBe(false);
      await expectConsistent(ids.third, r.amount);
    });
  });
});
