import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { type FakeBotApi, startFakeBotApi } from "./fake-bot-api";
import { api, botEnv, telegramUser, tokenOf } from "./telegram-fixture";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T10:00:00Z");
let fake: FakeBotApi;
let app: App;
let off: App;
let owner: Awaited<ReturnType<typeof telegramUser>>;
let stranger: Awaited<ReturnType<typeof telegramUser>>;

beforeAll(async () => {
  fake = await startFakeBotApi();
  app = await buildTestApp(ctx.database, { clock, env: botEnv(fake.url) });
  off = await buildTestApp(ctx.database, { clock });
  owner = await telegramUser(app, ctx.database.db, clock, "owner@tg-routes.test");
  stranger = await telegramUser(app, ctx.database.db, clock, "stranger@tg-routes.test");
});
afterAll(async () => {
  await app?.close();
  await off?.close();
  await fake?.stop();
});

const post = (target: App, url: string, headers?: Record<string, string>) =>
  target.inject({ method: "POST", url, headers });

describe("telegram routes without a bot (TELEGRAM_BOT_TOKEN unset)", () => {
  it("refuses invites with 409 telegram_not_configured; nothing is pending or linked", async () => {
    const res = await post(off, owner.invites, owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "telegram_not_configured" });
    expect((await off.inject({ url: `${owner.invites}/current`, headers: owner.headers })).statusCode).toBe(
      404,
    );
    expect((await off.inject({ url: owner.chats, headers: owner.headers })).json().code).toBe("not_found");
    const unlink = await off.inject({ method: "DELETE", url: owner.chats, headers: owner.headers });
    expect(unlink.statusCode).toBe(204);
    const prefs = await off.inject({
      url: `${api}/identity/${owner.identityId}/notifications/preferences`,
      headers: owner.headers,
    });
    expect(prefs.json().data.channels.telegram).toEqual({ available: false, linked: false });
  });

  it("checks the caller before the configuration: another user's identity is 403, nobody 401", async () => {
    expect((await post(off, owner.invites, stranger.headers)).statusCode).toBe(403);
    expect((await post(off, owner.invites)).statusCode).toBe(401);
  });
});

describe("telegram invites", () => {
  it("makes a one-time t.me link valid 15 minutes, answered again by GET current", async () => {
    const res = await post(app, owner.invites, owner.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      url: expect.stringMatching(/^https:\/\/t\.me\/pithead_test_bot\?start=[A-Za-z0-9_-]{32}$/),
      expires_at: "2026-03-10T10:15:00.000Z",
      bot_username: "pithead_test_bot",
    });
    const current = await app.inject({ url: `${owner.invites}/current`, headers: owner.headers });
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toEqual(data);
    expect(fake.calls.filter((c) => c.method === "getMe")).toHaveLength(1);
  });

  it("replaces the pending link: the new one is current, and links differ", async () => {
    const first = (await post(app, owner.invites, owner.headers)).json().data.url;
    const second = (await post(app, owner.invites, owner.headers)).json().data.url;
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    const current = await app.inject({ url: `${owner.invites}/current`, headers: owner.headers });
    expect(current.json().data.url).toBe(second);
  });

  it("has none pending after 15 minutes", async () => {
    await post(app, owner.invites, owner.headers);
    clock.advance(15 * 60_000 + 1);
    const current = await app.inject({ url: `${owner.invites}/current`, headers: owner.headers });
    expect([current.statusCode, current.json().code]).toEqual([404, "not_found"]);
  });

  it("shows the bot is configured in the preferences, not yet linked", async () => {
    const prefs = await app.inject({
      url: `${api}/identity/${owner.identityId}/notifications/preferences`,
      headers: owner.headers,
    });
    expect(prefs.json().data.channels.telegram).toEqual({ available: true, linked: false });
  });
});

describe("telegram chats", () => {
  it("answers 404 when no chat is linked; DELETE is 204 all the same", async () => {
    const res = await app.inject({ url: owner.chats, headers: owner.headers });
    expect([res.statusCode, res.json().code]).toEqual([404, "not_found"]);
    expect(
      (await app.inject({ method: "DELETE", url: owner.chats, headers: owner.headers })).statusCode,
    ).toBe(204);
  });
});

describe("telegram routes are the user's own", () => {
  it("answers 403 to another signed-in user, 401 to nobody, 400 to an overlong id", async () => {
    const routes = [
      { method: "POST" as const, url: owner.invites },
      { method: "GET" as const, url: `${owner.invites}/current` },
      { method: "GET" as const, url: owner.chats },
      { method: "DELETE" as const, url: owner.chats },
    ];
    for (const route of routes) {
      const denied = await app.inject({ ...route, headers: stranger.headers });
      expect([route.url, denied.statusCode, denied.json().code]).toEqual([route.url, 403, "access_denied"]);
      expect((await app.inject(route)).statusCode).toBe(401);
      const long = route.url.replace(owner.identityId, "x".repeat(65));
      const bad = await app.inject({ ...route, url: long, headers: owner.headers });
      expect([long, bad.statusCode, bad.json().code]).toEqual([long, 400, "validation_failed"]);
    }
  });
});
