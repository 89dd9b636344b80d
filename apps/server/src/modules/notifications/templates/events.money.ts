import type { NotificationPayloadOf, RewardMailLine } from "../notification-payload";
import { type Env, footer } from "./env";
import { type Block, type Message, withLink } from "./model";

/** Payouts, daily rewards and the payment limits of a miner account. */

export function payoutMessage(p: NotificationPayloadOf<"miner-payout">, env: Env): Message {
  const { t } = env;
  const sent = p.status === "sent";
  const btc = env.btc(p.amount_sat);
  const rows: Extract<Block, { kind: "facts" }>["rows"] = [
    { label: t.common.account, value: [p.account_name] },
    { label: t.common.amount, value: [env.amount(p.amount_sat, p.prices)] },
    { label: t.common.address, value: [{ code: p.address }] },
    { label: t.payout.day, value: [p.day] },
  ];
  if (sent && p.tx_id) rows.push({ label: t.payout.tx, value: [{ code: p.tx_id }] });
  rows.push({ label: t.common.time, value: [env.time(p.at)] });
  const blocks: Block[] = [
    { kind: "para", line: [sent ? t.payout.introSent(p.day) : t.payout.introFailed(p.day)] },
    { kind: "facts", rows },
  ];
  if (!sent) blocks.push({ kind: "para", line: withLink(t.payout.checkWallet, env.url("/settings")) });
  blocks.push({ kind: "para", line: withLink(t.payout.payments, env.url("/payments")) });
  return {
    subject: sent ? t.payout.subjectSent(p.account_name, btc) : t.payout.subjectFailed(p.account_name, btc),
    title: sent ? t.payout.titleSent : t.payout.titleFailed,
    blocks,
    footer: footer(env, t.common.reasonAccount(p.account_name)),
  };
}

/** A row of the reward day as the mail labels it: "Reward", "Profit sharing to bob", "Referral income from ca***l". */
function rewardLineLabel(line: RewardMailLine, env: Env): string {
  const name = line.counterparty ?? env.t.common.unknown;
  if (line.type === "reward") return env.t.reward.reward;
  if (line.type === "referral") return env.t.reward.referral(name);
  return line.direction === "outgoing" ? env.t.reward.shareTo(name) : env.t.reward.shareFrom(name);
}

/**
 * The day's credit: each Payments row of the day (reward, shares given as negative amounts, shares and
 * referral income received), then the total credited, their sum. Older payloads without lines: the total.
 */
export function rewardMessage(p: NotificationPayloadOf<"miner-reward">, env: Env): Message {
  const { t } = env;
  const lines = p.lines ?? [];
  const rows: Extract<Block, { kind: "facts" }>["rows"] = [
    { label: t.common.account, value: [p.account_name] },
  ];
  for (const line of lines) {
    const sats = line.direction === "outgoing" ? -line.amount_sat : line.amount_sat;
    rows.push({ label: rewardLineLabel(line, env), value: [env.amount(sats, p.prices)] });
  }
  rows.push(
    {
      label: lines.length > 0 ? t.reward.credited : t.common.amount,
      value: [env.amount(p.amount_sat, p.prices)],
    },
    { label: t.reward.day, value: [p.day] },
    { label: t.common.time, value: [env.time(p.at)] },
  );
  return {
    subject: t.reward.subject(p.account_name, env.btc(p.amount_sat), p.day),
    title: t.reward.title,
    blocks: [
      { kind: "para", line: [lines.length > 0 ? t.reward.intro(p.day) : t.reward.introTotal(p.day)] },
      { kind: "facts", rows },
      { kind: "para", line: withLink(t.reward.payments, env.url("/payments")) },
    ],
    footer: footer(env, t.common.reasonReward(p.account_name)),
  };
}

export function minpayMessage(p: NotificationPayloadOf<"miner-wallet-minpay-changed">, env: Env): Message {
  const { t } = env;
  const min = p.limit === "min";
  const value = (sats: number) => (!min && sats === 0 ? t.minpay.noMaximum : env.amount(sats, p.prices));
  return {
    subject: min ? t.minpay.subjectMin(p.account_name) : t.minpay.subjectMax(p.account_name),
    title: min ? t.minpay.titleMin : t.minpay.titleMax,
    blocks: [
      { kind: "para", line: [min ? t.minpay.introMin : t.minpay.introMax] },
      {
        kind: "facts",
        rows: [
          { label: t.common.account, value: [p.account_name] },
          { label: t.minpay.value, value: [value(p.amount_sat)] },
          { label: t.minpay.previous, value: [value(p.previous_sat)] },
          { label: t.common.changedBy, value: [p.changed_by] },
          { label: t.common.time, value: [env.time(p.at)] },
        ],
      },
      { kind: "warning", line: withLink(t.minpay.notYou, env.url("/settings")) },
    ],
    footer: footer(env, t.common.reasonSecurity),
  };
}
