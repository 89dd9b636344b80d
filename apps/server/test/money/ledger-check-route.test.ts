import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { ledgerAccounts, ledgerChecks } from "../../src/db/schema";
import { checkLedger } from "../../src/jobs/ledger-check";
import { hourPeriod, runOnce } from "../../src/jobs/run-once";
import { ledgerRepository } from "../../src/modules/ledger/ledger.repository";
import { minerAccount } from "../../src/modules/ledger/ledger-accounts";
import { buildTestApp, useTestDatabase } from "../helper";
import { platformStaff, poolOfMiner } from "../payouts-helper";
import type { TestSession } from "../product-session";
import { tokenHeaders } from "../product-session";
import { api, ownerOf } from "../watchers-helper";

/** `GET` and `POST platform/ledger/check`: the latest check, and a check on demand, one at a time. */
const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
let owner: TestSession;
let accountant: TestSession;
let miner: TestSession;
let minerId: string;

const db = () => ctx.database.db;
const call = (method: "GET" | "POST", s: TestSession | null) =>
  app.inject({ method, url: `${api}/platform/ledger/check`, headers: s ? tokenHeaders(s) : {} });
/** A miner's ledger account (made as a posting would make it), balance 0; answers its key. */
async function anAccount(): Promise<string> {
  await ledgerRepository(db()).ensureAccounts([minerAccount(await poolOfMiner(db(), minerId), minerId)]);
  const [row] = await db().select({ key: ledgerAccounts.key }).from(ledgerAccounts).limit(1);
  if (!row) throw new Error("no ledger account");
  return row.key;
}
const checks = async () => (await db().select({ n: count() }).from(ledgerChecks))[0]?.n ?? 0;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  owner = await platformStaff(app, db(), clock, "ledger-owner@example.com", "owner");
  accountant = await platformStaff(app, db(), clock, "ledger-accountant@example.com", "accountant");
  ({ session: miner, minerId } = await ownerOf(app, db(), clock, "ledger-miner@example.com", "ledgerminer"));
});
afterAll(() => app.close());

describe("platform/ledger/check", () => {
  it("runs on the first read when none ran, and says so", async () => {
    const res = await call("GET", accountant);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      checked_at: "2026-03-02T10:00:00.000Z",
      ok: true,
      trigger: "first_read",
      triggered_by: "ledger-accountant@example.com",
      postings_sum: 0,
      unbalanced_entries: 0,
      mismatched_accounts: [],
    });
  });

  it("runs now for the platform's owner and shows who ran it; a scheduled run shows none", async () => {
    clock.advance(60_000);
    const res = await call("POST", owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      checked_at: "2026-03-02T10:01:00.000Z",
      ok: true,
      trigger: "user",
      triggered_by: "ledger-owner@example.com",
    });
    expect((await call("GET", accountant)).json().data).toEqual(res.json().data);
    clock.advance(60_000);
    // As jobs/schedule.ts runs it: inside the hour's run-once claim, on its transaction.
    const run = await runOnce(db(), clock, "ledger-check", hourPeriod(clock.now()), (tx) =>
      checkLedger(tx, clock),
    );
    expect(run).toMatchObject({ ran: true, value: { ran: true, value: { ok: true } } });
    expect((await call("GET", owner)).json().data).toMatchObject({
      checked_at: "2026-03-02T10:02:00.000Z",
      trigger: "schedule",
      triggered_by: null,
    });
  });

  it("reports the differences it finds", async () => {
    const [account] = await db().select({ key: ledgerAccounts.key }).from(ledgerAccounts).limit(1);
    const key = account?.key ?? (await anAccount());
    await db()
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 5` })
      .where(eq(ledgerAccounts.key, key));
    clock.advance(60_000);
    const res = await call("POST", owner);
    expect(res.json().data).toMatchObject({ ok: false, postings_sum: 0, unbalanced_entries: 0 });
    expect(res.json().data.mismatched_accounts).toEqual([
      expect.objectContaining({ key, postings: expect.any(String), balance: expect.any(String) }),
    ]);
    await db()
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} - 5` })
      .where(eq(ledgerAccounts.key, key));
  });

  it("answers 401 anonymous, 403 a miner, and 403 a platform reader asking to run it", async () => {
    expect((await call("GET", null)).statusCode).toBe(401);
    expect((await call("POST", null)).statusCode).toBe(401);
    expect((await call("GET", miner)).statusCode).toBe(403);
    const denied = await call("POST", miner);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe("access_denied");
    expect((await call("POST", accountant)).statusCode).toBe(403);
  });

  it("answers 409 invalid_state while a check runs, in any process (the advisory lock)", async () => {
    clock.advance(60_000);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${0x5057_0006}::int, 1::int)`);
      locked();
      await held;
    });
    await isLocked;
    const before = await checks();
    const busy = await call("POST", owner);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe("invalid_state");
    release();
    await holder;
    expect(await checks()).toBe(before);
    expect((await call("POST", owner)).statusCode).toBe(200);
    expect(await checks()).toBe(before + 1);
  });

  it("runs one audit for 30 parallel requests: each answers 200 or 409, none 500", async () => {
    clock.advance(60_000);
    const before = await checks();
    const answers = await Promise.all(Array.from({ length: 30 }, () => call("POST", owner)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(statuses).toContain(200);
    // One ran; the others found it running (409) or recorded since they came (answered with its result).
    expect(await checks()).toBe(before + 1);
    for (const a of answers.filter((x) => x.statusCode === 200)) {
      expect(a.json().data.checked_at).toBe("2026-03-02T10:05:00.000Z");
    }
    // A request that comes after it runs a new one.
    clock.advance(1_000);
    expect((await call("POST", owner)).json().data.checked_at).toBe("2026-03-02T10:05:01.000Z");
    expect(await checks()).toBe(before + 2);
  });
});
