import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { wants } from "../../src/modules/notifications/preferences.service";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, headersOf, newMiner } from "../money/money-fixture";
import { sessionFor, tokenHeaders } from "../product-session";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
const ids = { mine: "", other: "", identity: "" };
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  ids.mine = await newMiner(db, "npmine");
  ids.other = await newMiner(db, "npother");
  h.owner = await headersOf(db, clock, "owner@np.test", { type: "miner", id: ids.mine, role: "owner" });
  const session = await sessionFor(db, clock, "owner@np.test");
  ids.identity = session.identityId;
  h.stranger = tokenHeaders(await sessionFor(db, clock, "stranger@np.test"));
});
afterAll(() => app.close());

const url = () => `${api}/identity/${ids.identity}/notifications/preferences`;
const put = (payload: object, who = "owner") =>
  app.inject({ method: "PUT", url: url(), headers: h[who], payload });

describe("wants", () => {
  it("keeps security e-mails on and picks the account's choice, then the user's, then the default", () => {
    const rows = [
      { event: "miner-payout", channel: "email", minerId: null, enabled: false },
      { event: "miner-payout", channel: "email", minerId: "m1", enabled: true },
      { event: "user-login", channel: "email", minerId: null, enabled: false },
    ];
    expect(wants(rows, "miner-payout", "email", "m1")).toBe(true);
    expect(wants(rows, "miner-payout", "email", "m2")).toBe(false);
    expect(wants(rows, "user-login", "email", null)).toBe(true);
    expect(wants([], "miner-reward", "email", null)).toBe(false);
    expect(wants([], "worker-status-changed", "telegram", "m1")).toBe(true);
  });
});

describe("identity/{id}/notifications/preferences", () => {
  it("answers the defaults, the user's accounts and the channels", async () => {
    const res = await app.inject({ url: url(), headers: h.owner });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.events).toContainEqual({
      event: "miner-reward",
      email: false,
      telegram: false,
      security: false,
      per_account: true,
    });
    expect(data.events).toContainEqual({
      event: "user-login",
      email: true,
      telegram: true,
      security: true,
      per_account: false,
    });
    expect(data.accounts).toEqual([{ miner_id: ids.mine, account_name: "npmine" }]);
    expect(data.channels).toEqual({
      email: { available: true, address: "owner@np.test" },
      telegram: { available: false, linked: false },
    });
  });

  it("stores choices for all accounts and for one, and replaces them on the next PUT", async () => {
    const res = await put({
      events: [{ event: "miner-reward", email: true, telegram: false }],
      overrides: [{ event: "worker-status-changed", channel: "email", miner_id: ids.mine, enabled: false }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.events).toContainEqual(
      expect.objectContaining({ event: "miner-reward", email: true }),
    );
    expect(res.json().data.overrides).toEqual([
      { event: "worker-status-changed", channel: "email", miner_id: ids.mine, enabled: false },
    ]);
    const again = await put({ events: [] });
    expect(again.json().data.overrides).toEqual([]);
    expect(again.json().data.events).toContainEqual(
      expect.objectContaining({ event: "miner-reward", email: false }),
    );
  });

  it("refuses a security e-mail turned off, a user event per account, and another's account", async () => {
    const off = await put({ events: [{ event: "user-login", email: false, telegram: false }] });
    expect(off.statusCode).toBe(400);
    expect(off.json().fields).toEqual([{ name: "events.0.email", text: "invalid_input" }]);
    const perAccount = await put({
      events: [],
      overrides: [
        { event: "user-login", channel: "telegram", miner_id: ids.mine, enabled: false },
        { event: "miner-payout", channel: "email", miner_id: ids.other, enabled: false },
      ],
    });
    expect(perAccount.json().fields).toEqual([
      { name: "overrides.0.event", text: "invalid_input" },
      { name: "overrides.1.miner_id", text: "not_found" },
    ]);
    expect((await put({ events: [], overrides: new Array(1001).fill({}) })).statusCode).toBe(400);
  });

  it("is the user's own: another signed-in user gets 403, nobody 401", async () => {
    expect((await app.inject({ url: url(), headers: h.stranger })).statusCode).toBe(403);
    expect((await put({ events: [] }, "stranger")).statusCode).toBe(403);
    expect((await app.inject({ url: url() })).statusCode).toBe(401);
  });
});

describe("parallel PUT identity/{id}/notifications/preferences", () => {
  it("answers 30 parallel replacements with 200, and keeps one of them (the later wins), never a 500", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        put({ events: [{ event: "miner-reward", email: i % 2 === 0, telegram: false }] }),
      ),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const events = (await app.inject({ url: url(), headers: h.owner })).json().data.events;
    expect(events.filter((e: { event: string }) => e.event === "miner-reward")).toHaveLength(1);
  });
});
