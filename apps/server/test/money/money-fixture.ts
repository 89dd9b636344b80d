import { eq } from "drizzle-orm";
import type { Clock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import {
  minerRollups,
  miners,
  operatorFees,
  operators,
  permissions,
  pools,
  rewardRates,
  users,
} from "../../src/db/schema";
import { sessionFor, tokenHeaders } from "../product-session";

export const api = "/api/backend/v0.1";

/** The current pool and the demo operator's ids. */
export async function poolAndOperator(db: Db) {
  const [pool] = await db.select({ id: pools.id }).from(pools).where(eq(pools.isCurrent, true));
  const [operator] = await db.select({ id: operators.id }).from(operators).limit(1);
  if (!pool || !operator) throw new Error("demo pool and operator expected");
  return { poolId: pool.id, operatorId: operator.id };
}

/** A miner row of the current pool (a customer of `operatorId` when given). */
export async function newMiner(db: Db, name: string, operatorId: string | null = null): Promise<string> {
  const { poolId } = await poolAndOperator(db);
  const [row] = await db
    .insert(miners)
    .values({ poolId, operatorId, accountName: name, title: name })
    .returning({ id: miners.id });
  if (!row) throw new Error("miner not inserted");
  return row.id;
}

/**
 * Accepted difficulty `total` for the miner on `day`, in the day's 4 h buckets: split over the first `buckets`
 * buckets (the sums of doubles stay exact for the integers the tests use).
 */
export async function addDifficulty(db: Db, minerId: string, day: string, total: number, buckets = 2) {
  const start = Date.parse(`${day}T00:00:00Z`);
  const part = total / buckets;
  for (let i = 0; i < buckets; i++) {
    const bucketStart = new Date(start + i * 14_400_000);
    await db.insert(minerRollups).values({
      minerId,
      bucketSeconds: 14_400,
      bucketStart,
      acceptedDifficulty: part,
      acceptedCount: 10,
      rejectedDifficulty: 0,
      rejectedCount: 0,
      lastShareAt: bucketStart,
    });
  }
}

export async function setRate(
  db: Db,
  msats: bigint,
  effectiveFrom: string,
  createdAt = new Date(`${effectiveFrom}T00:00:00Z`),
) {
  const { poolId } = await poolAndOperator(db);
  await db
    .insert(rewardRates)
    .values({ poolId, msatsPerThDay: msats, source: "manual", effectiveFrom, createdAt });
}

/** The operator's fee on its customer from `startDate` (no end), in ppm: 10,000 is 1 %. */
export async function setOperatorFee(
  db: Db,
  minerId: string,
  operatorId: string,
  ppm: number,
  startDate: string,
) {
  await db
    .insert(operatorFees)
    .values({ minerId, operatorId, ppm, startDate, createdAt: new Date(`${startDate}T00:00:00Z`) });
}

/** Session headers of a user (created when new), with a permission on an account when given. */
export async function headersOf(
  db: Db,
  clock: Clock,
  email: string,
  grant?: { type: "miner" | "pool" | "operator"; id: string; role: string },
  opts: { totp?: boolean } = {},
) {
  const session = await sessionFor(db, clock, email, opts);
  if (grant) {
    await db.insert(users).values({ identityId: session.identityId, email }).onConflictDoNothing();
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.identityId, session.identityId));
    if (!user) throw new Error("user not made");
    const column = { miner: "minerId", pool: "poolId", operator: "operatorId" }[grant.type];
    await db
      .insert(permissions)
      .values({
        userId: user.id,
        type: grant.type,
        [column]: grant.id,
        role: grant.role,
      } as typeof permissions.$inferInsert)
      .onConflictDoNothing();
  }
  return tokenHeaders(session);
}
