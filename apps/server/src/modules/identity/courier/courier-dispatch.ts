import type { Transporter } from "nodemailer";
import type { Db } from "../../../db/client";
import { loadOnce } from "../../../lib/load-once";
import { courierRepository, type StoredMail } from "./courier.repository";

/** Attempts before a mail is given up; the waits between them double from 30 s to at most 1 h. */
export const maxSendAttempts = 10;
/** How long a dispatch holds the mails it took before another process may take them. */
const leaseMs = 2 * 60_000;
const batch = 20;

export function sendRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3600_000);
}

export type SendOne = (mail: StoredMail) => Promise<void>;

/** nodemailer loads with the first mail sent over SMTP (without SMTP_URL it is never needed). */
const nodemailer = loadOnce(async () => (await import("nodemailer")).default);

/** One pooled SMTP transport for the URL, created on first use. */
export function smtpSender(smtpUrl: string, from: string): SendOne {
  let transport: Transporter | undefined;
  return async (mail) => {
    transport ??= (await nodemailer()).createTransport(smtpUrl);
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
    });
  };
}

/**
 * Sends due queued mails: takes a batch under a lease (no transaction is open while the SMTP server answers),
 * sends each, removes it when sent, and schedules a retry (or gives up after `maxSendAttempts`) when not.
 * A mail may go twice if a process dies between its send and its removal; it is never lost.
 */
export async function dispatchDue(db: Db, send: SendOne, onError: (err: unknown, mail: StoredMail) => void) {
  const repo = courierRepository(db);
  const mails = await repo.lease(leaseMs, batch);
  for (const mail of mails) {
    try {
      await send(mail);
      await repo.sent(mail.id);
    } catch (err) {
      onError(err, mail);
      const retryMs = mail.attempts >= maxSendAttempts ? null : sendRetryDelayMs(mail.attempts);
      await repo.failed(mail.id, err instanceof Error ? err.message : String(err), retryMs);
    }
  }
  return mails.length;
}

/** Every process dispatches the queue (leases share the work) every `intervalMs`; the stop waits for a batch. */
export function startCourierDispatch(input: {
  db: Db;
  send: SendOne;
  onError(err: unknown): void;
  intervalMs?: number;
}): () => Promise<void> {
  const interval = input.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    let taken = 0;
    try {
      taken = await dispatchDue(input.db, input.send, (err) => input.onError(err));
    } catch (err) {
      input.onError(err);
    }
    if (!stopped) timer = setTimeout(tick, taken >= batch ? 0 : interval);
  };
  const tick = () => {
    running = run();
  };
  timer = setTimeout(tick, interval);
  return () => {
    stopped = true;
    clearTimeout(timer);
    return running;
  };
}
