import { sql } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import type { NotificationPayload, RenderContext, RenderedNotification } from "./notification-payload";
import { type OutboxRow, outboxRepository } from "./outbox.repository";
import { renderNotification } from "./templates";

/** Attempts before a row is `failed` for good; the waits between them double from 30 s to at most 2 h (~4 h in all). */
export const maxDeliveryAttempts = 10;
const firstRetryMs = 30_000;
const maxRetryMs = 2 * 3600_000;

/** The wait before attempt `attempt + 1` after `attempt` attempts failed (1 -> 30 s, 2 -> 60 s, ...). */
export function retryDelayMs(attempt: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempt - 1), maxRetryMs);
}

/** A failure no retry can mend (no linked chat, Telegram not configured, a payload that cannot render). */
export class PermanentDeliveryError extends Error {}

export type MailOut = { to: string; subject: string; text: string; html: string; kind: string };
/** How each channel sends. `email` gets the delivery's transaction (the dev mailbox stores in it: exactly once). */
export type DeliveryChannels = {
  email(tx: Db, mail: MailOut): Promise<void>;
  telegram: { send(tx: Db, userId: string, html: string): Promise<"sent" | "no_chat"> } | null;
};

export type DeliveryResult = { sent: number; retrying: number; failed: number };

async function sendOne(
  tx: Db,
  row: OutboxRow,
  rendered: RenderedNotification,
  email: string,
  channels: DeliveryChannels,
): Promise<void> {
  if (row.channel === "email") {
    const mail = { to: email, subject: rendered.subject, text: rendered.text, html: rendered.html };
    // A savepoint: a failed store must not abort the transaction that records the failure.
    await tx.transaction((sp) => channels.email(sp as unknown as Db, { ...mail, kind: row.event }));
    return;
  }
  if (!channels.telegram) throw new PermanentDeliveryError("Telegram is not configured on this server");
  if ((await channels.telegram.send(tx, row.userId, rendered.telegram)) === "no_chat") {
    throw new PermanentDeliveryError("the user has no linked Telegram chat");
  }
}

/**
 * Delivers due outbox rows, one transaction per row: the row is locked (`FOR UPDATE SKIP LOCKED`), rendered in
 * the recipient's language and zone, sent, and marked in the same transaction, so two workers never send one
 * row and a crash before the commit leaves it pending (sent again at most once for SMTP and Telegram; the dev
 * mailbox stores inside the transaction, exactly once). A failed channel retries that row only. Stops after
 * `limit` rows or when none is due.
 */
export async function deliverDue(
  db: Db,
  clock: Clock,
  channels: DeliveryChannels,
  context: Pick<RenderContext, "publicUrl">,
  limit = 200,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // No wait for the WAL flush: a database crash may forget the last few marks (those rows are sent once
      // more, as after any crash before a commit); it never loses a change (producers commit synchronously).
      await tx.execute(sql`set local synchronous_commit = off`);
      const repo = outboxRepository(tx);
      const now = clock.now();
      const row = await repo.claimDue(now);
      if (!row) return null;
      const user = await repo.recipient(row.userId);
      try {
        if (!user) throw new PermanentDeliveryError("the user no longer exists");
        let rendered: RenderedNotification;
        try {
          rendered = renderNotification(row.payload as unknown as NotificationPayload, {
            language: user.language as RenderContext["language"],
            timeZone: user.timeZone,
            publicUrl: context.publicUrl,
          });
        } catch (err) {
          throw new PermanentDeliveryError(`cannot render: ${(err as Error).message}`);
        }
        await sendOne(tx, row, rendered, user.email, channels);
        await repo.markSent(row.id, now);
        return "sent" as const;
      } catch (err) {
        const attempts = row.attempts + 1;
        const retry = !(err instanceof PermanentDeliveryError) && attempts < maxDeliveryAttempts;
        const retryAt = retry ? new Date(now.getTime() + retryDelayMs(attempts)) : null;
        await repo.markAttemptFailed(row.id, (err as Error).message ?? String(err), retryAt);
        return retry ? ("retrying" as const) : ("failed" as const);
      }
    });
    if (outcome === null) break;
    result[outcome] += 1;
  }
  return result;
}

/**
 * Runs `deliverDue` every `intervalMs` (5 s) until stopped; a tick that finds a full batch goes on at once.
 * Every process may run it: the row locks share the work. Returns a function that stops it.
 */
export function startOutboxDelivery(input: {
  db: Db;
  clock: Clock;
  channels: DeliveryChannels;
  publicUrl: string;
  onError(err: unknown): void;
  intervalMs?: number;
}): () => Promise<void> {
  const batch = 200;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delivering: Promise<void> = Promise.resolve();
  const deliver = async () => {
    let again = false;
    try {
      const done = await deliverDue(input.db, input.clock, input.channels, input, batch);
      again = done.sent + done.retrying + done.failed >= batch;
    } catch (err) {
      input.onError(err);
    }
    if (!stopped) timer = setTimeout(tick, again ? 0 : (input.intervalMs ?? 5000));
  };
  const tick = () => {
    delivering = deliver();
  };
  timer = setTimeout(tick, input.intervalMs ?? 5000);
  // Stopping waits for a batch under way: the database pool closes after it, never under it.
  return () => {
    stopped = true;
    clearTimeout(timer);
    return delivering;
  };
}
