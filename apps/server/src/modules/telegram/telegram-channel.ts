import type { Db } from "../../db/client";
import { telegramRepository } from "./telegram.repository";
import type { TelegramBot } from "./telegram-bot";

/**
 * The Telegram channel of the delivery worker: `send` posts HTML to the user's linked chat, reading the chat and
 * unlinking a gone one in `tx` (the delivery's transaction: no second connection). `no_chat` when the user linked
 * none (or the server has no bot); a Bot API failure is thrown (a 403 unlinks the chat first).
 */
export function telegramChannel(bot: TelegramBot | null) {
  return {
    async send(tx: Db, userId: string, html: string): Promise<"sent" | "no_chat"> {
      const repo = telegramRepository(tx);
      const chat = bot ? await repo.chatOf(userId) : null;
      if (!bot || !chat) return "no_chat";
      await bot.sendMessage(chat.chatId, html, (chatId) => repo.unlinkChat(chatId));
      return "sent";
    },
  };
}
