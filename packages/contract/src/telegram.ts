import { z } from "zod";

/** How long a Telegram link (`telegram/invites`) can be opened in Telegram. */
export const telegramInviteTtlMinutes = 15;

/**
 * `POST identity/{id}/telegram/invites` (a new one-time link; older pending ones stop working) and
 * `GET identity/{id}/telegram/invites/current` (the pending one): opening `url` in Telegram and pressing Start
 * sends the bot `/start <token>`, which links that chat to the user. 409 `telegram_not_configured` when the
 * server has no bot.
 */
export const telegramInviteSchema = z.object({
  data: z.object({
    url: z.string().describe("`https://t.me/<bot>?start=<token>`: open it in Telegram"),
    expires_at: z.string().describe("When the link stops working (ISO 8601, 15 minutes after it was made)"),
    bot_username: z.string().describe("The bot's username, without the @"),
  }),
});
export type TelegramInvite = z.infer<typeof telegramInviteSchema>["data"];

/**
 * `GET identity/{id}/telegram/chats/current`: the chat notifications go to (404 `not_found` when none is
 * linked); `DELETE` unlinks it (204). The bot's `/stop` in the chat unlinks it too.
 */
export const telegramChatSchema = z.object({
  data: z.object({
    username: z.string().nullable().describe("The Telegram username of the chat, when it has one"),
    linked_at: z.string().describe("When the chat was linked (ISO 8601)"),
  }),
});
export type TelegramChat = z.infer<typeof telegramChatSchema>["data"];
