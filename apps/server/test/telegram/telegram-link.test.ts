import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { telegramChats } from "../../src/db/schema";
import { telegramChannel } from "../../src/modules/telegram/telegram-channel";
import { buildTestApp, useTestDatabase } from "../helper";
import { type FakeBotApi, messageUpdate, startFakeBotApi } from "./fake-bot-api";
import { api, botEnv, telegramUser, tokenOf } from "./telegram-fixture";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T10:00:00Z");
let fake: FakeBotApi;
let app: App;
let alice: Awaited<ReturnType<typeof telegramUser>>;
let boris: Awaited<ReturnType<typeof telegramUser>>;

beforeAll(async () => {
  fake = await startFakeBotApi({ longPollMs: 200 });
  app = await buildTestApp(ctx.database, { clock, env: botEnv(fake.url) });
  alice = await telegramUser(app, ctx.database.db, clock, "alice@tg-link.test");
  boris = await telegramUser(app, ctx.database.db, clock, "boris@tg-link.test", "ru");
});
afterEach(async () => {
  await app.telegram?.stop();
  fake.reset();
});
afterAll(async () => {
  await app?.close();
  await fake?.stop();
});

const bot = () => {
  if (!app.telegram) throw new Error("the test app has no bot");
  return app.telegram;
};
const invite = async (who = alice) =>
  tokenOf((await app.inject({ method: "POST", url: who.invites, headers: who.headers })).json().data.url);
const chat = (who = alice) => app.inject({ url: who.chats, headers: who.headers });
let nextUpdate = 1000;
/** Runs `/start <token>` (or any text) from the chat through the bot, as a webhook would. */
const say = (chatId: number, text: string, username?: string) =>
  bot().handleUpdate(messageUpdate(nextUpdate++, chatId, text, { username }) as never);

describe("linking a chat by long polling against the fake Bot API", () => {
  it("POST invite, /start <token> in Telegram, the chat is linked; DELETE unlinks it", async () => {
    const token = await invite();
    await bot().start();
    fake.sendStart(5001, token, "alice_tg");
    const [reply] = await fake.waitForSent(1);
    expect(reply).toMatchObject({ chat_id: 5001, text: expect.stringContaining("Done") });
    expect(fake.calls.map((c) => c.method)).toContain("deleteWebhook");

    const linked = await chat();
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toEqual({ username: "alice_tg", linked_at: "2026-03-10T10:00:00.000Z" });
    const prefs = await app.inject({
      url: `${api}/identity/${alice.identityId}/notifications/preferences`,
      headers: alice.headers,
    });
    expect(prefs.json().data.channels.telegram).toEqual({ available: true, linked: true });
    // Used: no link is pending any more.
    expect((await app.inject({ url: `${alice.invites}/current`, headers: alice.headers })).statusCode).toBe(
      404,
    );

    const unlink = await app.inject({ method: "DELETE", url: alice.chats, headers: alice.headers });
    expect(unlink.statusCode).toBe(204);
    expect((await chat()).statusCode).toBe(404);
  });
});

describe("a link that cannot be used", () => {
  it("binds nothing with a used token, and replies that the link is invalid or expired", async () => {
    const token = await invite();
    await say(5002, `/start ${token}`, "first");
    await say(5003, `/start ${token}`, "second");
    expect(fake.sent.map((m) => [m.chat_id, m.text.slice(0, 4)])).toEqual([
      [5002, "Done"],
      [5003, "This"],
    ]);
    expect(fake.sent[1]?.text).toMatch(/invalid or has expired/);
    expect((await chat()).json().data.username).toBe("first");
  });

  it("binds nothing 16 minutes later", async () => {
    await app.inject({ method: "DELETE", url: boris.chats, headers: boris.headers });
    const token = await invite(boris);
    clock.advance(16 * 60_000);
    await say(5004, `/start ${token}`);
    expect(fake.sent[0]?.text).toMatch(/invalid or has expired/);
    expect((await chat(boris)).statusCode).toBe(404);
  });

  it("binds nothing with a token it never made, or none; an older link of the user stops working", async () => {
    const old = await invite(boris);
    const fresh = await invite(boris);
    await say(5005, "/start not-a-token");
    await say(5005, "/start");
    await say(5005, `/start ${old}`);
    expect(fake.sent.map((m) => m.text)).toEqual([
      expect.stringMatching(/invalid/),
      expect.stringMatching(/Open the link/),
      expect.stringMatching(/invalid/),
    ]);
    expect((await chat(boris)).statusCode).toBe(404);
    // The fresh one works, and the reply is in the user's language (ru).
    await say(5005, `/start ${fresh}`);
    expect(fake.sent[3]?.text).toMatch(/^Готово/);
    expect((await chat(boris)).statusCode).toBe(200);
  });
});

describe("the chat's /stop and Telegram's refusals", () => {
  it("/stop in the chat unlinks it", async () => {
    await say(5006, `/start ${await invite()}`);
    await say(5006, "/stop");
    expect(fake.sent[1]?.text).toMatch(/unlinked/);
    expect((await chat()).statusCode).toBe(404);
  });

  it("sends HTML to the linked chat; a 403 unlinks it and is thrown to the caller", async () => {
    const db = ctx.database.db;
    // As the outbox delivery sends: in its transaction, which records a failure and commits (the unlink too).
    const channel = {
      send: async (userId: string, html: string) => {
        const outcome = await db.transaction(async (tx) => {
          try {
            return { sent: await telegramChannel(app.telegram).send(tx as unknown as Db, userId, html) };
          } catch (err) {
            return { err };
          }
        });
        if ("err" in outcome) throw outcome.err;
        return outcome.sent;
      },
    };
    await say(5007, `/start ${await invite()}`);
    expect(await channel.send(alice.userId, "<b>Payout sent</b>")).toBe("sent");
    expect(fake.sent[1]).toEqual({ chat_id: 5007, text: "<b>Payout sent</b>", parse_mode: "HTML" });

    fake.failOnce(500);
    await expect(channel.send(alice.userId, "again")).rejects.toThrow(/500/);
    expect((await chat()).statusCode).toBe(200);

    fake.failChat(5007, 403);
    await expect(channel.send(alice.userId, "blocked")).rejects.toThrow(/403/);
    const rows = await ctx.database.db.select().from(telegramChats).where(eq(telegramChats.chatId, 5007));
    expect(rows).toEqual([]);
    expect(await channel.send(alice.userId, "nobody")).toBe("no_chat");
    expect(await telegramChannel(null).send(db, alice.userId, "x")).toBe("no_chat");
  });
});
