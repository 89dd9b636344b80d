import { randomUUID } from "node:crypto";
import type { TelegramChat, TelegramInvite } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { TelegramConfig } from "../../config";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import type { Caller } from "../users/users.service";
import { inviteToken, inviteTtlMs, inviteUrl, tokenHash } from "./invite-token";
import { telegramRepository } from "./telegram.repository";
import type { TelegramBot } from "./telegram-bot";

const ownOnly = (caller: Caller, identityId: string) => {
  if (identityId !== caller.principal.identityId) {
    throw new ProductError("access_denied", 403, "This is another user's data");
  }
};
const notConfigured = () =>
  new ProductError(
    "telegram_not_configured",
    409,
    "Telegram is not set up on this server (TELEGRAM_BOT_TOKEN)",
  );

/** Linking a Telegram chat to the signed-in user (their own only): one-time invites, the linked chat. */
export function telegramService(deps: {
  db: Db;
  clock: Clock;
  bot: TelegramBot | null;
  config: { telegram: TelegramConfig | null };
}) {
  const { clock, bot } = deps;
  const repo = telegramRepository(deps.db);
  const secret = deps.config.telegram?.botToken ?? "";

  const answer = async (inviteId: string, expiresAt: Date, active: TelegramBot): Promise<TelegramInvite> => {
    const username = await active.username();
    return {
      url: inviteUrl(username, inviteToken(secret, inviteId)),
      expires_at: expiresAt.toISOString(),
      bot_username: username,
    };
  };

  return {
    /** A new one-time link (15 minutes); the user's older pending links stop working. */
    async createInvite(caller: Caller, identityId: string): Promise<TelegramInvite> {
      ownOnly(caller, identityId);
      if (!bot) throw notConfigured();
      const now = clock.now();
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + inviteTtlMs);
      // Asked first: a bot Telegram does not know (a wrong token) fails before an invite is stored.
      const invite = await answer(id, expiresAt, bot);
      const token = inviteToken(secret, id);
      await repo.replaceInvite({
        id,
        userId: caller.user.id,
        tokenHash: tokenHash(token),
        createdAt: now,
        expiresAt,
      });
      return invite;
    },

    /** The pending (unused, unexpired) link, or 404. */
    async currentInvite(caller: Caller, identityId: string): Promise<TelegramInvite> {
      ownOnly(caller, identityId);
      const pending = bot ? await repo.pendingInvite(caller.user.id, clock.now()) : null;
      // A link made under another bot token no longer matches its hash: none pending.
      if (!bot || !pending || tokenHash(inviteToken(secret, pending.id)) !== pending.tokenHash) {
        throw ProductError.notFound("No Telegram link is pending");
      }
      return answer(pending.id, pending.expiresAt, bot);
    },

    async currentChat(caller: Caller, identityId: string): Promise<TelegramChat> {
      ownOnly(caller, identityId);
      const chat = await repo.chatOf(caller.user.id);
      if (!chat) throw ProductError.notFound("No Telegram chat is linked");
      return { username: chat.username, linked_at: chat.linkedAt.toISOString() };
    },

    /** Unlinks the user's chat (nothing linked: nothing to do). */
    async unlink(caller: Caller, identityId: string): Promise<void> {
      ownOnly(caller, identityId);
      await repo.unlinkUser(caller.user.id);
    },
  };
}
