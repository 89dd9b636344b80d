import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { ledgerEntries, payments } from "../src/db/schema";
import { checkLedger } from "../src/jobs/ledger-check";
import { balancesOf } from "../src/modules/ledger/ledger.service";
import { minerAccount, poolAccount } from "../src/modules/ledger/ledger-accounts";
import { runPayouts } from "../src/modules/payouts/payout-run";
import { buildTestApp, useTestDatabase } from "./helper";
import { credit, platformStaff, poolOfMiner, walletWith } from "./payouts-helper";
import { type TestSession, tokenHeaders } from "./product-session";
import { api, ownerOf } from "./watchers-helper";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T14:00:00Z");
const base = `${api}/platform/payouts/blockchain-requests`;
const txA = "a".repeat(64);
let app: App;
let staff: TestSession;
let poolId: string;
const miners: string[] = [];
const requestOf = new Map<string, { id: string; payment_id: string; amount: number }>();

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  staff = await platformStaff(app, db, clock, "requests-staff@example.com");
  for (const [i, amount] of [111_111n, 222_222n, 333_333n].entries()) {
    const { minerId } = await ownerOf(app, db, clock, `requests-${i}@example.com`, `requestsminer${i}`);
    poolId = await poolOfMiner(db, minerId);
    await walletWith(db, minerId, {
      min: 100_000n,
      address: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
      pausedUntil: new Date("2026-03-01T00:00:00Z"),
    });
    await credit(db, clock, minerId, amount);
    miners.push(minerId);
  }
  await runPayouts(db, clock, "2026-03-02");
  const list = await app.inject({ url: `${base}?per_page=200`, headers: tokenHeaders(staff) });
  for (const r of list.json().data) requestOf.set(r.miner_id, r);
});
afterAll(() => app.close());

const act = (s: TestSession | null, id: string, action: string, payload?: object) =>
  app.inject({ method: "POST", url: `${base}/${id}/${action}`, headers: s ? tokenHeaders(s) : {}, payload });
const req = (i: number) => {
  const r = requestOf.get(miners[i] ?? "");
  if (!r) throw new Error(`no request for miner ${i}`);
  return r;
};
const minerBalance = async (i: number) =>
  (await balancesOf(ctx.database.db, [minerAccount(poolId, miners[i] ?? "")]))[0];
const paymentStatus = async (id: string) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]?.status;
const entries = async (key: string) =>
  (await ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key))).length;
const ledgerSound = async () => {
  const check = await checkLedger(ctx.database.db, clock);
  return check.ran && check.value.ok && check.value.postingsSum === 0n;
};

describe("GET platform/payouts/blockchain-requests", () => {
  it("lists requests newest first with a status filter and pages", async () => {
    const all = await app.inject({ url: base, headers: tokenHeaders(staff) });
    expect(all.json()).toMatchObject({ total: 3, page: 1, per_page: 50 });
    expect(req(0)).toMatchObject({ status: "created", provider: "manual", amount: 111_111, tx_id: null });
    const page = await app.inject({
      url: `${base}?status=created&page=2&per_page=2`,
      headers: tokenHeaders(staff),
    });
    expect(page.json()).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page.json().data).toHaveLength(1);
    const none = await app.inject({ url: `${base}?status=completed`, headers: tokenHeaders(staff) });
    expect(none.json()).toMatchObject({ data: [], total: 0 });
    expect((await app.inject({ url: `${base}?status=lost`, headers: tokenHeaders(staff) })).statusCode).toBe(
      400,
    );
  });

  it("is for platform staff only (403 others, 401 anonymous); an accountant reads but does not act, a viewer does not read", async () => {
    const { session } = await ownerOf(
      app,
      ctx.database.db,
      clock,
      "requests-nobody@example.com",
      "requestsnobody",
    );
    expect((await app.inject({ url: base, headers: tokenHeaders(session) })).statusCode).toBe(403);
    expect((await act(session, req(0).id, "complete")).statusCode).toBe(403);
    expect((await app.inject({ url: base })).statusCode).toBe(401);
    expect((await act(null, req(0).id, "reverse")).statusCode).toBe(401);
    const accountant = await platformStaff(
      app,
      ctx.database.db,
      clock,
      "requests-books@example.com",
      "accountant",
    );
    expect((await app.inject({ url: base, headers: tokenHeaders(accountant) })).statusCode).toBe(200);
    expect((await act(accountant, req(0).id, "sent", { tx_id: txA })).statusCode).toBe(403);
    const viewer = await platformStaff(app, ctx.database.db, clock, "requests-viewer@example.com", "viewer");
    expect((await app.inject({ url: base, headers: tokenHeaders(viewer) })).statusCode).toBe(403);
  });
});

describe("request transitions", () => {
  it("created -> sent -> completed moves clearing to the payout wallet once; repeats are idempotent", async () => {
    const r = req(0);
    expect((await act(staff, r.id, "complete")).json().code).toBe("invalid_state");
    expect((await act(staff, r.id, "sent", { tx_id: "xyz" })).statusCode).toBe(400);
    const sent = await act(staff, r.id, "sent", { tx_id: txA.toUpperCase() });
    expect(sent.json().data).toMatchObject({ status: "sent", tx_id: txA });
    expect((await act(staff, r.id, "sent", { tx_id: txA })).statusCode).toBe(200);
    expect((await act(staff, r.id, "sent", { tx_id: "b".repeat(64) })).statusCode).toBe(409);
    const wallet = poolAccount("payout_wallet", poolId);
    const clearing = poolAccount("payout_clearing", poolId);
    const [clearingBefore] = await balancesOf(ctx.database.db, [clearing]);
    clock.advance(60_000);
    const done = await act(staff, r.id, "complete");
    expect(done.json().data).toMatchObject({ status: "completed", updated_at: "2026-03-02T14:01:00.000Z" });
    expect((await act(staff, r.id, "complete")).statusCode).toBe(200);
    expect(await balancesOf(ctx.database.db, [clearing, wallet])).toEqual([
      (clearingBefore ?? 0n) - 111_111n,
      111_111n,
    ]);
    expect(await entries(`payout-complete:${r.id}`)).toBe(1);
    expect(await paymentStatus(r.payment_id)).toBe("completed");
    for (const action of ["reverse", "resend", "fail"]) {
      const res = await act(staff, r.id, action, action === "fail" ? { reason: "x" } : undefined);
      expect([res.statusCode, res.json().code]).toEqual([409, "invalid_state"]);
    }
    expect(await ledgerSound()).toBe(true);
  });

  it("fail -> resend (tx id cleared) -> fail -> reverse returns the coins to the miner once", async () => {
    const r = req(1);
    await act(staff, r.id, "sent", { tx_id: txA });
    const failed = await act(staff, r.id, "fail", { reason: "fee too low" });
    expect(failed.json().data).toMatchObject({ status: "failed", failure_reason: "fee too low", tx_id: txA });
    expect((await act(staff, r.id, "fail", { reason: "again" })).json().data.failure_reason).toBe(
      "fee too low",
    );
    const resent = await act(staff, r.id, "resend");
    expect(resent.json().data).toMatchObject({ status: "created", tx_id: null, failure_reason: null });
    expect((await act(staff, r.id, "resend")).statusCode).toBe(200);
    await act(staff, r.id, "fail", { reason: "address rejected" });
    expect(await minerBalance(1)).toBe(0n);
    const reversed = await act(staff, r.id, "reverse");
    expect(reversed.json().data.status).toBe("canceled");
    expect((await act(staff, r.id, "reverse")).statusCode).toBe(200);
    expect(await minerBalance(1)).toBe(222_222n);
    expect(await entries(`payout-cancel:${r.id}`)).toBe(1);
    expect(await paymentStatus(r.payment_id)).toBe("canceled");
    expect((await act(staff, r.id, "resend")).statusCode).toBe(409);
    expect((await act(staff, r.id, "sent", { tx_id: txA })).statusCode).toBe(409);
    expect(await ledgerSound()).toBe(true);
  });

  it("refuses to reverse a sent request; simultaneous reverses of a failed one credit once", async () => {
    const r = req(2);
    await act(staff, r.id, "sent", { tx_id: txA });
    const sent = await act(staff, r.id, "reverse");
    expect([sent.statusCode, sent.json().code]).toEqual([409, "invalid_state"]);
    await act(staff, r.id, "fail", { reason: "dropped from the mempool" });
    const results = await Promise.all(Array.from({ length: 10 }, () => act(staff, r.id, "reverse")));
    expect(results.map((x) => x.statusCode)).toEqual(Array(10).fill(200));
    expect(await minerBalance(2)).toBe(333_333n);
    expect(await entries(`payout-cancel:${r.id}`)).toBe(1);
    expect(await ledgerSound()).toBe(true);
  });

  it("answers 404 for an unknown request and 400 for a malformed id or body", async () => {
    const unknown = await act(staff, "7b0c4a9e-2f4e-4d8b-9a51-3c1d2e3f4a5b", "complete");
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "not_found"]);
    expect((await act(staff, "nope", "complete")).statusCode).toBe(400);
    expect((await act(staff, req(0).id, "fail", { reason: " " })).statusCode).toBe(400);
  });
});
