import { formatScaled } from "../../lib/decimal";
/**
 * The FPPS reward rule, in integers (SPEC: floor to the satoshi per miner). For a settlement day D =
 * [D 00:00, D+1 00:00) UTC and a miner whose accepted share difficulty over D sums to S:
 *   hashes = S x 2^32 (a share of difficulty 1 is worth 2^32 hashes)
 *   gross  = floor(hashes x rate / (86400 x 10^12 x 1000))      rate in msats per TH/s per day
 *   net    = floor(gross x (10^6 - poolPpm - operatorPpm) / 10^6)
 *   operatorFee = floor(gross x operatorPpm / 10^6); poolFee = gross - net - operatorFee
 * The fraction of a satoshi below the exact gross is never credited (it stays unallocated); the rounding of
 * the split goes to the pool. Average hashrate over D = hashes / 86400 s.
 */
export const PPM = 1_000_000n;
/** 86400 s x 10^12 H/TH x 1000 msats/sat: hashes x msats-rate / this = satoshis. */
const DAY_TH_MSATS = 86_400n * 10n ** 12n * 1000n;

/**
 * The largest difficulty sum the money math takes (one miner or account name, one day): 1e36. Ingest takes
 * shares of at most `ingestLimits.maxShareDifficulty` (1e15) and a bucket counts at most 2^63 shares (bigint),
 * so no day of valid shares (six 4 h buckets) passes 6 x 2^63 x 1e15 = 5.5e34; a larger, infinite, NaN or
 * negative sum is a corrupt row, refused with `DifficultySumError`.
 */
export const maxDifficultySum = 1e36;
/**
 * The largest gross one miner (or unknown account name) can be credited for one day: every bitcoin there will
 * ever be, 21,000,000 BTC = 2.1e15 sat. Below 2^53, so every amount under it is exact as a JS number, and a
 * ledger account (bigint, 9.2e18) takes over 4,000 such days. At 52.5 sat per TH/s per day one share of the
 * largest difficulty (1e15) is worth 2,609,789,155 sat gross (26.1 BTC), so a day of over ~804,600 of them
 * for one miner is refused.
 */
export const maxGrossSats = 21_000_000n * 100_000_000n;

/** A difficulty sum or a gross the money math refuses (`reason`); the reward run skips that miner and logs it. */
export class DifficultySumError extends Error {
  constructor(
    readonly difficultySum: number,
    readonly reason: "not_finite" | "negative" | "above_max_difficulty" | "above_max_gross",
  ) {
    super(`difficulty sum ${difficultySum} refused: ${reason.replaceAll("_", " ")}`);
    this.name = "DifficultySumError";
  }
}

/**
 * S x 2^32 as an exact integer, checked: `DifficultySumError` when S is not finite, negative or above
 * `maxDifficultySum`. Multiplying a double by a power of two is exact; once the product is >= 2^53 the double
 * is an integer already, below that `Math.round` drops a fraction of one hash (never a satoshi).
 */
export function hashesOf(difficultySum: number): bigint {
  if (!Number.isFinite(difficultySum)) throw new DifficultySumError(difficultySum, "not_finite");
  if (difficultySum < 0) throw new DifficultySumError(difficultySum, "negative");
  if (difficultySum > maxDifficultySum) throw new DifficultySumError(difficultySum, "above_max_difficulty");
  return BigInt(Math.round(difficultySum * 2 ** 32));
}

/** floor(hashes x msats rate / (86400 x 10^12 x 1000)): satoshis. */
export function grossOf(hashes: bigint, msatsPerThDay: bigint): bigint {
  return (hashes * msatsPerThDay) / DAY_TH_MSATS;
}

/** The gross of a difficulty sum, checked: `DifficultySumError` for a bad sum or a gross above `maxGrossSats`. */
export function checkedGross(difficultySum: number, msatsPerThDay: bigint) {
  const hashes = hashesOf(difficultySum);
  const gross = grossOf(hashes, msatsPerThDay);
  if (gross > maxGrossSats) throw new DifficultySumError(difficultySum, "above_max_gross");
  return { hashes, gross };
}

export type RewardSplit = { gross: bigint; net: bigint; poolFee: bigint; operatorFee: bigint };

export function splitReward(gross: bigint, poolPpm: number, operatorPpm: number): RewardSplit {
  const pool = BigInt(poolPpm);
  const operator = BigInt(operatorPpm);
  if (pool < 0n || operator < 0n || pool + operator > PPM) throw new Error("fees exceed 100 %");
  const net = (gross * (PPM - pool - operator)) / PPM;
  const operatorFee = (gross * operator) / PPM;
  return { gross, net, operatorFee, poolFee: gross - net - operatorFee };
}

/** The whole rule for one miner and day; `DifficultySumError` for a sum the money math refuses (checkedGross). */
export function rewardOf(difficultySum: number, msatsPerThDay: bigint, poolPpm: number, operatorPpm: number) {
  const { hashes, gross } = checkedGross(difficultySum, msatsPerThDay);
  return { hashes, ...splitReward(gross, poolPpm, operatorPpm) };
}

export type Reward = ReturnType<typeof rewardOf>;
export type Refusal = DifficultySumError["reason"];

/**
 * `rewardOf`, or the reason the money math refuses the sum: callers leave that miner (or name) out and log it,
 * so one corrupt sum never fails the others. Any other error still throws.
 */
export function rewardOrRefusal(
  difficultySum: number,
  msatsPerThDay: bigint,
  poolPpm: number,
  operatorPpm: number,
): { reward: Reward } | { refused: Refusal } {
  try {
    return { reward: rewardOf(difficultySum, msatsPerThDay, poolPpm, operatorPpm) };
  } catch (err) {
    if (err instanceof DifficultySumError) return { refused: err.reason };
    throw err;
  }
}

/** The day's figures a `reward` payment records in its `details` (a day's credit, or a refund of unallocated funds). */
export function rewardDetails(
  difficultySum: number,
  msatsPerThDay: bigint,
  r: RewardSplit & { hashes: bigint },
  fee: { poolPpm: number; operatorPpm: number },
) {
  return {
    share_difficulty: String(difficultySum),
    hashrate_ths: thsOf(r.hashes, 86_400),
    msats_per_th_day: msatsPerThDay.toString(),
    gross: Number(r.gross),
    pool_fee: Number(r.poolFee),
    pool_fee_ppm: fee.poolPpm,
    operator_fee: Number(r.operatorFee),
    operator_fee_ppm: fee.operatorPpm,
    net: Number(r.net),
  };
}

/** Average TH/s of `hashes` over `seconds`, floored to `places` decimals ("12.345"). */
export function thsOf(hashes: bigint, seconds: number, places = 3): string {
  if (seconds <= 0) return formatScaled(0n, places, places);
  const scaled = (hashes * 10n ** BigInt(places)) / (BigInt(Math.round(seconds)) * 10n ** 12n);
  return formatScaled(scaled, places, places);
}
