import { randomInt } from "node:crypto";
import {
  type Referral,
  type ReferrerCode,
  type ReferrerCodes,
  referralDailyDays,
  referrerCodesMax,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { percentToPpm, ppmToPercent } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import { addUtcDays, utcDayOf } from "../../lib/utc-day";
import { stateOn } from "../profit-sharing/profit-sharing.service";
import { hashrate, windowQueries } from "../telemetry/hashrate/hashrate";
import { statsRepository } from "../telemetry/stats/stats.repository";
import { maskAccountName } from "./masked-account";
import { referralsRepository } from "./referrals.repository";

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L), as in promo codes. */
const readable = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const group = () => Array.from({ length: 4 }, () => readable[randomInt(readable.length)]).join("");
/** A referral code such as `REF-7KQ4-M2XD` (31^8 of them). */
export const referralCodeText = () => `REF-${group()}-${group()}`;

const dayOfSeconds = 86_400;

/**
 * Referral codes and the miners they brought (issue 14). A code is `/auth/registration?promocode=CODE`; the name
 * step makes the referral (`referral-join.ts`), a split of the pool's fee that the reward run pays.
 */
export function referralsService({ db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string }) {
  const origin = publicUrl.replace(/\/+$/, "");
  const linkOf = (code: string) => `${origin}/auth/registration?promocode=${encodeURIComponent(code)}`;
  const codeView = (row: {
    id: string;
    code: string;
    createdAt: Date;
    referrals?: number;
  }): ReferrerCode => ({
    id: row.id,
    code: row.code,
    link: linkOf(row.code),
    referrals: Number(row.referrals ?? 0),
    created_at: row.createdAt.toISOString(),
  });

  /** A new code for the miner (inside the caller's transaction, the miner row locked). */
  async function addCode(repo: ReturnType<typeof referralsRepository>, minerId: string) {
    for (let i = 0; i < 20; i++) {
      const row = await repo.insertCode(minerId, referralCodeText(), clock.now());
      if (row) return row;
    }
    throw new ProductError("invalid_state", 409, "No free referral code found; try again");
  }

  async function terms(minerId: string) {
    const pool = await referralsRepository(db).minerPool(minerId);
    if (!pool) throw ProductError.notFound("No such miner");
    return { share_percent: ppmToPercent(pool.sharePpm), duration_days: pool.durationDays };
  }

  return {
    /** The pool's referral terms (`pools.referral_share_ppm`, `referral_duration_days`). */
    async poolTerms(poolId: string) {
      const row = await referralsRepository(db).poolTerms(poolId);
      if (!row) throw ProductError.notFound("No such pool");
      return { share_percent: ppmToPercent(row.sharePpm), duration_days: row.durationDays };
    },
    async setPoolTerms(poolId: string, body: { share_percent: string; duration_days: number }) {
      const sharePpm = percentToPpm(body.share_percent);
      if (sharePpm === null || sharePpm > 1_000_000) {
        throw new ProductError("validation_failed", 400, "At most 100 %", [
          { name: "share_percent", text: sharePpm === null ? "invalid_input" : "max_threshold" },
        ]);
      }
      const repo = referralsRepository(db);
      if (!(await repo.poolTerms(poolId))) throw ProductError.notFound("No such pool");
      await repo.setPoolTerms(poolId, { sharePpm, durationDays: body.duration_days });
      return { share_percent: ppmToPercent(sharePpm), duration_days: body.duration_days };
    },
    /** The miner's codes; the first read makes one. */
    async codes(minerId: string): Promise<ReferrerCodes> {
      const t = await terms(minerId);
      let rows = await referralsRepository(db).codesOf(minerId);
      if (rows.length === 0) {
        rows = await db.transaction(async (tx) => {
          const repo = referralsRepository(tx);
          await repo.lockMiner(minerId);
          const again = await repo.codesOf(minerId);
          if (again.length > 0) return again;
          await addCode(repo, minerId);
          return repo.codesOf(minerId);
        });
      }
      return { codes: rows.map(codeView), ...t };
    },

    /** One more code: 400 `max_length` on `code` past `referrerCodesMax`. */
    async create(minerId: string): Promise<ReferrerCode> {
      await terms(minerId);
      const row = await db.transaction(async (tx) => {
        const repo = referralsRepository(tx);
        await repo.lockMiner(minerId);
        if ((await repo.codesOf(minerId)).length >= referrerCodesMax) {
          throw new ProductError("validation_failed", 400, `At most ${referrerCodesMax} referral codes`, [
            { name: "code", text: "max_length" },
          ]);
        }
        return addCode(repo, minerId);
      });
      return codeView({ ...row, referrals: 0 });
    },

    async list(referrerId: string, page: number, perPage: number) {
      const repo = referralsRepository(db);
      const today = utcDayOf(clock.now());
      const { rows, total, earned, lastDay } = await repo.referralsOf(referrerId, page, perPage);
      const daily = await repo.dailyEarnings(referrerId, addUtcDays(today, -referralDailyDays));
      const day = windowQueries(clock.now()).filter((w) => w.name === "24h");
      const sums =
        rows.length > 0
          ? await statsRepository(db).minerSums(
              rows.map((r) => r.minerId),
              day,
            )
          : new Map();
      const data: Referral[] = rows.map((r) => ({
        id: r.id,
        account_name: maskAccountName(r.accountName),
        code: r.code,
        since: r.startDate,
        until: r.endDate,
        state: stateOn(r, today),
        hash_rate_24h: hashrate(sums.get(r.minerId)?.["24h"].acceptedDifficulty ?? 0, dayOfSeconds),
        earned_last_day: r.paidLastDay !== null && r.paidLastDay === lastDay ? Number(r.paidLastAmount) : 0,
        earned_total: Number(r.paidTotal),
      }));
      return {
        data,
        total,
        page,
        per_page: perPage,
        earned_total: Number(earned),
        last_day: lastDay,
        daily: daily.map((d) => ({ day: d.day, amount: Number(d.amount) })),
      };
    },
  };
}
