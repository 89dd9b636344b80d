import { paymentsListSchema } from "@pithead/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { seedListPayments, listTxId as txId } from "./list-payments";
import { api, type PaymentsWorld, paymentsWorld } from "./payments-fixture";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T12:00:00Z");
let app: App;
let w: PaymentsWorld;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  w = await paymentsWorld(app, db, clock);
  await seedListPayments(db, w);
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `${api}/${path}`, headers });
const list = async (path: string, headers: Record<string, string>) => {
  const res = await get(path, headers);
  expect(res.statusCode, res.body).toBe(200);
  return paymentsListSchema.parse(res.json());
};

describe("GET {pools|operators|miners}/{id}/payments", () => {
  it("answers a miner's payments, newest first, with reward figures and the payout's transaction", async () => {
    const body = await list(`miners/${w.ids.alice}/payments`, w.users.owner.headers);
    expect(body.total).toBe(5);
    expect(body.data.map((p) => [p.type, p.amount, p.status])).toEqual([
      ["payout", 100000, "pending"],
      ["reward", 297300, "completed"],
      ["payout", 250000, "pending"],
      ["reward", 198200, "completed"],
      ["reward", 99100, "completed"],
    ]);
    expect(body.data[1]).toEqual({
      id: expect.any(String),
      miner_id: w.ids.alice,
      operator_id: null,
      account_name: "alice",
      type: "reward",
      direction: "incoming",
      status: "completed",
      amount: 297300,
      created_at: "2026-03-04T09:00:00.000Z",
      settlement_day: "2026-03-03",
      counterparty: null,
      address: null,
      tx_id: null,
      reward: {
        share_difficulty: "123456789.5",
        hashrate_ths: "100.000",
        rate_sats_per_th_day: "52.500",
        gross: 300000,
        fee_percent: "0.9",
        fee: 2700,
        net: 297300,
      },
      sharing: null,
      referred_account: null,
    });
    expect(body.data[2]).toMatchObject({
      direction: "outgoing",
      address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      tx_id: txId,
      reward: null,
    });
    expect(body.data[0]?.tx_id).toBeNull();
  });

  it("filters by type, direction, status and UTC days (inclusive), and sorts ascending", async () => {
    const h = w.users.owner.headers;
    const base = `miners/${w.ids.alice}/payments`;
    const amounts = async (q: string) => (await list(`${base}?${q}`, h)).data.map((p) => p.amount);
    expect(await amounts("type=payout")).toEqual([100000, 250000]);
    expect(await amounts("type=payout&type=reward&sort=asc")).toEqual([
      99100, 198200, 250000, 297300, 100000,
    ]);
    expect(await amounts("type=reward,transfer&sort=asc")).toEqual([99100, 198200, 297300]);
    expect(await amounts("direction=incoming&sort=asc")).toEqual([99100, 198200, 297300]);
    expect(await amounts("status=completed&direction=outgoing")).toEqual([]);
    expect(await amounts("status=pending,canceled")).toEqual([100000, 250000]);
    expect(await amounts("from=2026-03-03&to=2026-03-03&sort=asc")).toEqual([198200, 250000]);
    expect(await amounts("from=2026-03-04")).toEqual([100000, 297300]);
    expect(await amounts("to=2026-03-02")).toEqual([99100]);
    expect((await list(`${base}?from=2026-03-05`, h)).total).toBe(0);
  });

  it("pages through a pool's list without gaps or repeats; ties on time sort by id", async () => {
    const h = w.users.pool.headers;
    const seen: string[] = [];
    let total = 0;
    for (const page of [1, 2, 3, 4]) {
      const body = await list(`pools/${w.ids.poolId}/payments?per_page=2&page=${page}`, h);
      expect(body).toMatchObject({ page, per_page: 2 });
      total = body.total;
      seen.push(...body.data.map((p) => `${p.created_at}|${p.id}`));
    }
    expect(total).toBe(7);
    expect(seen).toHaveLength(7);
    expect([...seen].sort().reverse()).toEqual(seen);
    const names = (await list(`pools/${w.ids.poolId}/payments?per_page=200`, h)).data.map(
      (p) => p.account_name,
    );
    expect(new Set(names)).toEqual(new Set(["alice", "cust", "bob"]));
    const asc = await list(`pools/${w.ids.poolId}/payments?sort=asc&per_page=3`, h);
    expect(asc.data.map((p) => p.created_at)).toEqual(Array(3).fill("2026-03-02T09:00:00.000Z"));
    expect(asc.data.map((p) => p.id)).toEqual(asc.data.map((p) => p.id).sort());
  });

  it("lists an operator's customers only, with the whole fee; the customer's own user sees it hidden", async () => {
    const op = await list(`operators/${w.ids.operatorId}/payments`, w.users.operator.headers);
    expect(op.data.map((p) => p.account_name)).toEqual(["cust"]);
    expect(op.data[0]?.reward).toMatchObject({ gross: 100000, fee: 1900, fee_percent: "1.9", net: 98100 });
    const own = await list(`miners/${w.ids.cust}/payments`, w.users.customer.headers);
    expect(own.data[0]?.reward).toMatchObject({ gross: 100000, fee: null, fee_percent: null, net: 98100 });
    const pool = await list(`pools/${w.ids.poolId}/payments?type=reward`, w.users.pool.headers);
    expect(pool.data.find((p) => p.account_name === "cust")?.reward?.fee).toBe(1900);
  });

  it("lets a watcher with the payments section read the miner", async () => {
    const body = await list(`miners/${w.ids.alice}/payments?per_page=1`, w.watcher.payments);
    expect(body.total).toBe(5);
  });

  it("answers 403 to other users, the viewer and the wrong watcher", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases: [string, Record<string, string>][] = [
      [`miners/${w.ids.alice}/payments`, w.users.other.headers],
      [`miners/${w.ids.alice}/payments`, w.users.viewer.headers],
      [`miners/${w.ids.alice}/payments`, w.watcher.dashboard],
      [`miners/${w.ids.bob}/payments`, w.watcher.payments],
      [`miners/${w.ids.alice}/payments`, w.users.operator.headers],
      [`miners/${unknown}/payments`, w.users.owner.headers],
      [`pools/${w.ids.poolId}/payments`, w.users.owner.headers],
      [`pools/${w.ids.poolId}/payments`, w.watcher.payments],
      [`operators/${w.ids.operatorId}/payments`, w.users.customer.headers],
      [`operators/${w.ids.operatorId}/payments`, w.watcher.payments],
    ];
    for (const [path, headers] of cases) {
      const res = await get(path, headers);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code).toBe("access_denied");
    }
  });

  it("answers 401 anonymous and 400 for bad filters", async () => {
    for (const path of [`miners/${w.ids.alice}/payments`, `pools/${w.ids.poolId}/payments`]) {
      const res = await get(path);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("unauthorized");
    }
    const base = `miners/${w.ids.alice}/payments`;
    const cases: [string, string][] = [
      [`${base}?type=gift`, "type.0"],
      [`${base}?status=done`, "status.0"],
      [`${base}?direction=up`, "direction"],
      [`${base}?from=2026-13-01`, "from"],
      [`${base}?sort=newest`, "sort"],
      [`${base}?per_page=0`, "per_page"],
      [`${base}?per_page=201`, "per_page"],
      [`${base}?page=0`, "page"],
      ["miners/not-a-uuid/payments", "id"],
    ];
    for (const [path, field] of cases) {
      const res = await get(path, w.users.owner.headers);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed", fields: [{ name: field }] });
    }
  });
});
