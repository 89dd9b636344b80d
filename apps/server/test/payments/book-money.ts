import { randomUUID } from "node:crypto";
import type { Db } from "../../src/db/client";
import { payments, payoutRequests } from "../../src/db/schema";
import { postEntry } from "../../src/modules/ledger/ledger.service";
import { minerAccount, operatorAccount, poolAccount } from "../../src/modules/ledger/ledger-accounts";

/** A reward as the reward job books it: ledger entry (reward shape) and the payment row with its details. */
export async function reward(
  db: Db,
  m: { poolId: string; minerId: string; operatorId?: string | null },
  day: string,
  at: Date,
  f: { gross: bigint; poolFee: bigint; operatorFee?: bigint; poolPpm?: number; operatorPpm?: number },
) {
  const operatorFee = f.operatorFee ?? 0n;
  const net = f.gross - f.poolFee - operatorFee;
  await db.transaction(async (tx) => {
    const postings = [
      { account: poolAccount("unallocated", m.poolId), amount: -f.gross },
      { account: minerAccount(m.poolId, m.minerId), amount: net },
      { account: poolAccount("pool_fee", m.poolId), amount: f.poolFee },
    ];
    if (operatorFee > 0n && m.operatorId)
      postings.push({ account: operatorAccount(m.poolId, m.operatorId), amount: operatorFee });
    const { entryId } = await postEntry(tx, {
      kind: "reward",
      idempotencyKey: `reward:${day}:${m.minerId}`,
      at,
      postings,
    });
    await tx.insert(payments).values({
      minerId: m.minerId,
      type: "reward",
      direction: "incoming",
      status: "completed",
      amount: net,
      settlementDay: day,
      details: {
        share_difficulty: "123456789.5",
        hashrate_ths: "100.000",
        msats_per_th_day: 52500,
        gross: Number(f.gross),
        pool_fee: Number(f.poolFee),
        pool_fee_ppm: f.poolPpm ?? 9000,
        operator_fee: Number(operatorFee),
        operator_fee_ppm: f.operatorPpm ?? 0,
        net: Number(net),
      },
      ledgerEntryId: entryId,
      createdAt: at,
      updatedAt: at,
    });
  });
}

/** A payout as the payout job books it (pending, with its request); `txId` marks the request sent. */
export async function payout(
  db: Db,
  m: { poolId: string; minerId: string },
  day: string,
  at: Date,
  amount: bigint,
  opts: { address?: string; txId?: string; status?: "pending" | "completed" } = {},
) {
  const address = opts.address ?? "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
  await db.transaction(async (tx) => {
    const { entryId } = await postEntry(tx, {
      kind: "payout",
      idempotencyKey: `payout:${day}:${m.minerId}`,
      at,
      postings: [
        { account: minerAccount(m.poolId, m.minerId), amount: -amount },
        { account: poolAccount("payout_clearing", m.poolId), amount },
      ],
    });
    const id = randomUUID();
    await tx.insert(payments).values({
      id,
      minerId: m.minerId,
      type: "payout",
      direction: "outgoing",
      status: opts.status ?? "pending",
      amount,
      settlementDay: day,
      address,
      ledgerEntryId: entryId,
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(payoutRequests).values({
      paymentId: id,
      poolId: m.poolId,
      provider: "manual",
      status: opts.txId ? "sent" : "created",
      address,
      amount,
      feeLevel: "MEDIUM",
      feePerVbyte: 5,
      txId: opts.txId ?? null,
      createdAt: at,
      updatedAt: at,
    });
  });
}
