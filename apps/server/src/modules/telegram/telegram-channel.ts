import type { Db } from "../../db/client";
import { telegramRepository } from "./telegram.repository";
import type { TelegramBot } from "./telegram-bot";

/**
 * The Telegram channel of the delivery worker: `send` posts HTML to the user's linked chat. `no_chat` when the
 * user linked none (or the server has no bot); a Bot API failure is thrown (a 403 unlinks the chat first).
 */
export function telegramChannel(bot: TelegramBot | null, db: Db) {
  const repo = telegramRepository(db);
  return {
    async send(userId: string, html: string): Promise<"sent" | "no_chat"> {
      const chat = bot ? await repo.chatOf(userId) : null;
      if (!bot || !chat) return "no_chat";
      await bot.sendMessage(chat.chatId, html);
      return "sent";
    },
  };
}
