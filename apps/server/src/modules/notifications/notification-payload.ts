import type { WorkerSilence } from "@pithead/contract";

/**
 * The facts of one notification, stored in `notification_outbox.payload` when the event happens and rendered at
 * delivery in the recipient's language and time zone (`templates/`). Times are ISO 8601 UTC strings; amounts are
 * satoshis (at most 21e14, exact in a JSON number); `prices` are the BTC prices stored at the event (decimal
 * strings, absent when none was known) so mails can show fiat beside BTC.
 */
export type BtcPrices = { USDT?: string; RUB?: string };

/** `silence`: a worker down, its evidence at the change (absent in mails queued before it was given). */
export type WorkerInAlert = { name: string; last_share_at: string; silence?: WorkerSilence };

/**
 * One Payments row of a reward day in the reward mail: its type, direction and amount (positive satoshis) and
 * the other account as the list shows it (a profit share's account, a referral's masked referred account).
 */
export type RewardMailLine = {
  type: "reward" | "profit_sharing" | "referral";
  direction: "incoming" | "outgoing";
  amount_sat: number;
  counterparty: string | null;
};

export type NotificationPayload =
  | {
      event: "delete-miner";
      account_name: string;
      /** The e-mail of the user who asked. */
      requested_by: string;
      at: string;
    }
  | {
      event: "miner-payout";
      account_name: string;
      amount_sat: number;
      address: string;
      /** The settlement day it pays (YYYY-MM-DD). */
      day: string;
      /** `sent`: broadcast with `tx_id`; `failed`: not paid, the amount is back on the balance. */
      status: "sent" | "failed";
      tx_id: string | null;
      at: string;
      prices: BtcPrices;
    }
  | {
      event: "miner-reward";
      account_name: string;
      /** The mining day the reward is for (YYYY-MM-DD). */
      day: string;
      /** What the account was credited for the day: the sum of `lines` (shares given count negative). */
      amount_sat: number;
      /**
       * The day's Payments rows of the account, each as the list shows it: the reward (after fees, before
       * sharing), each profit share given or received, each referral income. Absent in mails queued before
       * they were listed (those show the total only).
       */
      lines?: RewardMailLine[];
      at: string;
      prices: BtcPrices;
    }
  | {
      event: "miner-wallet-address-changed";
      account_name: string;
      address: string;
      previous_address: string | null;
      changed_by: string;
      at: string;
      /** Payouts to the new address start then (24 h later). */
      paused_until: string;
    }
  | {
      event: "miner-wallet-minpay-changed";
      account_name: string;
      /** The minimum or the maximum payment. A maximum of 0 means none. */
      limit: "min" | "max";
      amount_sat: number;
      previous_sat: number;
      changed_by: string;
      at: string;
      prices: BtcPrices;
    }
  | {
      event: "user-login";
      /** The user's e-mail. */
      email: string;
      at: string;
      ip: string | null;
      user_agent: string | null;
    }
  | {
      event: "worker-status-changed";
      account_name: string;
      /** The first and last change the message covers. */
      from: string;
      to: string;
      down: WorkerInAlert[];
      back: WorkerInAlert[];
      /** Went down and came back (or the reverse) within the group. */
      bounced: WorkerInAlert[];
    }
  | WorkerDigestPayload;

export type WorkerInDigest = { name: string; at: string };

/** The daily digest of an account's workers: the day's SPEC status changes and the counts now. */
export type WorkerDigestPayload = {
  event: "worker-status-digest";
  account_name: string;
  /** The UTC day it covers (YYYY-MM-DD). */
  day: string;
  /** Hardware workers by status now. */
  stable: number;
  unavailable: number;
  off: number;
  /** Workers that became unavailable that day (the first time each), at most 1,000 named; `_total` counts all. */
  went_unavailable: WorkerInDigest[];
  went_unavailable_total: number;
  /** Workers that came back to stable that day. */
  came_back: WorkerInDigest[];
  came_back_total: number;
};

export type NotificationPayloadOf<E extends NotificationPayload["event"]> = Extract<
  NotificationPayload,
  { event: E }
>;

/** What the delivery renders for one recipient: the mail (plain and HTML) and the Telegram message (HTML subset). */
export type RenderedNotification = { subject: string; text: string; html: string; telegram: string };

/** Who reads it, and where it points. `timeZone`: IANA zone shown beside UTC, null for UTC only. */
export type RenderContext = {
  language: "en" | "ru" | "cn";
  timeZone: string | null;
  /** The web app's public URL, for links (`https://pool.example`), no trailing slash. */
  publicUrl: string;
};
