import type { Db } from "../../db/client";
import { notificationFacts } from "../notifications/notification-facts";
import type { RewardMailLine } from "../notifications/notification-payload";
import { notifyAll } from "../notifications/notify";
import type { SplitShare } from "../profit-sharing/split-math";
import { maskAccountName } from "../referrals/masked-account";

/** One payment row the reward run wrote, seen from `minerId`; `otherId` the account on the other side. */
type Entry = {
  minerId: string;
  type: RewardMailLine["type"];
  direction: RewardMailLine["direction"];
  amount: bigint;
  otherId: string | null;
};

/** Reward first, then shares given, shares received, referral income: the order a mail lists them in. */
const rank = (e: Pick<Entry, "type" | "direction">) =>
  e.type === "reward" ? 0 : e.type === "referral" ? 3 : e.direction === "outgoing" ? 1 : 2;

/**
 * The payment rows of a reward day, kept as the run writes them (`insertRewardPayment`,
 * `insertSharePayments`), so each account's `miner-reward` mail lists exactly its rows of the day.
 */
export function rewardMailBook() {
  const entries: Entry[] = [];
  return {
    entries,
    /** The miner's `reward` row (its net: after fees, before sharing). */
    reward(minerId: string, amount: bigint) {
      entries.push({ minerId, type: "reward", direction: "incoming", amount, otherId: null });
    },
    /** The rows of a donor's shares: both sides of a profit share, the referrer's side of a referral. */
    shares(donorId: string, shares: SplitShare[]) {
      for (const s of shares) {
        if (s.type === "profit_sharing") {
          entries.push({
            minerId: donorId,
            type: "profit_sharing",
            direction: "outgoing",
            amount: s.amount,
            otherId: s.recipientMinerId,
          });
        }
        entries.push({
          minerId: s.recipientMinerId,
          type: s.type,
          direction: "incoming",
          amount: s.amount,
          otherId: donorId,
        });
      }
    },
  };
}

/**
 * `miner-reward` for each account with a row of the day, in the run's transaction (the day's run is once: so
 * are these): each row (the counterparty named as Payments names it: a referral's masked) and the total
 * credited, their sum (shares given count negative).
 */
export async function notifyRewards(tx: Db, day: string, entries: Entry[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  const facts = notificationFacts(tx);
  const ids = new Set(entries.flatMap((e) => (e.otherId ? [e.minerId, e.otherId] : [e.minerId])));
  const names = await facts.accountNames([...ids]);
  const prices = await facts.prices(at);
  const byMiner = new Map<string, Entry[]>();
  for (const e of entries) {
    const mine = byMiner.get(e.minerId);
    if (mine) mine.push(e);
    else byMiner.set(e.minerId, [e]);
  }
  const nameOf = (e: Entry) => {
    const name = e.otherId ? names.get(e.otherId) : undefined;
    if (name === undefined) return null;
    return e.type === "referral" ? maskAccountName(name) : name;
  };
  await notifyAll(
    tx,
    at,
    [...byMiner].map(([minerId, mine]) => {
      const lines = mine
        .map((e) => ({ e, counterparty: nameOf(e) }))
        .sort((a, b) => rank(a.e) - rank(b.e) || (a.counterparty ?? "").localeCompare(b.counterparty ?? ""))
        .map(
          ({ e, counterparty }): RewardMailLine => ({
            type: e.type,
            direction: e.direction,
            amount_sat: Number(e.amount),
            counterparty,
          }),
        );
      const total = mine.reduce((sum, e) => sum + (e.direction === "outgoing" ? -e.amount : e.amount), 0n);
      return {
        key: `miner-reward:${day}:${minerId}`,
        minerId,
        payload: {
          event: "miner-reward" as const,
          account_name: names.get(minerId) ?? "",
          day,
          amount_sat: Number(total),
          lines,
          at: at.toISOString(),
          prices,
        },
      };
    }),
  );
}
