import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { joinByReferrerCode } from "../../src/modules/referrals/referral-join";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { buildTestApp, useTestDatabase } from "../helper";
import { addDifficulty, api, headersOf, newMiner, poolAndOperator, setRate } from "../money/money-fixture";
import { S } from "../money/reward-scenario";
import { sessionFor, tokenHeaders } from "../product-session";
import { createMinerLink } from "../watchers-helper";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
const ids = { referrer: "", newbie: "", other: "" };
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  ids.referrer = await newMiner(db, "rfreferrer");
  ids.newbie = await newMiner(db, "rfnewbie");
  ids.other = await newMiner(db, "rfother");
  const on = (id: string, role: string) => ({ type: "miner" as const, id, role });
  h.owner = await headersOf(db, clock, "owner@rf.test", on(ids.referrer, "owner"));
  h.admin = await headersOf(db, clock, "admin@rf.test", on(ids.referrer, "admin"));
  h.viewer = await headersOf(db, clock, "viewer@rf.test", on(ids.referrer, "viewer"));
  h.accountant = await headersOf(db, clock, "accountant@rf.test", on(ids.referrer, "accountant"));
  h.stranger = await headersOf(db, clock, "stranger@rf.test", on(ids.other, "owner"));
  const ownerSession = await sessionFor(db, clock, "owner@rf.test");
  const link = await createMinerLink(app, ownerSession, ids.referrer, {
    label: "all",
    permissions: ["payments"],
  });
  h.watcher = { "x-watcher-token": link.json().token };
  await setRate(db, 52_500n, "2026-03-01");
});
afterAll(() => app.close());

const codesUrl = `/miners/{id}/referrer-codes`;
const call = (method: "GET" | "POST", path: string, who: string | null, minerId = ids.referrer) =>
  app.inject({ method, url: `${api}${path.replace("{id}", minerId)}`, headers: who ? h[who] : {} });

describe("miners/{id}/referrer-codes", () => {
  it("makes one code on the first read, with a share link and the pool's terms", async () => {
    const first = await call("GET", codesUrl, "accountant");
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.share_percent).toBe("20");
    expect(data.duration_days).toBe(365);
    expect(data.codes).toHaveLength(1);
    expect(data.codes[0].code).toMatch(/^REF-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(data.codes[0].link).toMatch(/\/auth\/registration\?promocode=REF-/);
    // Two concurrent first reads of another miner still make one code.
    h.strangerToo = h.stranger ?? {};
    const [a, b] = await Promise.all([
      call("GET", codesUrl, "stranger", ids.other),
      call("GET", codesUrl, "strangerToo", ids.other),
    ]);
    expect(a.json().data.codes).toEqual(b.json().data.codes);
    expect(a.json().data.codes).toHaveLength(1);
  });

  it("lets the owner and the admin add codes, up to ten", async () => {
    const added = await call("POST", codesUrl, "admin");
    expect(added.statusCode).toBe(201);
    for (let i = 0; i < 8; i++) expect((await call("POST", codesUrl, "owner")).statusCode).toBe(201);
    const over = await call("POST", codesUrl, "owner");
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ fields: [{ name: "code", text: "max_length" }] });
    expect((await call("GET", codesUrl, "owner")).json().data.codes).toHaveLength(10);
  });

  it("refuses viewers, strangers, watchers and anonymous callers", async () => {
    expect((await call("GET", codesUrl, "viewer")).statusCode).toBe(403);
    expect((await call("GET", codesUrl, "stranger")).statusCode).toBe(403);
    expect((await call("GET", codesUrl, "watcher")).statusCode).toBe(403);
    expect((await call("GET", codesUrl, null)).statusCode).toBe(401);
    expect((await call("POST", codesUrl, "accountant")).statusCode).toBe(403);
    expect((await call("POST", codesUrl, "viewer")).statusCode).toBe(403);
  });
});

describe("one namespace for referral and promo codes", () => {
  it("refuses a promo code whose text a referral code holds", async () => {
    const db = ctx.database.db;
    const platform = tokenHeaders(await sessionFor(db, clock, "platform@pithead.test"));
    const code = (await call("GET", codesUrl, "owner")).json().data.codes[0].code as string;
    const res = await app.inject({
      method: "POST",
      url: `${api}/platform/promocodes`,
      headers: platform,
      payload: {
        code,
        effective_from: "2026-03-02",
        type: "universal",
        fee_type: "rel",
        fee_value: "0.1",
        perpetual: true,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("promocode_already_exists");
  });
});

describe("miners/{id}/referrals", () => {
  it("lists the referred miner masked, with what it brought per day and in total", async () => {
    const db = ctx.database.db;
    const code = (await call("GET", codesUrl, "owner")).json().data.codes[0].code as string;
    const joined = await joinByReferrerCode(db, clock, { minerId: ids.newbie, code: code.toLowerCase() });
    expect(joined).toEqual({
      kind: "referral",
      applied: true,
      start_date: "2026-03-03",
      end_date: "2027-03-02",
    });
    // A second code of the same referrer (or any) cannot refer it again.
    expect(await joinByReferrerCode(db, clock, { minerId: ids.newbie, code })).toEqual({
      kind: "referral",
      applied: false,
      reason: "already_referred",
    });
    expect(await joinByReferrerCode(db, clock, { minerId: ids.referrer, code })).toMatchObject({
      reason: "same_miner",
    });
    expect(await joinByReferrerCode(db, clock, { minerId: ids.other, code: "REF-NONE-NONE" })).toEqual({
      kind: "none",
    });
    for (const day of ["2026-03-02", "2026-03-03", "2026-03-04"]) await addDifficulty(db, ids.newbie, day, S);
    for (const day of ["2026-03-02", "2026-03-03", "2026-03-04"]) {
      await runRewards(db, new TestClock("2026-03-05T10:00:00Z"), day);
    }
    clock.set("2026-03-03T09:00:00Z");
    const res = await call("GET", "/miners/{id}/referrals", "accountant");
    expect(res.statusCode).toBe(200);
    // 0.9 % of 5,219,578 = 46,977 pool fee; 20 % of it floored: 9,395 a day, from 03-03 (03-02 is before).
    expect(res.json()).toMatchObject({
      total: 1,
      earned_total: 2 * 9395,
      last_day: "2026-03-04",
      daily: [
        { day: "2026-03-04", amount: 9395 },
        { day: "2026-03-03", amount: 9395 },
      ],
    });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        account_name: "rf***e",
        code,
        since: "2026-03-03",
        until: "2027-03-02",
        state: "active",
        earned_last_day: 9395,
        earned_total: 2 * 9395,
      }),
    ]);
    const codes = (await call("GET", codesUrl, "owner")).json().data.codes;
    expect(codes.map((c: { referrals: number }) => c.referrals)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // Its profit-sharing list does not name the referred miner either.
    expect((await call("GET", "/miners/{id}/profit-sharings", "owner")).json().data.received).toEqual([]);
    expect((await call("GET", "/miners/{id}/referrals", "viewer")).statusCode).toBe(403);
    expect((await call("GET", "/miners/{id}/referrals", "watcher")).statusCode).toBe(403);
    expect((await call("GET", "/miners/{id}/referrals", null)).statusCode).toBe(401);
    expect((await call("GET", "/miners/{id}/referrals?per_page=101", "owner")).statusCode).toBe(400);
  });
});

describe("pools/{id}/referral-terms", () => {
  it("lets the pool's owner change the terms of referrals made from then on", async () => {
    const db = ctx.database.db;
    const { poolId } = await poolAndOperator(db);
    h.poolOwner = await headersOf(db, clock, "pool-owner@rf.test", {
      type: "pool",
      id: poolId,
      role: "owner",
    });
    const url = `${api}/pools/${poolId}/referral-terms`;
    const put = (who: string, payload: object) =>
      app.inject({ method: "PUT", url, headers: h[who], payload });
    expect((await app.inject({ url, headers: h.poolOwner })).json().data).toEqual({
      share_percent: "20",
      duration_days: 365,
    });
    expect((await put("owner", { share_percent: "50", duration_days: 30 })).statusCode).toBe(403);
    expect((await app.inject({ url, headers: h.owner })).statusCode).toBe(403);
    const bad = await put("poolOwner", { share_percent: "100.5", duration_days: 30 });
    expect(bad.json()).toMatchObject({ fields: [{ name: "share_percent", text: "max_threshold" }] });
    expect((await put("poolOwner", { share_percent: "1", duration_days: 0 })).statusCode).toBe(400);
    const set = await put("poolOwner", { share_percent: "25.5", duration_days: 90 });
    expect(set.json().data).toEqual({ share_percent: "25.5", duration_days: 90 });
    // A new referral takes the new terms; the first one keeps its 20 % for 365 days.
    const fresh = await newMiner(db, "rflate");
    const code = (await call("GET", codesUrl, "owner")).json().data.codes[0].code as string;
    expect(await joinByReferrerCode(db, clock, { minerId: fresh, code })).toMatchObject({
      applied: true,
      start_date: "2026-03-04",
      end_date: "2026-06-01",
    });
    const list = (await call("GET", "/miners/{id}/referrals", "owner")).json().data;
    expect(list.map((r: { until: string }) => r.until)).toEqual(["2026-06-01", "2027-03-02"]);
    await put("poolOwner", { share_percent: "20", duration_days: 365 });
  });
});
