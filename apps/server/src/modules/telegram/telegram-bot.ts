import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { Bot, GrammyError, webhookCallback } from "grammy";
import type { Update, UserFromGetMe } from "grammy/types";
import type { Clock } from "../../clock";
import type { TelegramConfig } from "../../config";
import type { Db } from "../../db/client";
import { botText } from "./bot-texts";
import { tokenHash } from "./invite-token";
import { singlePoller } from "./single-poller";
import { telegramRepository } from "./telegram.repository";

/** The notifications' Telegram bot (grammY over the Bot API at `TELEGRAM_API_ROOT`). */
export interface TelegramBot {
  /** The bot's username (`getMe`, asked once and cached). */
  username(): Promise<string>;
  /** Sends HTML; a 403 (bot blocked, chat gone) unlinks the chat, then the error is thrown on. */
  /**
   * Posts HTML to the chat. A chat that refuses messages is unlinked through `unlink` (the caller's
   * transaction, when it has one), else through the bot's own database handle, and the error is thrown.
   */
  sendMessage(chatId: number, html: string, unlink?: (chatId: number) => Promise<unknown>): Promise<void>;
  /** Long polling (one process per database: an advisory lock), or `setWebhook` with TELEGRAM_WEBHOOK_URL. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs one update through the bot (`/start <token>`, `/stop`). */
  handleUpdate(update: Update): Promise<void>;
  /** The Fastify handler of Telegram's webhook requests (checks the secret token header); null when polling. */
  webhook: ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | null;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The Telegram bot, or null when TELEGRAM_BOT_TOKEN is unset (no Telegram channel). */
    telegram: TelegramBot | null;
  }
}

/** Any Bot API call gives up after this long (`getUpdates` long-polls 30 s). */
const callTimeoutSeconds = 60;
/** Telegram's answers meaning the chat cannot receive messages any more. */
const isChatGone = (err: unknown) =>
  err instanceof GrammyError &&
  (err.error_code === 403 || (err.error_code === 400 && /chat not found/i.test(err.description)));

/** The bot, or null without TELEGRAM_BOT_TOKEN. Nothing is asked of Telegram until it is used or started. */
export function createTelegramBot(deps: {
  db: Db;
  clock: Clock;
  config: { telegram: TelegramConfig | null };
  log: FastifyBaseLogger;
  /** How often a process without the poller lock tries to take it (default 30 s). */
  pollerRetryMs?: number;
}): TelegramBot | null {
  const config = deps.config.telegram;
  if (!config) return null;
  const { db, clock, log } = deps;
  const repo = telegramRepository(db);
  const bot = new Bot(config.botToken, {
    client: { apiRoot: config.apiRoot, timeoutSeconds: callTimeoutSeconds },
  });
  bot.catch((err) =>
    log.error({ err: err.error, update: err.ctx.update.update_id }, "telegram: update failed"),
  );

  const privateChats = bot.chatType("private");
  privateChats.command("start", async (ctx) => {
    const token = ctx.match.trim();
    const language = ctx.from.language_code;
    if (token === "") return void (await ctx.reply(botText("hello", language)));
    const linked = /^[A-Za-z0-9_-]{1,64}$/.test(token)
      ? await repo.consumeInvite(tokenHash(token), clock.now(), {
          chatId: ctx.chat.id,
          username: ctx.from.username ?? ctx.chat.username ?? null,
        })
      : null;
    if (linked) log.info({ userId: linked.userId }, "telegram: chat linked");
    await ctx.reply(linked ? botText("linked", linked.language) : botText("invalid", language));
  });
  privateChats.command("stop", async (ctx) => {
    const unlinked = await repo.unlinkChat(ctx.chat.id);
    await ctx.reply(botText(unlinked > 0 ? "stopped" : "notLinked", ctx.from.language_code));
  });

  let me: Promise<UserFromGetMe> | undefined;
  const init = async () => {
    me ??= bot.api.getMe().catch((err) => {
      me = undefined;
      throw err;
    });
    const info = await me;
    if (!bot.isInited()) bot.botInfo = info;
    return info;
  };
  const poller = singlePoller({
    db,
    log,
    retryMs: deps.pollerRetryMs,
    poll: async () => {
      await init();
      await bot.start({ allowed_updates: ["message"] });
    },
    halt: () => bot.stop(),
  });
  const secretToken = config.webhookSecret;
  const onWebhook = config.webhookUrl ? webhookCallback(bot, "fastify", { secretToken }) : null;

  return {
    username: async () => (await init()).username,
    async sendMessage(chatId, html, unlink = (id) => repo.unlinkChat(id)) {
      try {
        await bot.api.sendMessage(chatId, html, {
          parse_mode: "HTML",
          link_preview_options: { is_disabled: true },
        });
      } catch (err) {
        if (isChatGone(err)) {
          await unlink(chatId);
          log.info({ chatId }, "telegram: the chat refused messages, unlinked");
        }
        throw err;
      }
    },
    async start() {
      if (!config.webhookUrl) return poller.start();
      try {
        await init();
        await bot.api.setWebhook(config.webhookUrl, {
          secret_token: secretToken,
          allowed_updates: ["message"],
        });
        log.info({ url: config.webhookUrl }, "telegram: webhook set");
      } catch (err) {
        log.error(
          { err },
          "telegram: setting the webhook failed (updates stay unreceived until the next start)",
        );
      }
    },
    stop: () => poller.stop(),
    async handleUpdate(update) {
      await init();
      await bot.handleUpdate(update);
    },
    webhook: onWebhook
      ? async (request, reply) => {
          await init();
          await onWebhook(request, reply);
        }
      : null,
  };
}
