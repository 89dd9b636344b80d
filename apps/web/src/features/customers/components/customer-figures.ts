import type { CustomerRow } from "@pithead/contract";
import { formatBtc } from "../../../lib/btc-amount";
import { formatHashrate } from "../../../lib/hashrate-format";

/** What a row shows: hashrates, workers by status, balance and fee (a dash where the reader sees none). */
export function customerFigures(row: CustomerRow, locale: string) {
  return {
    hash15m: formatHashrate(row.hash_rate_15m, locale),
    hash24h: formatHashrate(row.hash_rate_24h, locale),
    workers: row.workers,
    balance: row.balance === null ? "—" : `${formatBtc(row.balance, { locale })} BTC`,
    fee:
      row.fee_percent === null
        ? "—"
        : `${row.fee_percent.replace(".", locale.startsWith("en") ? "." : ",")} %`,
  };
}
