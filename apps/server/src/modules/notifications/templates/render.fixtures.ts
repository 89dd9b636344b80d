import type {
  NotificationPayload,
  NotificationPayloadOf,
  RenderContext,
  WorkerInAlert,
} from "../notification-payload";

/** One payload of each event, and helpers, for the template tests. */

export const AT = "2026-11-25T07:05:00Z";
export const ADDRESS = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
export const PREVIOUS_ADDRESS = "bc1q9h6tq3l8h4k5p7v0f2y6u3w8e4r5t6y7u8i9o0";
export const TX_ID = "f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16";

export const worker = (name: string, last_share_at = "2026-11-25T06:58:00Z"): WorkerInAlert => ({
  name,
  last_share_at,
});

export const payloads = {
  "delete-miner": { event: "delete-miner", account_name: "alice", requested_by: "owner@example.com", at: AT },
  "miner-payout": {
    event: "miner-payout",
    account_name: "alice",
    amount_sat: 12_345_678,
    address: ADDRESS,
    day: "2026-11-24",
    status: "sent",
    tx_id: TX_ID,
    at: AT,
    prices: { USDT: "95000.5" },
  },
  "miner-reward": {
    event: "miner-reward",
    account_name: "alice",
    day: "2026-11-24",
    amount_sat: 12_345_678,
    at: AT,
    prices: { USDT: "95000.5" },
  },
  "miner-wallet-address-changed": {
    event: "miner-wallet-address-changed",
    account_name: "alice",
    address: ADDRESS,
    previous_address: PREVIOUS_ADDRESS,
    changed_by: "owner@example.com",
    at: AT,
    paused_until: "2026-11-26T07:05:00Z",
  },
  "miner-wallet-minpay-changed": {
    event: "miner-wallet-minpay-changed",
    account_name: "alice",
    limit: "min",
    amount_sat: 12_345_678,
    previous_sat: 1_000_000,
    changed_by: "owner@example.com",
    at: AT,
    prices: { USDT: "95000.5" },
  },
  "user-login": {
    event: "user-login",
    email: "owner@example.com",
    at: AT,
    ip: "203.0.113.7",
    user_agent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
  },
  "worker-status-changed": {
    event: "worker-status-changed",
    account_name: "alice",
    from: AT,
    to: "2026-11-25T07:12:00Z",
    down: [worker("rack1-s19"), worker("rack1-s21"), worker("rack2-m50")],
    back: [worker("rack3-s19", "2026-11-25T07:11:00Z")],
    bounced: [],
  },
  "worker-status-digest": {
    event: "worker-status-digest",
    account_name: "alice",
    day: "2026-11-24",
    stable: 11,
    unavailable: 1,
    off: 1,
    went_unavailable: [{ name: "rack1-s19", at: "2026-11-24T03:10:00Z" }],
    went_unavailable_total: 1,
    came_back: [
      { name: "rack2-m50", at: "2026-11-24T05:00:00Z" },
      { name: "rack3-s21", at: "2026-11-24T06:00:00Z" },
    ],
    came_back_total: 3,
  },
} satisfies { [E in NotificationPayload["event"]]: NotificationPayloadOf<E> };

/** The facts each event's message must show, whatever the language (BTC amounts are checked apart). */
export const keyFacts: Record<NotificationPayload["event"], string[]> = {
  "delete-miner": ["alice", "owner@example.com"],
  "miner-payout": ["alice", ADDRESS, TX_ID, "2026-11-24"],
  "miner-reward": ["alice", "2026-11-24"],
  "miner-wallet-address-changed": ["alice", ADDRESS, PREVIOUS_ADDRESS, "owner@example.com"],
  "miner-wallet-minpay-changed": ["alice", "owner@example.com"],
  "user-login": ["owner@example.com", "203.0.113.7", "Firefox/140.0"],
  "worker-status-changed": ["alice", "rack1-s19", "rack1-s21", "rack2-m50", "rack3-s19"],
  "worker-status-digest": ["alice", "2026-11-24", "rack1-s19", "rack2-m50", "rack3-s21"],
};

export const URL = "https://pool.example";
export const ctx = (language: RenderContext["language"], timeZone: string | null = null): RenderContext => ({
  language,
  timeZone,
  publicUrl: URL,
});

/** Every tag name in a Telegram message. */
export const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-zA-Z][^\s>/]*)/g)].map((m) => m[1]?.toLowerCase());

/** Open and close tags balance (void elements aside): a cheap validity check of the HTML mail. */
export function balanced(html: string): boolean {
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g)) {
    const name = (m[2] ?? "").toLowerCase();
    if (["meta", "br", "hr"].includes(name)) continue;
    if (m[1] === "") stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}
