import type { Transporter } from "nodemailer";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { loadOnce } from "../../../lib/load-once";
import { courierRepository, type NewMail } from "./courier.repository";

export type MailMessage = NewMail;

const transports = new Map<string, Transporter>();
/** nodemailer loads with the first mail sent over SMTP (without SMTP_URL it is never needed). */
const nodemailer = loadOnce(async () => (await import("nodemailer")).default);

/** One pooled SMTP transport per URL, created on first use. */
async function smtpTransport(url: string): Promise<Transporter> {
  let transport = transports.get(url);
  if (!transport) {
    transport = (await nodemailer()).createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends one mail: over SMTP when `config.smtpUrl` is set, else into the dev mailbox table (read at
 * /dev/mailbox outside production). Addresses are stored lower-case so the mailbox finds them.
 */
export async function sendMail(db: Db, config: Config, message: MailMessage): Promise<void> {
  const to = message.to.trim().toLowerCase();
  if (config.smtpUrl) {
    await (await smtpTransport(config.smtpUrl)).sendMail({
      from: config.mailFrom,
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    return;
  }
  await courierRepository(db).store({ ...message, to });
}
