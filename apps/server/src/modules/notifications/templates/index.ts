import type { NotificationPayload, RenderContext, RenderedNotification } from "../notification-payload";
import { envFor } from "./env";
import { minpayMessage, payoutMessage, rewardMessage } from "./events.money";
import { deleteMinerMessage, loginMessage, walletAddressMessage } from "./events.security";
import { digestMessage, MAIL_LIST_CAP, TELEGRAM_LIST_CAP, workersMessage } from "./events.workers";
import type { Message } from "./model";
import { renderHtml } from "./render-html";
import { renderTelegram } from "./render-telegram";
import { renderText } from "./render-text";

/**
 * The notification templates: one payload, one reader (language, time zone) -> the mail subject, its plain text
 * and HTML, and the Telegram message. Pure: no clock, no database.
 */

export { MAIL_LIST_CAP, TELEGRAM_LIST_CAP } from "./events.workers";

/** The message of a payload; `cap` limits the worker lists (mail and Telegram differ). */
function messageOf(payload: NotificationPayload, ctx: RenderContext, cap: number): Message {
  const env = envFor(ctx);
  switch (payload.event) {
    case "delete-miner":
      return deleteMinerMessage(payload, env);
    case "miner-payout":
      return payoutMessage(payload, env);
    case "miner-reward":
      return rewardMessage(payload, env);
    case "miner-wallet-address-changed":
      return walletAddressMessage(payload, env);
    case "miner-wallet-minpay-changed":
      return minpayMessage(payload, env);
    case "user-login":
      return loginMessage(payload, env);
    case "worker-status-changed":
      return workersMessage(payload, env, cap);
    case "worker-status-digest":
      return digestMessage(payload, env, cap);
  }
}

/** A mail subject is one line: control characters (a newline in an account name) become spaces. */
const oneLine = (subject: string) => subject.replace(/\p{Cc}+/gu, " ").trim();

export function renderNotification(payload: NotificationPayload, ctx: RenderContext): RenderedNotification {
  const mail = messageOf(payload, ctx, MAIL_LIST_CAP);
  const { t } = envFor(ctx);
  const listed = payload.event === "worker-status-changed" || payload.event === "worker-status-digest";
  const chat = listed ? messageOf(payload, ctx, TELEGRAM_LIST_CAP) : mail;
  return {
    subject: oneLine(mail.subject),
    text: renderText(mail, t.common.colon),
    html: renderHtml({ ...mail, subject: oneLine(mail.subject) }, t.htmlLang),
    telegram: renderTelegram(chat, t.common.colon),
  };
}
