import type { RewardRate, rewardRateBodySchema } from "@pithead/contract";
import type { z } from "zod";
import type { Clock } from "../../clock";
import { msatsToSats, satsToMsats } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import { utcDayOf } from "../../lib/utc-day";
import type { RateSource } from "./rate-source";
import type { RateRow, RatesRepository } from "./rates.repository";

type RateBody = z.output<typeof rewardRateBodySchema>;
type Deps = { repo: RatesRepository; sources: RateSource[]; clock: Clock };

const fieldError = (name: string, text: string, message = "Request validation failed") =>
  new ProductError("validation_failed", 400, message, [{ name, text }]);
const maxMsats = 10n ** 12n; // 1e9 sat per TH/s per day

export const rateView = (row: RateRow): RewardRate => ({
  id: row.id,
  sats_per_th_day: msatsToSats(row.msatsPerThDay),
  source: row.source,
  effective_from: row.effectiveFrom,
  created_at: row.createdAt.toISOString(),
});

/**
 * FPPS reward rates of the current pool (`platform/rewards/rates`): satoshis per TH/s per day, kept as
 * millisatoshis (3 decimals, exact). A rate applies to settlement days from `effective_from`; the newest
 * covering a day wins, so a new rate never rewrites a day that has been settled.
 */
export function ratesService({ repo, sources, clock }: Deps) {
  async function poolId(): Promise<string> {
    const id = await repo.currentPoolId();
    if (!id) throw new ProductError("invalid_state", 409, "No pool is set up");
    return id;
  }
  async function fromSource(id: string): Promise<bigint> {
    const source = sources.find((s) => s.id === id);
    if (!source) throw fieldError("source", "invalid_input", `Unknown rate source "${id}"`);
    if (!source.configured)
      throw fieldError("source", "invalid_input", `Rate source "${id}" is not configured`);
    try {
      return await source.fetchMsatsPerThDay();
    } catch {
      throw new ProductError("invalid_state", 409, `Rate source "${id}" gave no usable rate`);
    }
  }
  return {
    async list() {
      const today = utcDayOf(clock.now());
      const history = await repo.history(await poolId());
      const current = history.find((r) => r.effectiveFrom <= today) ?? null;
      return { current: current && rateView(current), history: history.map(rateView) };
    },

    sources: () => sources.map((s) => ({ id: s.id, name: s.name, configured: s.configured })),

    async setCurrent(userId: string, body: RateBody): Promise<RewardRate> {
      const pool = await poolId();
      let msats: bigint;
      if (body.source === "manual") {
        if (body.sats_per_th_day === undefined) throw fieldError("sats_per_th_day", "required");
        const parsed = satsToMsats(body.sats_per_th_day);
        if (parsed === null) throw fieldError("sats_per_th_day", "invalid_input");
        msats = parsed;
      } else {
        msats = await fromSource(body.source);
      }
      if (msats <= 0n) throw fieldError("sats_per_th_day", "min_threshold");
      if (msats > maxMsats) throw fieldError("sats_per_th_day", "max_threshold");
      const now = clock.now();
      const row = await repo.insert({
        poolId: pool,
        msatsPerThDay: msats,
        source: body.source,
        effectiveFrom: body.effective_from ?? utcDayOf(now),
        createdBy: userId,
        createdAt: now,
      });
      return rateView(row);
    },
  };
}
