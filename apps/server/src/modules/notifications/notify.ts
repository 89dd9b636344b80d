import { type NotificationEvent, notificationChannels, roleMay, securityEvents } from "@pithead/contract";
import type { Db } from "../../db/client";
import type { NotificationPayload } from "./notification-payload";
import { type NewOutboxRow, outboxRepository } from "./outbox.repository";
import { wants } from "./preferences.service";

/** One event to announce: about a miner account (`minerId`) or about one user (`userId`, `user-login`). */
export type NotificationInput = {
  /** Names the change, unique per event: a repeat of the same key (a retried job, a second process) adds nothing. */
  key: string;
  payload: NotificationPayload;
} & ({ minerId: string; userId?: undefined } | { userId: string; minerId?: undefined });

/**
 * Who hears of an account's event, by role: security events the owners and admins (they can act on them);
 * payouts and rewards whoever reads the account's money; worker alerts and digests whoever reads its mining data.
 */
export function receivesEvent(role: string, event: NotificationEvent): boolean {
  if (securityEvents.includes(event)) return role === "owner" || role === "admin";
  if (event === "miner-payout" || event === "miner-reward") return roleMay(role, "read_financial");
  if (event === "worker-status-changed" || event === "worker-status-digest")
    return roleMay(role, "read_mining");
  return false;
}

/**
 * Writes the events' outbox rows in the caller's transaction (the change and its notifications commit
 * together, or neither does): one per recipient and channel the recipient wants (`wants`: preferences,
 * defaults, security e-mail always on); Telegram only to users with a linked chat. Answers the rows added.
 */
export async function notifyAll(tx: Db, at: Date, inputs: readonly NotificationInput[]): Promise<number> {
  // In parts: a reward day of a pool with 100,000 accounts stays under PostgreSQL's 65,535 parameters.
  let added = 0;
  for (let i = 0; i < inputs.length; i += 1000) added += await notifyPart(tx, at, inputs.slice(i, i + 1000));
  return added;
}

async function notifyPart(tx: Db, at: Date, inputs: readonly NotificationInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const repo = outboxRepository(tx);
  const minerIds = [...new Set(inputs.flatMap((i) => (i.minerId ? [i.minerId] : [])))];
  const members = await repo.minerMembers(minerIds);
  const direct = [...new Set(inputs.flatMap((i) => (i.userId ? [i.userId] : [])))];
  const chats = await repo.chatsOf(direct);
  const userIds = [...new Set([...members.map((m) => m.userId), ...direct])];
  const events = [...new Set(inputs.map((i) => i.payload.event))];
  const preferences = await repo.preferencesOf(userIds, events);
  const rows: NewOutboxRow[] = [];
  for (const input of inputs) {
    const event = input.payload.event;
    const { minerId, userId: user } = input;
    const recipients =
      minerId !== undefined
        ? members.filter((m) => m.minerId === minerId && receivesEvent(m.role, event))
        : [{ userId: user as string, telegram: chats.has(user as string) }];
    for (const { userId, telegram } of recipients) {
      for (const channel of notificationChannels) {
        if (channel === "telegram" && !telegram) continue;
        if (!wants(preferences.get(userId) ?? [], event, channel, minerId ?? null)) continue;
        rows.push({
          eventKey: input.key,
          event,
          userId,
          channel,
          minerId: minerId ?? null,
          payload: input.payload as unknown as Record<string, unknown>,
        });
      }
    }
  }
  let added = 0;
  for (let i = 0; i < rows.length; i += 1000) added += await repo.insert(rows.slice(i, i + 1000), at);
  return added;
}

/** `notifyAll` for one event. */
export function notify(tx: Db, at: Date, input: NotificationInput): Promise<number> {
  return notifyAll(tx, at, [input]);
}
