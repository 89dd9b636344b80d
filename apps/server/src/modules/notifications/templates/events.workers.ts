import type {
  NotificationPayloadOf,
  WorkerDigestPayload,
  WorkerInAlert,
  WorkerInDigest,
} from "../notification-payload";
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
      .map((w) => [
        w.name,
        ` — ${t.workers.lastShare} ${env.time(w.last_share_at)}${w.silence ? `; ${env.silence(w.silence)}` : ""}`,
      ]),
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

function digestList(
  title: string,
  workers: WorkerInDigest[],
  total: number,
  cap: number,
  env: Env,
): Block | null {
  if (total === 0) return null;
  const { t } = env;
  return {
    kind: "list",
    title,
    items: workers.slice(0, cap).map((w) => [w.name, ` — ${t.digest.at} ${env.time(w.at)}`]),
    more:
      total > Math.min(cap, workers.length) ? t.workers.more(total - Math.min(cap, workers.length)) : null,
  };
}

/** The daily digest: the counts now, then who became unavailable and who came back that day. */
export function digestMessage(p: WorkerDigestPayload, env: Env, cap: number): Message {
  const { t } = env;
  const total = p.stable + p.unavailable + p.off;
  const lists = [
    digestList(t.digest.wentUnavailable, p.went_unavailable, p.went_unavailable_total, cap, env),
    digestList(t.digest.cameBack, p.came_back, p.came_back_total, cap, env),
  ].filter((block): block is Block => block !== null);
  return {
    subject: t.digest.subject(p.account_name, p.day, p.went_unavailable_total, p.came_back_total, total),
    title: t.digest.title,
    blocks: [
      { kind: "para", line: [t.digest.intro(p.account_name, p.day)] },
      {
        kind: "facts",
        rows: [{ label: t.digest.now, value: [t.digest.counts(p.stable, p.unavailable, p.off)] }],
      },
      ...(lists.length > 0 ? lists : [{ kind: "para" as const, line: [t.digest.quiet] }]),
      { kind: "para", line: withLink(t.workers.workers, env.url("/workers")) },
    ],
    footer: footer(env, t.digest.reason(p.account_name)),
  };
}
