import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { queueMail } from "../identity/courier/courier";
import type { TelegramBot } from "../telegram/telegram-bot";
import { telegramChannel } from "../telegram/telegram-channel";
import type { DeliveryChannels } from "./outbox-delivery";

/** The real channels: mail through the courier (SMTP, or the dev mailbox in the delivery's transaction), Telegram through the bot. */
export function deliveryChannels(config: Config, db: Db, bot: TelegramBot | null): DeliveryChannels {
  return {
    email: (tx, mail) => queueMail(tx, config, mail),
    telegram: bot ? telegramChannel(bot, db) : null,
  };
}
