import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { courierRepository, type NewMail } from "./courier.repository";

export type MailMessage = NewMail;

const transports = new Map<string, Transporter>();

/** One pooled SMTP transport per URL, created on first use. */
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
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
    await smtpTransport(config.smtpUrl).sendMail({
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
