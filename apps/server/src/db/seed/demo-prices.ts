import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { sqlArray } from "../sql-values";

/** Prices are stored every 5 minutes, as the `exchange-rates` job does in production. */
export const demoPriceStepMs = 300_000;

const demoSymbols = ["BTCUSDT", "BTCRUB"] as const;
/** Around these when RATES_FALLBACK does not name a symbol (its defaults). */
const defaultLevels: Record<(typeof demoSymbols)[number], number> = { BTCUSDT: 95_000, BTCRUB: 7_600_000 };

/** A hash of (layer, knot) to [-1, 1): the same at every start. */
function knotNoise(layer: number, knot: number): number {
  let h = Math.imul(knot ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(layer + 1, 0xc2b2ae35);
  h ^= h >>> 13;
  h = Math.imul(h, 0x27d4eb2f);
  h ^= h >>> 16;
  return (h >>> 0) / 2_147_483_648 - 1;
}

/** Smooth noise: a random value at each multiple of `periodMs`, joined by a smoothstep. */
function smoothNoise(layer: number, atMs: number, periodMs: number): number {
  const x = atMs / periodMs;
  const knot = Math.floor(x);
  const f = x - knot;
  const s = f * f * (3 - 2 * f);
  return knotNoise(layer, knot) * (1 - s) + knotNoise(layer, knot + 1) * s;
}

/** Days, hours and minutes of movement: up to about ±6 % around the level, a few tenths of a % in an hour. */
const layers: [periodMs: number, amplitude: number][] = [
  [3 * 86_400_000, 0.04],
  [12 * 3_600_000, 0.012],
  [2 * 3_600_000, 0.004],
  [20 * 60_000, 0.0015],
];

/**
 * The demo's BTC price of `symbol` at `atMs`: a smooth random-looking walk around `level` that depends on the
 * time alone (deterministic, so rows written at different starts join up). BTC/RUB follows BTC/USDT with a
 * slowly moving rouble rate.
 */
export function demoPrice(symbol: string, atMs: number, level: number): number {
  let move = 1;
  for (const [i, [periodMs, amplitude]] of layers.entries())
    move += amplitude * smoothNoise(i, atMs, periodMs);
  const rouble = symbol === "BTCRUB" ? 1 + 0.01 * smoothNoise(9, atMs, 2 * 86_400_000) : 1;
  return Math.round(level * move * rouble * 100) / 100;
}

/**
 * The demo's price history (idempotent, each start): a BTC/USDT and a BTC/RUB price (`source` demo) for every
 * 5-minute slot from `fromMs` to `nowMs` that has none stored yet, of any source (prices the upstream gave are
 * kept). The database names only the gaps between stored prices (one pass over the month's index entries), so a
 * restart computes and writes just the slots since the last start.
 */
export async function seedDemoPrices(
  tx: Db,
  fromMs: number,
  nowMs: number,
  fallback: ReadonlyMap<string, string> = new Map(),
): Promise<number> {
  const first = Math.ceil(fromMs / demoPriceStepMs);
  const last = Math.floor(nowMs / demoPriceStepMs);
  if (last < first) return 0;
  const slotOf = (at: string | Date) => Math.floor(new Date(at).getTime() / demoPriceStepMs);
  const from = new Date(first * demoPriceStepMs).toISOString();
  let added = 0;
  for (const symbol of demoSymbols) {
    // Each stored price followed by a gap of more than 5 minutes (a sentinel just before the first slot).
    const gaps = (await tx.execute(sql`
      select at, next from (
        select at, lead(at) over (order by at) as next from (
          select ${from}::timestamptz - interval '5 minutes' as at
          union all
          select fetched_at from exchange_rates where symbol = ${symbol} and fetched_at >= ${from}::timestamptz
        ) r
      ) g
      where next is null or next > at + interval '5 minutes'`)) as unknown as {
      rows: { at: string | Date; next: string | Date | null }[];
    };
    const slots: number[] = [];
    for (const gap of gaps.rows) {
      const end = gap.next === null ? last : Math.min(last, slotOf(gap.next) - 1);
      for (let slot = slotOf(gap.at) + 1; slot <= end; slot++) slots.push(slot);
    }
    if (slots.length === 0) continue;
    const level = Number(fallback.get(symbol) ?? defaultLevels[symbol]);
    const prices = slots.map((slot) => demoPrice(symbol, slot * demoPriceStepMs, level));
    await tx.execute(sql`
      insert into exchange_rates (symbol, price, source, fetched_at)
      select ${symbol}, x.price::numeric(16, 2)::text, 'demo', to_timestamp(x.slot * 300)
      from unnest(${sqlArray(slots, "bigint")}, ${sqlArray(prices, "float8")}) as x(slot, price)`);
    added += slots.length;
  }
  return added;
}
