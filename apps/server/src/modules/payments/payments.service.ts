import type { Balance, PaymentsList, PaymentsQuery } from "@pithead/contract";
import { type CachedRead, readEachTime } from "../../lib/change-cache";
import { utcDayBounds } from "../../lib/utc-day";
import { wholePoolLimit } from "../../lib/whole-pool-read";
import type { ReadAccess, Reader } from "../accounts/read-access";
import type { LedgerAccount } from "../ledger/ledger-accounts";
import { minerAccount, operatorAccount, poolAccount } from "../ledger/ledger-accounts";
import { paymentOf, satsOut } from "./payment-view";
import type { PaymentsFilter, PaymentsOwner, PaymentsRepository } from "./payments.repository";

/** Whose balance: a miner's, a pool's fee account, an operator's fee income. */
type BalanceOwner = { type: "miner" | "pool" | "operator"; id: string };

export type PaymentsDeps = {
  repo: PaymentsRepository;
  access: Pick<ReadAccess, "ensureMiners" | "ensureAccount">;
  /** `feeHiddenFor(db, reader, minerId)` (total_fee_hide). */
  feeHidden: (reader: Reader, minerId: string) => Promise<boolean>;
  balances: (accounts: LedgerAccount[]) => Promise<bigint[]>;
  /**
   * A read kept until the tables behind it change (the app's money cache, lib/change-cache.ts); absent: read
   * each time.
   */
  cached?: CachedRead;
};

/** Inclusive UTC days -> the half-open time range [from 00:00, to + 1 day 00:00). */
export function dayRange(from?: string, to?: string): Pick<PaymentsFilter, "from" | "to"> {
  return {
    from: from ? utcDayBounds(from).from : undefined,
    to: to ? utcDayBounds(to).to : undefined,
  };
}

/** Section "payments": miners through `ensureMiners` (watchers too), pools and operators their users only. */
export async function ensurePaymentsRead(
  access: PaymentsDeps["access"],
  reader: Reader,
  owner: PaymentsOwner,
): Promise<void> {
  if (owner.type === "miner") await access.ensureMiners(reader, [owner.id], "payments");
  else await access.ensureAccount(reader, owner.type === "pool" ? "pool" : "operator", owner.id, "payments");
}

/**
 * Payment lists and balances. No Fastify, no SQL here.
 * - A pool's list holds its miners' payments, an operator's its customers', a miner's its own; sorted by
 *   `created_at`, then `sort_rank` (a day's reward before its shares), then `id`, in the asked direction;
 *   `from`/`to` are UTC days, inclusive, on `created_at`.
 * - A reward row carries its figures; its fee and fee percent are null for a reader the customer's
 *   `total_fee_hide` hides them from (asked once, for a miner's list; never hidden in pool and operator lists).
 * - Balance: a miner's account and its pending payouts; a pool's fee income; an operator's fee income.
 */
export function paymentsService(deps: PaymentsDeps) {
  const { repo, access } = deps;
  const cached = deps.cached ?? readEachTime;

  async function balanceOf(owner: BalanceOwner): Promise<Balance> {
    if (owner.type === "pool") {
      const [balance = 0n] = await deps.balances([poolAccount("pool_fee", owner.id)]);
      return { currency: "BTC", balance: satsOut(balance), pending_payouts: 0 };
    }
    const poolId = await repo.poolOf(owner.type, owner.id);
    if (!poolId) return { currency: "BTC", balance: 0, pending_payouts: 0 };
    if (owner.type === "operator") {
      const [[balance = 0n], pending] = await Promise.all([
        deps.balances([operatorAccount(poolId, owner.id)]),
        repo.operatorPendingPayouts(owner.id),
      ]);
      return { currency: "BTC", balance: satsOut(balance), pending_payouts: satsOut(pending) };
    }
    const [[balance = 0n], pending] = await Promise.all([
      deps.balances([minerAccount(poolId, owner.id)]),
      repo.pendingPayouts(owner.id),
    ]);
    return { currency: "BTC", balance: satsOut(balance), pending_payouts: satsOut(pending) };
  }

  return {
    async list(reader: Reader, owner: PaymentsOwner, query: PaymentsQuery): Promise<PaymentsList> {
      await ensurePaymentsRead(access, reader, owner);
      const filter: PaymentsFilter = {
        types: query.type,
        direction: query.direction,
        statuses: query.status,
        ...dayRange(query.from, query.to),
      };
      const offset = (query.page - 1) * query.per_page;
      const [rows, total] = await Promise.all([
        repo.page(owner, filter, query.sort, query.per_page, offset),
        repo.total(owner, filter),
      ]);
      // Pool and operator staff always see the whole fee (fee-visibility.ts), and only they read those lists:
      // the hiding is asked once, for a miner's own list with a reward on the page.
      const hidden =
        owner.type === "miner" && rows.some((row) => row.type === "reward")
          ? await deps.feeHidden(reader, owner.id)
          : false;
      return {
        data: rows.map((row) => paymentOf(row, hidden)),
        total,
        page: query.page,
        per_page: query.per_page,
      };
    },

    async balance(reader: Reader, owner: BalanceOwner): Promise<Balance> {
      await ensurePaymentsRead(access, reader, owner);
      if (owner.type === "miner") {
        // Every miner's at once: a dashboard per miner then reads nothing until the money tables change.
        const all = await cached("balances:miners", () => repo.minerBalances(wholePoolLimit));
        if (all) {
          const found = all.get(owner.id) ?? { balance: 0n, pending: 0n };
          return {
            currency: "BTC",
            balance: satsOut(found.balance),
            pending_payouts: satsOut(found.pending),
          };
        }
      }
      return cached(`balance:${owner.type}:${owner.id}`, () => balanceOf(owner));
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
