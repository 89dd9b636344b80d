import type { NotificationPayloadOf } from "../notification-payload";
import { type Env, footer } from "./env";
import { type Message, withLink } from "./model";

/** Security notices: a new sign-in, a new payout address, a deletion request. Each says what to do if it was
 * not the reader, with a link to the settings (password, sessions, wallet). */

export function loginMessage(p: NotificationPayloadOf<"user-login">, env: Env): Message {
  const { t } = env;
  return {
    subject: t.login.subject(p.email),
    title: t.login.title,
    blocks: [
      { kind: "para", line: [t.login.intro] },
      {
        kind: "facts",
        rows: [
          { label: t.login.account, value: [p.email] },
          { label: t.common.time, value: [env.time(p.at)] },
          { label: t.login.ip, value: p.ip ? [{ code: p.ip }] : [t.common.unknown] },
          { label: t.login.device, value: [p.user_agent || t.common.unknown] },
        ],
      },
      { kind: "warning", line: withLink(t.login.notYou, env.url("/settings")) },
    ],
    footer: footer(env, t.common.reasonSecurity),
  };
}

export function walletAddressMessage(
  p: NotificationPayloadOf<"miner-wallet-address-changed">,
  env: Env,
): Message {
  const { t } = env;
  return {
    subject: t.walletAddress.subject(p.account_name),
    title: t.walletAddress.title,
    blocks: [
      { kind: "para", line: [t.walletAddress.intro] },
      {
        kind: "facts",
        rows: [
          { label: t.common.account, value: [p.account_name] },
          { label: t.walletAddress.address, value: [{ code: p.address }] },
          {
            label: t.walletAddress.previous,
            value: p.previous_address ? [{ code: p.previous_address }] : [t.common.none],
          },
          { label: t.common.changedBy, value: [p.changed_by] },
          { label: t.common.time, value: [env.time(p.at)] },
          { label: t.walletAddress.pausedUntil, value: [env.time(p.paused_until)] },
        ],
      },
      { kind: "warning", line: withLink(t.walletAddress.notYou, env.url("/settings")) },
    ],
    footer: footer(env, t.common.reasonSecurity),
  };
}

export function deleteMinerMessage(p: NotificationPayloadOf<"delete-miner">, env: Env): Message {
  const { t } = env;
  return {
    subject: t.deleteMiner.subject(p.account_name),
    title: t.deleteMiner.title,
    blocks: [
      { kind: "para", line: [t.deleteMiner.intro(p.account_name)] },
      {
        kind: "facts",
        rows: [
          { label: t.common.account, value: [p.account_name] },
          { label: t.deleteMiner.requestedBy, value: [p.requested_by] },
          { label: t.common.time, value: [env.time(p.at)] },
        ],
      },
      { kind: "steps", title: t.deleteMiner.nextTitle, items: t.deleteMiner.next },
      { kind: "warning", line: withLink(t.deleteMiner.notYou, env.url("/settings")) },
    ],
    footer: footer(env, t.common.reasonSecurity),
  };
}
