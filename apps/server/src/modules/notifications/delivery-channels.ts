import type { Config } from "../../config";
import { queueMail } from "../identity/courier/courier";
import type { TelegramBot } from "../telegram/telegram-bot";
import { telegramChannel } from "../telegram/telegram-channel";
import type { DeliveryChannels } from "./outbox-delivery";

/** The real channels, both in the delivery's transaction: mail queued for the courier, Telegram through the bot. */
export function deliveryChannels(config: Config, bot: TelegramBot | null): DeliveryChannels {
  return {
    email: (tx, mail) => queueMail(tx, config, mail),
    telegram: bot ? telegramChannel(bot) : null,
  };
}
