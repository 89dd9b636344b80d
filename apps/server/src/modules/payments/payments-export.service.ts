import { Readable } from "node:stream";
import type { Clock } from "../../clock";
import { DAY_MS } from "../../lib/utc-day";
import { accessDenied, type Reader } from "../accounts/read-access";
import { counterpartyShown, rewardFee } from "./payment-view";
import type { PaymentsDeps } from "./payments.service";
import { btcOf, compactDay, csvRecord, fiatOf } from "./payments-csv";
import type { PaymentsExportRepository } from "./payments-export.repository";

const pageSize = 500;

export const exportColumns = [
  "created_at_utc",
  "settlement_day",
  "type",
  "direction",
  "status",
  "amount_btc",
  "fee_btc",
  "tx_id",
  "address",
  "counterparty",
  "value_usdt",
] as const;

export type PaymentsExport = { filename: string; body: Readable };

/**
 * `miners/{id}/payments/export`: the miner's payments of the last `days` days ending now (clock), oldest first
 * (`created_at`, then `sort_rank`: a day's reward before its shares, then `id`), as RFC 4180 CSV with a header row and CRLF line ends. Amounts are BTC with 8
 * decimals from the integer satoshis (positive: `direction` says which way); `fee_btc` is a reward's pool plus
 * operator fee, empty when hidden (total_fee_hide) or not a reward. `value_usdt` (and `value_rub` when the pool
 * lists RUB) values the amount at credit time: the newest stored BTC price fetched at or before `created_at`,
 * else the configured fallback rate, else empty; 2 decimals, rounded half up, computed in integers.
 * The rows are read page by page (keyset on created_at, sort_rank, id) as the client reads the stream: never one big array.
 */
export function paymentsExportService(
  deps: PaymentsDeps & {
    rows: PaymentsExportRepository;
    clock: Clock;
    fallbackRates: ReadonlyMap<string, string>;
  },
) {
  const { repo, rows: pages, access, clock } = deps;
  return {
    async open(reader: Reader, minerId: string, days: number): Promise<PaymentsExport> {
      await access.ensureMiners(reader, [minerId], "payments");
      const [name, poolId] = await Promise.all([repo.accountName(minerId), repo.poolOf("miner", minerId)]);
      if (!name || !poolId) throw accessDenied();
      const withRub = (await pages.extraCurrencies(poolId)).includes("RUB");
      const symbols = withRub ? ["BTCUSDT", "BTCRUB"] : ["BTCUSDT"];
      const to = clock.now();
      // [now - days, now]: a payment made at this very millisecond is in.
      const window = { from: new Date(to.getTime() - days * DAY_MS), to: new Date(to.getTime() + 1) };
      const feeHidden = await deps.feeHidden(reader, minerId);
      const header = [...exportColumns, ...(withRub ? ["value_rub"] : [])];

      async function* lines(): AsyncGenerator<string> {
        yield csvRecord(header);
        let cursor: { createdAt: Date; sortRank: number; id: string } | null = null;
        for (;;) {
          const rows = await pages.after(minerId, symbols, window, cursor, pageSize);
          for (const row of rows) {
            const fee = row.type === "reward" && !feeHidden ? rewardFee(row.details) : null;
            const price = (symbol: string) => row.prices.get(symbol) ?? deps.fallbackRates.get(symbol);
            yield csvRecord([
              row.createdAt.toISOString(),
              row.settlementDay ?? "",
              row.type,
              row.direction,
              row.status,
              btcOf(row.amount),
              fee === null ? "" : btcOf(fee),
              row.txId ?? "",
              row.address ?? "",
              counterpartyShown(row) ?? "",
              ...symbols.map((symbol) => fiatOf(row.amount, price(symbol))),
            ]);
          }
          const last = rows.at(-1);
          if (!last || rows.length < pageSize) return;
          cursor = { createdAt: last.createdAt, sortRank: last.sortRank, id: last.id };
        }
      }

      return {
        filename: `${name}-payments-${days}d-${compactDay(to)}.csv`,
        body: Readable.from(lines(), { objectMode: false }),
      };
    },
  };
}
