import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { courierRepository, type NewMail } from "./courier.repository";

export type MailMessage = NewMail;

/**
 * Queues one mail in `db`: pass the transaction of the change the mail tells of, so the mail exists only if
 * the change commits and no second connection is taken. Without `config.smtpUrl` the row is the dev mailbox
 * (read at /dev/mailbox outside production); with it, the courier's dispatch (courier-dispatch.ts) sends it
 * over SMTP after commit. Addresses are stored lower-case so the mailbox finds them.
 */
export async function queueMail(
  db: Db,
  config: Pick<Config, "smtpUrl">,
  message: MailMessage,
): Promise<void> {
  await courierRepository(db).store(
    { ...message, to: message.to.trim().toLowerCase() },
    Boolean(config.smtpUrl),
  );
}
