import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { ConfigError, loadConfig } from "../../src/config";
import { createLogger } from "../../src/logger";
import { createTelegramBot } from "../../src/modules/telegram/telegram-bot";
import { buildTestApp, testConfig, useTestDatabase } from "../helper";
import { type FakeBotApi, messageUpdate, startFakeBotApi } from "./fake-bot-api";
import { api, botEnv, telegramUser, testBotToken, tokenOf } from "./telegram-fixture";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T10:00:00Z");
const secret = "webhook-secret-0123456789";
let fake: FakeBotApi;

beforeAll(async () => {
  fake = await startFakeBotApi({ longPollMs: 200 });
});
afterAll(() => fake?.stop());

describe("webhook mode (TELEGRAM_WEBHOOK_URL)", () => {
  let app: App;
  beforeAll(async () => {
    const env = botEnv(fake.url, {
      TELEGRAM_WEBHOOK_URL: "https://pool.example.com/api/backend/v0.1/telegram/webhook",
      TELEGRAM_WEBHOOK_SECRET: secret,
    });
    app = await buildTestApp(ctx.database, { clock, env });
  });
  afterAll(() => app?.close());

  it("sets the webhook with the secret, and takes updates only with the secret token header", async () => {
    await app.telegram?.start();
    expect(fake.calls.find((c) => c.method === "setWebhook")?.params).toMatchObject({
      url: "https://pool.example.com/api/backend/v0.1/telegram/webhook",
      secret_token: secret,
    });
    const user = await telegramUser(app, ctx.database.db, clock, "hook@tg-modes.test");
    const token = tokenOf(
      (await app.inject({ method: "POST", url: user.invites, headers: user.headers })).json().data.url,
    );
    const update = messageUpdate(1, 6001, `/start ${token}`, { username: "hooked" });
    const url = `${api}/telegram/webhook`;
    const wrong = await app.inject({
      method: "POST",
      url,
      payload: update,
      headers: { "x-telegram-bot-api-secret-token": "nope" },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await app.inject({ url: user.chats, headers: user.headers })).statusCode).toBe(404);
    const right = await app.inject({
      method: "POST",
      url,
      payload: update,
      headers: { "x-telegram-bot-api-secret-token": secret },
    });
    expect(right.statusCode).toBe(200);
    expect((await app.inject({ url: user.chats, headers: user.headers })).json().data.username).toBe(
      "hooked",
    );
  });
});

describe("long polling in one process per database", () => {
  it("polls where the advisory lock is held; another process takes over when it stops", async () => {
    fake.reset();
    const deps = {
      db: ctx.database.db,
      clock,
      config: testConfig(botEnv(fake.url)),
      log: createLogger(testConfig()),
      pollerRetryMs: 100,
    };
    const first = createTelegramBot(deps);
    const second = createTelegramBot(deps);
    if (!first || !second) throw new Error("no bot");
    await first.start();
    await second.start();
    await new Promise((r) => setTimeout(r, 300));
    const held = await ctx.database.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${0x5057_0002} and granted`,
    );
    expect((held as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 1 });
    fake.sendStop(6100);
    await fake.waitForSent(1);
    await first.stop();
    fake.sendStop(6101);
    const sent = await fake.waitForSent(2, 5000);
    expect(sent.map((m) => m.chat_id)).toEqual([6100, 6101]);
    await second.stop();
  });
});

describe("Telegram configuration", () => {
  it("is off without a token, and the API root defaults to Telegram's", () => {
    expect(loadConfig({}).telegram).toBeNull();
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: testBotToken }).telegram).toEqual({
      botToken: testBotToken,
      apiRoot: "https://api.telegram.org",
      webhookUrl: undefined,
      webhookSecret: undefined,
      webhookSecretGenerated: false,
    });
  });

  it("generates a webhook secret when a webhook URL comes without one", () => {
    const t = loadConfig({
      TELEGRAM_BOT_TOKEN: testBotToken,
      TELEGRAM_WEBHOOK_URL: "https://p.example/hook",
    }).telegram;
    expect(t?.webhookSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t?.webhookSecretGenerated).toBe(true);
  });

  it("refuses bad values with a one-line message that never echoes a secret", () => {
    const bad = (env: Record<string, string>) => () => loadConfig(env);
    expect(bad({ TELEGRAM_BOT_TOKEN: "secret-but-wrong" })).toThrow(
      /^Invalid TELEGRAM_BOT_TOKEN: must be a bot token/,
    );
    expect(bad({ TELEGRAM_BOT_TOKEN: "secret-but-wrong" })).not.toThrow(/secret-but-wrong/);
    expect(bad({ TELEGRAM_API_ROOT: "ftp://x" })).toThrow(/Invalid TELEGRAM_API_ROOT "ftp:\/\/x": must be/);
    expect(bad({ TELEGRAM_API_ROOT: "http://127.0.0.1:9/" })).toThrow(/must not end with a slash/);
    expect(bad({ TELEGRAM_BOT_TOKEN: testBotToken, TELEGRAM_WEBHOOK_URL: "http://p.example/hook" })).toThrow(
      /Invalid TELEGRAM_WEBHOOK_URL .*must be an https URL/,
    );
    expect(bad({ TELEGRAM_BOT_TOKEN: testBotToken, TELEGRAM_WEBHOOK_SECRET: "short" })).toThrow(
      /^Invalid TELEGRAM_WEBHOOK_SECRET: must be 16 to 256/,
    );
    expect(bad({ TELEGRAM_WEBHOOK_URL: "https://p.example/hook" })).toThrow(ConfigError);
    expect(bad({ TELEGRAM_WEBHOOK_URL: "https://p.example/hook" })).toThrow(
      "Missing TELEGRAM_BOT_TOKEN: TELEGRAM_WEBHOOK_URL needs the bot's token",
    );
  });
});
