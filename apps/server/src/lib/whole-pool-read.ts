/**
 * The most rows one whole-pool read takes (a user's grants, every miner's view, balance, pool, fees or share
 * times: `docs/DEPLOY.md`): a pool of 20,000 miners is a few MB per process. Past it, callers read miner by
 * miner. Such a read asks for `wholePoolLimit + 1` rows and hands them to `withinLimit`.
 */
export const wholePoolLimit = 20_000;

/** The rows of a read made with `limit + 1`, or null when there were more than `limit`. */
export function withinLimit<T>(rows: T[], limit: number): T[] | null {
  return rows.length > limit ? null : rows;
}
