import type { NotificationPayloadOf, WorkerInAlert } from "../notification-payload";
import { type Env, footer } from "./env";
import { type Block, type Message, withLink } from "./model";

/** One grouped message per account for the workers that went down, came back, or bounced. */

/** Names listed per group in a mail; the rest is "and N more". */
export const MAIL_LIST_CAP = 50;
/** Telegram allows 4,096 characters a message: fewer names per group there. */
export const TELEGRAM_LIST_CAP = 10;

function listBlock(title: string, workers: WorkerInAlert[], cap: number, env: Env): Block | null {
  if (workers.length === 0) return null;
  const { t } = env;
  return {
    kind: "list",
    title,
    items: workers
      .slice(0, cap)
      .map((w) => [w.name, ` — ${t.workers.lastShare} ${env.time(w.last_share_at)}`]),
    more: workers.length > cap ? t.workers.more(workers.length - cap) : null,
  };
}

/** The message with at most `cap` workers listed in each group. */
export function workersMessage(
  p: NotificationPayloadOf<"worker-status-changed">,
  env: Env,
  cap: number,
): Message {
  const { t } = env;
  const counts = { down: p.down.length, back: p.back.length, bounced: p.bounced.length };
  const lists = [
    listBlock(t.workers.down, p.down, cap, env),
    listBlock(t.workers.back, p.back, cap, env),
    listBlock(t.workers.bounced, p.bounced, cap, env),
  ].filter((block): block is Block => block !== null);
  return {
    subject: t.workers.subject(p.account_name, counts),
    title: t.workers.title,
    blocks: [
      { kind: "para", line: [t.workers.intro(p.account_name, env.time(p.from), env.time(p.to))] },
      ...lists,
      { kind: "para", line: withLink(t.workers.workers, env.url("/workers")) },
    ],
    footer: footer(env, t.common.reasonAccount(p.account_name)),
  };
}
