import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { checkLedger } from "../../src/jobs/ledger-check";
import { buildTestApp, useTestDatabase } from "../helper";
import { tokenHeaders } from "../product-session";
import { api, grant, minerIn, type PaymentsWorld, paymentsWorld, reward, userOf } from "./payments-fixture";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T12:00:00Z");
let app: App;
let w: PaymentsWorld;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  w = await paymentsWorld(app, ctx.database.db, clock);
  const alice = { poolId: w.ids.poolId, minerId: w.ids.alice };
  await reward(ctx.database.db, alice, "2026-03-09", new Date("2026-03-10T09:00:00Z"), {
    gross: 101010n,
    poolFee: 1010n,
  });
});
afterAll(() => app.close());

const transfer = (from: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: `${api}/miners/${from}/transfers`, headers, payload });
const balanceOf = async (id: string) =>
  (await app.inject({ url: `${api}/miners/${id}/balance`, headers: w.users.owner.headers })).json().data
    .balance;

describe("POST miners/{id}/transfers", () => {
  it("moves satoshis between the user's own miners: two completed transfer payments", async () => {
    const res = await transfer(
      w.ids.alice,
      { to_miner_id: w.ids.alice2, amount: 1000 },
      w.users.owner.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      miner_id: w.ids.alice,
      operator_id: null,
      account_name: "alice",
      type: "transfer",
      direction: "outgoing",
      status: "completed",
      amount: 1000,
      created_at: "2026-03-10T12:00:00.000Z",
      settlement_day: null,
      counterparty: { miner_id: w.ids.alice2, account_name: "alicetwo" },
      address: null,
      tx_id: null,
      reward: null,
      sharing: null,
      referred_account: null,
    });
    expect(await balanceOf(w.ids.alice)).toBe(99000);
    expect(await balanceOf(w.ids.alice2)).toBe(1000);
    const source = await app.inject({
      url: `${api}/miners/${w.ids.alice}/payments?type=transfer`,
      headers: w.users.owner.headers,
    });
    expect(source.json().data).toEqual([res.json().data]);
    const target = await app.inject({
      url: `${api}/miners/${w.ids.alice2}/payments?type=transfer&direction=incoming`,
      headers: w.users.owner.headers,
    });
    expect(target.json().data).toMatchObject([
      { type: "transfer", direction: "incoming", amount: 1000, counterparty: { account_name: "alice" } },
    ]);
  });

  it("refuses more than the balance (400 insufficient_balance on amount), moving nothing", async () => {
    const res = await transfer(
      w.ids.alice,
      { to_miner_id: w.ids.alice2, amount: 99001 },
      w.users.owner.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "insufficient_balance", fields: [{ name: "amount" }] });
    expect(await balanceOf(w.ids.alice)).toBe(99000);
  });

  it("refuses a transfer to itself or to another pool (400 on to_miner_id), and bad bodies", async () => {
    const h = w.users.owner.headers;
    for (const to of [w.ids.alice, w.ids.far]) {
      const res = await transfer(w.ids.alice, { to_miner_id: to, amount: 1 }, h);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed", fields: [{ name: "to_miner_id" }] });
    }
    const bodies: [object, string][] = [
      [{ to_miner_id: w.ids.alice2, amount: 0 }, "amount"],
      [{ to_miner_id: w.ids.alice2, amount: 1.5 }, "amount"],
      [{ to_miner_id: w.ids.alice2 }, "amount"],
      [{ to_miner_id: "x", amount: 1 }, "to_miner_id"],
      [{ amount: 1 }, "to_miner_id"],
    ];
    for (const [payload, field] of bodies) {
      const res = await transfer(w.ids.alice, payload, h);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed", fields: [{ name: field }] });
    }
  });

  it("needs a money writer's permission on both miners themselves (403), a session (401), aal2", async () => {
    const cases: [string, string, Record<string, string>][] = [
      [w.ids.alice, w.ids.bob, w.users.owner.headers],
      [w.ids.bob, w.ids.alice, w.users.owner.headers],
      [w.ids.alice, w.ids.alice2, w.users.other.headers],
      [w.ids.alice, w.ids.alice2, w.users.pool.headers],
      [w.ids.alice, w.ids.alice2, w.users.viewer.headers],
      [w.ids.alice, w.ids.alice2, w.watcher.payments],
      [w.ids.alice, "00000000-0000-4000-8000-000000000000", w.users.owner.headers],
    ];
    for (const [from, to, headers] of cases) {
      const res = await transfer(from, { to_miner_id: to, amount: 1 }, headers);
      expect(res.statusCode, `${from} -> ${to}`).toBe(403);
      expect(res.json().code).toBe("access_denied");
    }
    expect((await transfer(w.ids.alice, { to_miner_id: w.ids.alice2, amount: 1 }, {})).statusCode).toBe(401);

    const db = ctx.database.db;
    const treasurer = await userOf(db, clock, "treasurer@payments.test", { totp: true });
    await grant(db, treasurer.id, { minerId: w.ids.alice }, "treasurer");
    await grant(db, treasurer.id, { minerId: w.ids.alice2 }, "treasurer");
    const aal1 = await transfer(w.ids.alice, { to_miner_id: w.ids.alice2, amount: 1 }, treasurer.headers);
    expect(aal1.statusCode).toBe(403);
    expect(aal1.json().code).toBe("mfa_required");
    const { session } = await userOf(db, clock, "treasurer@payments.test", { totp: true, aal: "aal2" });
    const aal2 = await transfer(w.ids.alice, { to_miner_id: w.ids.alice2, amount: 1 }, tokenHeaders(session));
    expect(aal2.statusCode, aal2.body).toBe(201);
  });

  it("a member moves an owner's balance only between that owner's accounts; the owner may give it", async () => {
    const db = ctx.database.db;
    for (const role of ["admin", "treasurer"]) {
      const member = await userOf(db, clock, `${role}-own@payments.test`, { totp: true, aal: "aal2" });
      await grant(db, member.id, { minerId: w.ids.alice }, role);
      await grant(db, member.id, { minerId: w.ids.alice2 }, role);
      const own = await minerIn(db, w.ids.poolId, `${role}own`);
      await grant(db, member.id, { minerId: own });
      const away = await transfer(w.ids.alice, { to_miner_id: own, amount: 1 }, member.headers);
      expect([role, away.statusCode, away.json().code]).toEqual([role, 403, "access_denied"]);
      const ownBalance = await app.inject({ url: `${api}/miners/${own}/balance`, headers: member.headers });
      expect(ownBalance.json().data.balance).toBe(0);
      const between = await transfer(w.ids.alice, { to_miner_id: w.ids.alice2, amount: 1 }, member.headers);
      expect([role, between.statusCode]).toEqual([role, 201]);
    }
    // The owner of alice holds a treasurer's role on bob's miner: her money is hers to give.
    await grant(db, w.users.owner.id, { minerId: w.ids.bob }, "treasurer");
    const gift = await transfer(w.ids.alice, { to_miner_id: w.ids.bob, amount: 5 }, w.users.owner.headers);
    expect(gift.statusCode, gift.body).toBe(201);
    // bob's owner is not alice's owner, and a treasurer's role on bob does not let her take bob's balance.
    const take = await transfer(w.ids.bob, { to_miner_id: w.ids.alice, amount: 1 }, w.users.owner.headers);
    expect(take.statusCode).toBe(403);
  });

  it("lets exactly 10 of 20 simultaneous transfers through when the balance covers 10; the ledger sums to zero", async () => {
    const db = ctx.database.db;
    const [from, to] = [await minerIn(db, w.ids.poolId, "racea"), await minerIn(db, w.ids.poolId, "raceb")];
    await grant(db, w.users.owner.id, { minerId: from });
    await grant(db, w.users.owner.id, { minerId: to });
    await reward(
      db,
      { poolId: w.ids.poolId, minerId: from },
      "2026-03-09",
      new Date("2026-03-10T09:00:00Z"),
      {
        gross: 10100n,
        poolFee: 100n,
      },
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        transfer(from, { to_miner_id: to, amount: 1000 }, w.users.owner.headers),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json().code).toBe("insufficient_balance");
    expect(await balanceOf(from)).toBe(0);
    expect(await balanceOf(to)).toBe(10000);
    const listed = await app.inject({
      url: `${api}/miners/${to}/payments?type=transfer`,
      headers: w.users.owner.headers,
    });
    expect(listed.json().total).toBe(10);
    const check = await checkLedger(db, clock);
    expect(check.ran && check.value).toMatchObject({ ok: true, postingsSum: 0n, unbalancedEntries: 0 });
  });
});
