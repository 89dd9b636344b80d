import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners } from "../../src/db/schema";
import { checkLedger } from "../../src/jobs/ledger-check";
import { runPayouts } from "../../src/modules/payouts/payout-run";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { buildTestApp, useTestDatabase } from "../helper";
import { platformStaff } from "../payouts-helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { addDifficulty, api, poolAndOperator, setOperatorFee, setRate } from "./money-fixture";

// Issue 41 item 1: a Control Hub operator's fee income is its own: one `operator_fee` payment per settled day
// (the customers a click away), an operator wallet (address, limits, the 24 h pause), and the daily payout run
// pays it like a miner's balance, through the platform's payout requests.
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
const ids = { one: "", two: "", poolId: "", operatorId: "" };
let op: Record<string, string>;
let staff: Record<string, string>;
// At 52.5 sat/TH/s/day: 2e12 difficulty is a gross of 5,219,578 sat, 4e12 10,439,156 (reward-math.test.ts).
// The operator's fee: 1 % of 5,219,578 = 52,195 and 2 % of 10,439,156 = 208,783; the day's income 260,978.
const address = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

const get = (url: string, headers = op) => app.inject({ url: `${api}${url}`, headers });
const post = (url: string, payload: unknown, headers = op) =>
  app.inject({ method: "POST", url: `${api}${url}`, headers, payload: payload as object });

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  Object.assign(ids, await poolAndOperator(db));
  const idOf = async (name: string) =>
    (await db.select({ id: miners.id }).from(miners).where(eq(miners.accountName, name)))[0]?.id ?? "";
  ids.one = await idOf("northhub01");
  ids.two = await idOf("northhub02");
  await setRate(db, 52_500n, "2026-03-01");
  await setOperatorFee(db, ids.one, ids.operatorId, 10_000, "2026-03-01");
  await setOperatorFee(db, ids.two, ids.operatorId, 20_000, "2026-03-01");
  await addDifficulty(db, ids.one, "2026-03-08", 2e12);
  await addDifficulty(db, ids.two, "2026-03-08", 4e12);
  await addDifficulty(db, ids.one, "2026-03-09", 2e12);
  clock.set("2026-03-09T10:00:00Z");
  await runRewards(db, clock, "2026-03-08");
  clock.set("2026-03-10T10:00:00Z");
  await runRewards(db, clock, "2026-03-09");
  op = tokenHeaders(await sessionFor(db, clock, "operator@pithead.test"));
  staff = tokenHeaders(await platformStaff(app, db, clock, "op-payout-staff@example.com"));
});
afterAll(() => app.close());

describe("an operator's fee income", () => {
  it("is one operator_fee row per settled day in the operator's own payments, the customers' list unchanged", async () => {
    const own = await get(`/operators/${ids.operatorId}/payments?scope=own&sort=asc`);
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .data.map((p: Record<string, unknown>) => [p.type, p.settlement_day, p.amount, p.operator_id]),
    ).toEqual([
      ["operator_fee", "2026-03-08", 260_978, ids.operatorId],
      ["operator_fee", "2026-03-09", 52_195, ids.operatorId],
    ]);
    expect(own.json().data[0]).toMatchObject({ miner_id: null, direction: "incoming", status: "completed" });
    const customers = await get(`/operators/${ids.operatorId}/payments?type=operator_fee`);
    expect(customers.json().total).toBe(0);
  });

  it("breaks a day down by customer; the fees add up to the day's row and to the balance", async () => {
    const day = await get(`/operators/${ids.operatorId}/fee-income/2026-03-08`);
    expect(day.statusCode).toBe(200);
    expect(day.json().data).toEqual({
      day: "2026-03-08",
      total: 260_978,
      customers: [
        { miner_id: ids.two, account_name: "northhub02", gross: 10_439_156, fee: 208_783 },
        { miner_id: ids.one, account_name: "northhub01", gross: 5_219_578, fee: 52_195 },
      ],
    });
    const balance = await get(`/operators/${ids.operatorId}/balance`);
    expect(balance.json().data).toEqual({ currency: "BTC", balance: 313_173, pending_payouts: 0 });
    const empty = await get(`/operators/${ids.operatorId}/fee-income/2026-03-07`);
    expect(empty.json().data).toEqual({ day: "2026-03-07", total: 0, customers: [] });
  });

  it("is refused to a miner's user, a watcher-less anonymous caller, and for a bad day", async () => {
    const miner = tokenHeaders(await sessionFor(ctx.database.db, clock, "miner@pithead.test"));
    expect((await get(`/operators/${ids.operatorId}/fee-income/2026-03-08`, miner)).statusCode).toBe(403);
    expect((await get(`/operators/${ids.operatorId}/wallet`, miner)).statusCode).toBe(403);
    expect((await get(`/operators/${ids.operatorId}/wallet`, {})).statusCode).toBe(401);
    const bad = await get(`/operators/${ids.operatorId}/fee-income/2026-02-30`);
    expect(bad.statusCode).toBe(400);
  });
});

describe("the operator's wallet and payouts", () => {
  let walletId = "";

  it("has a wallet with the balance and the 7-day average credit for the payout forecast", async () => {
    const res = await get(`/operators/${ids.operatorId}/wallet`);
    expect(res.statusCode).toBe(200);
    walletId = res.json().data.id;
    expect(res.json().data).toMatchObject({
      owner_type: "operator",
      miner_id: null,
      operator_id: ids.operatorId,
      address: null,
      min_payment: 100_000,
      min_payment_ceiling: 100_000_000,
      balance: 313_173,
      // Both days were credited (03-09 and 03-10, 10:00) inside the last 7 days: 313,173 / 7 = 44,739.
      daily_average: 44_739,
      payout_time_utc: "14:00",
    });
  });

  it("takes an address (paused a day) and limits from the operator's owner, under the pool's bounds", async () => {
    const set = await post(`/wallets/${walletId}/addresses`, { address });
    expect(set.statusCode).toBe(201);
    expect(set.json().data.paused_until).toBe("2026-03-11T10:00:00.000Z");
    const huge = await post(`/wallets/${walletId}/min-payments`, { amount: 10_000_000_000 });
    expect([huge.statusCode, huge.json().fields]).toEqual([400, [{ name: "amount", text: "max_threshold" }]]);
    expect((await post(`/wallets/${walletId}/min-payments`, { amount: 200_000 })).statusCode).toBe(200);
    const customer = tokenHeaders(await sessionFor(ctx.database.db, clock, "miner@pithead.test"));
    expect((await post(`/wallets/${walletId}/addresses`, { address }, customer)).statusCode).toBe(403);
  });

  it("is paid by the daily run once out of the pause, as a platform payout request; reversing credits it back", async () => {
    const db = ctx.database.db;
    // Today (03-10) the address is still paused: nothing is paid.
    clock.set("2026-03-10T14:00:00Z");
    expect(await runPayouts(db, clock, "2026-03-10")).toMatchObject({ ran: true, value: { payouts: 0 } });
    clock.set("2026-03-11T14:00:00Z");
    const run = await runPayouts(db, clock, "2026-03-11");
    expect(run).toMatchObject({ ran: true, value: { payouts: 1, amount: 313_173n } });
    // A day later: fresh sessions.
    op = tokenHeaders(await sessionFor(db, clock, "operator@pithead.test"));
    staff = tokenHeaders(await platformStaff(app, db, clock, "op-payout-staff@example.com"));
    const balance = await get(`/operators/${ids.operatorId}/balance`);
    expect(balance.json()).toEqual({ data: { currency: "BTC", balance: 0, pending_payouts: 313_173 } });
    const own = await get(`/operators/${ids.operatorId}/payments?scope=own&type=payout`);
    expect(own.json().data).toMatchObject([
      { type: "payout", direction: "outgoing", status: "pending", amount: 313_173, address },
    ]);
    const requests = await get("/platform/payouts/blockchain-requests", staff);
    const request = requests.json().data.find((r: { operator_id: string | null }) => r.operator_id);
    expect(request).toMatchObject({
      owner_type: "operator",
      miner_id: null,
      operator_id: ids.operatorId,
      account_name: "northhub",
      amount: 313_173,
      status: "created",
    });
    const reversed = await post(`/platform/payouts/blockchain-requests/${request.id}/reverse`, {}, staff);
    expect(reversed.json().data.status).toBe("canceled");
    const after = await get(`/operators/${ids.operatorId}/balance`);
    expect(after.json().data).toEqual({ currency: "BTC", balance: 313_173, pending_payouts: 0 });
    expect((await checkLedger(db, clock)).value.ok).toBe(true);
  });
});
