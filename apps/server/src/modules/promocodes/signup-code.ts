import type { SignupCodeOutcome } from "@pithead/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { joinByReferrerCode } from "../referrals/referral-join";
import { applyPromocode } from "./promocode-apply";

const codePattern = /^[A-Z0-9-]{3,32}$/;

const outcome = (code: string, over: Partial<SignupCodeOutcome>): SignupCodeOutcome => ({
  code,
  kind: null,
  applied: false,
  reason: null,
  fee_percent: null,
  start_date: null,
  end_date: null,
  ...over,
});

/**
 * The code a new owner sent with the name step (`POST miners`), after the miner exists (each step in its own
 * transaction: a code never stops the sign-up). A promo code first (applied as by `promocodes/apply`, by the new
 * owner), else a referral code (`joinByReferrerCode`), else `not_found`. A refusal is answered, not thrown.
 */
export async function applySignupCode(
  db: Db,
  clock: Clock,
  log: Pick<FastifyBaseLogger, "error">,
  input: { code: string; minerId: string; user: { id: string; email: string } },
): Promise<SignupCodeOutcome> {
  const code = input.code.trim().toUpperCase();
  if (!codePattern.test(code)) return outcome(code, { reason: "not_found" });
  try {
    const applied = await applyPromocode(db, clock, { code, minerId: input.minerId, user: input.user });
    return outcome(applied.code, { kind: "promocode", applied: true, ...applied });
  } catch (error) {
    if (!(error instanceof ProductError)) {
      log.error({ err: error }, "promo code at sign-up failed");
      return outcome(code, { kind: "promocode", reason: "internal_error" });
    }
    if (error.code !== "not_found") {
      return outcome(code, { kind: "promocode", reason: error.fields?.[0]?.text ?? error.code });
    }
  }
  try {
    const joined = await joinByReferrerCode(db, clock, { minerId: input.minerId, code });
    if (joined.kind === "none") return outcome(code, { reason: "not_found" });
    if (!joined.applied) return outcome(code, { kind: "referral", reason: joined.reason });
    const { start_date, end_date } = joined;
    return outcome(code, { kind: "referral", applied: true, start_date, end_date });
  } catch (error) {
    log.error({ err: error }, "referral code at sign-up failed");
    return outcome(code, { kind: "referral", reason: "internal_error" });
  }
}
