/** English texts of the notifications. The other languages have the same keys (`Texts`). */

/** Worker counts: "3 workers down", "1 back", "2 bounced"; the first part names the workers. */
function workerCounts(counts: { down: number; back: number; bounced: number }): string {
  const parts: string[] = [];
  const noun = (n: number) => (parts.length === 0 ? (n === 1 ? " worker" : " workers") : "");
  if (counts.down > 0) parts.push(`${counts.down}${noun(counts.down)} down`);
  if (counts.back > 0) parts.push(`${counts.back}${noun(counts.back)} back`);
  if (counts.bounced > 0) parts.push(`${counts.bounced}${noun(counts.bounced)} bounced`);
  return parts.join(", ");
}

export const en = {
  locale: "en-US",
  htmlLang: "en",
  common: {
    colon: ": ",
    account: "Account",
    time: "Time",
    amount: "Amount",
    address: "Address",
    changedBy: "Changed by",
    none: "none",
    unknown: "unknown",
    footerChange: "Change what you receive:",
    reasonSecurity: "You get this because security notices about your Pithead account are always sent.",
    reasonAccount: (account: string) =>
      `You get this because notifications for the account ${account} are on.`,
    reasonReward: (account: string) =>
      `You get this because you turned on daily rewards for the account ${account}.`,
  },
  deleteMiner: {
    subject: (account: string) => `Deletion of the miner account ${account} requested`,
    title: "Account deletion requested",
    intro: (account: string) =>
      `A request to delete the miner account ${account} was made from your Pithead account.`,
    requestedBy: "Requested by",
    nextTitle: "What happens next:",
    next: [
      "Stop your workers or point them to another account: shares sent to a deleted account are not paid.",
      "The pool settles the remaining balance, then deletes the account and every access grant to it.",
    ],
    notYou: "If you did not ask for this, change your password and sign out other sessions at once:",
  },
  payout: {
    subjectSent: (account: string, amount: string) => `${account}: payout of ${amount} sent`,
    subjectFailed: (account: string, amount: string) => `${account}: payout of ${amount} failed`,
    titleSent: "Payout sent",
    titleFailed: "Payout failed",
    introSent: (day: string) => `The payout for ${day} was sent to your wallet.`,
    introFailed: (day: string) =>
      `The payout for ${day} could not be made. The pool will send it again or return the amount to your balance.`,
    day: "Settlement day",
    tx: "Transaction",
    checkWallet: "If payouts keep failing, check the wallet address in your settings:",
    payments: "All payments:",
  },
  reward: {
    subject: (account: string, amount: string, day: string) => `${account}: ${amount} credited for ${day}`,
    title: "Daily reward credited",
    intro: (day: string) =>
      `The account was credited for ${day}: its mining reward after the pool fee and the day's profit sharing, each line a row of Payments.`,
    introTotal: (day: string) =>
      `The account was credited with its mining reward for ${day}, after the pool fee and profit sharing.`,
    reward: "Reward",
    shareTo: (name: string) => `Profit sharing to ${name}`,
    shareFrom: (name: string) => `Profit sharing from ${name}`,
    referral: (name: string) => `Referral income from ${name}`,
    credited: "Credited in total",
    day: "Mining day",
    payments: "All payments:",
  },
  walletAddress: {
    subject: (account: string) => `${account}: payout address changed`,
    title: "Payout address changed",
    intro:
      "The payout address of the account was changed. Payouts to the new address start after a 24-hour pause.",
    address: "New address",
    previous: "Previous address",
    pausedUntil: "Payouts resume",
    notYou:
      "If it was not you, change your password, sign out other sessions and restore the address before payouts resume:",
  },
  minpay: {
    subjectMin: (account: string) => `${account}: minimum payment changed`,
    subjectMax: (account: string) => `${account}: maximum payment changed`,
    titleMin: "Minimum payment changed",
    titleMax: "Maximum payment changed",
    introMin: "The minimum payment of the account was changed: a payout is made once the balance reaches it.",
    introMax: "The maximum payment of the account was changed: no single payout is larger.",
    value: "New value",
    previous: "Previous value",
    noMaximum: "no maximum",
    notYou: "If it was not you, change your password, sign out other sessions and check the wallet settings:",
  },
  login: {
    subject: (email: string) => `New sign-in to Pithead as ${email}`,
    title: "New sign-in",
    intro: "Your Pithead account was signed in to from a new device.",
    account: "Signed in as",
    ip: "IP address",
    device: "Device",
    notYou: "If it was not you, change your password and sign out other sessions:",
  },
  workers: {
    subject: (account: string, counts: { down: number; back: number; bounced: number }) =>
      `${workerCounts(counts)} on ${account}`,
    title: "Worker status changed",
    intro: (account: string, from: string, to: string) =>
      from === to
        ? `Workers of the account ${account} at ${from}:`
        : `Workers of the account ${account}, ${from} to ${to}:`,
    down: "Down",
    back: "Back",
    bounced: "Bounced (changed and changed back)",
    lastShare: "last share",
    more: (n: number) => `and ${n} more`,
    workers: "All workers:",
  },
  digest: {
    subject: (account: string, day: string, down: number, back: number, total: number) =>
      down === 0 && back === 0
        ? `${account}: workers on ${day}, no changes (${total} in all)`
        : `${account}: workers on ${day}, ${down} became unavailable, ${back} came back`,
    title: "Daily worker summary",
    intro: (account: string, day: string) => `The workers of the account ${account} on ${day} (UTC).`,
    now: "Now",
    counts: (stable: number, unavailable: number, off: number) =>
      `${stable} stable, ${unavailable} unavailable, ${off} off`,
    wentUnavailable: "Became unavailable",
    cameBack: "Came back",
    at: "at",
    quiet: "No worker changed its status that day.",
    reason: (account: string) =>
      `You get this because you turned on the daily worker summary for the account ${account}.`,
  },
};
