import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { postEntry } from "../ledger/ledger.service";
import { poolAccount } from "../ledger/ledger-accounts";
import { rewardOrRefusal } from "../rewards/reward-math";
import type { UnattributedDay } from "./unallocated.repository";
import { unallocatedRepository } from "./unallocated.repository";

/**
 * Part of the reward run of `day` (its transaction): each unknown account name's shares of the day are valued like
 * a miner's (FPPS, the pool's default fee, no operator) and recorded as unallocated funds. The pool fee is posted
 * at once (`unallocated` -fee, `pool_fee` +fee, entry `unallocated:<pool>:<day>:<name>`); the rest stays in the
 * pool's `unallocated` account until a refund moves it to a miner. A repeat records nothing. A name whose sum the
 * money math refuses (`rewardOrRefusal`) records nothing and is logged; the others are kept. Answers the sum kept.
 */
export async function settleUnattributed(
  tx: Db,
  day: string,
  found: UnattributedDay[],
  rates: ReadonlyMap<string, bigint>,
  at: Date,
  log?: Pick<FastifyBaseLogger, "error">,
): Promise<bigint> {
  const repo = unallocatedRepository(tx);
  let kept = 0n;
  for (const u of found) {
    const rate = rates.get(u.poolId) ?? 0n;
    const outcome = rewardOrRefusal(u.difficulty, rate, u.feePpm, 0);
    if ("refused" in outcome) {
      log?.error(
        { day, poolId: u.poolId, account: u.accountName, difficulty: u.difficulty, reason: outcome.refused },
        "reward run: an unknown account's difficulty sum refused, nothing recorded",
      );
      continue;
    }
    const r = outcome.reward;
    if (r.net <= 0n) continue;
    let ledgerEntryId: string | null = null;
    if (r.poolFee > 0n) {
      const entry = await postEntry(tx, {
        kind: "reward",
        idempotencyKey: `unallocated:${u.poolId}:${day}:${u.accountName}`,
        memo: `FPPS value of unknown account ${u.accountName} for ${day}`,
        at,
        postings: [
          { account: poolAccount("unallocated", u.poolId), amount: -r.poolFee },
          { account: poolAccount("pool_fee", u.poolId), amount: r.poolFee },
        ],
      });
      if (!entry.created) continue;
      ledgerEntryId = entry.entryId;
    }
    const id = await repo.insert({
      poolId: u.poolId,
      day,
      accountName: u.accountName,
      shareDifficulty: u.difficulty,
      msatsPerThDay: rate,
      gross: r.gross,
      fee: r.poolFee,
      feePpm: u.feePpm,
      ledgerEntryId,
      createdAt: at,
    });
    if (id) kept += r.net;
  }
  return kept;
}
