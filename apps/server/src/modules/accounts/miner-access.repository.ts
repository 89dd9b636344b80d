import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { namedQuery } from "../../db/named-query";
import { miners, operators, permissions } from "../../db/schema";
import { changeCacheOf } from "../../lib/change-cache";
import { wholePoolLimit, withinLimit } from "../../lib/whole-pool-read";

/** A permission reaches a miner when it is on the miner itself, on its Control Hub operator, or on its pool. */
const permissionReachesMiner = or(
  eq(permissions.minerId, miners.id),
  eq(permissions.operatorId, miners.operatorId),
  eq(permissions.poolId, miners.poolId),
);
/** A permission reaches an operator when it is on the operator or on its pool. */
const permissionReachesOperator = or(
  eq(permissions.operatorId, operators.id),
  eq(permissions.poolId, operators.poolId),
);

/**
 * `grantsOnMiners` as a named statement (every miner read's access check runs it on a cache miss): the
 * permissions of user $2 that reach miners $1 (`permissionReachesMiner`), deleted miners never.
 */
const grantsOnMinersText = `select m.id::text as miner_id, p.role from miners m
  join permissions p on (p.miner_id = m.id or p.operator_id = m.operator_id or p.pool_id = m.pool_id)
  where m.id = any($1::uuid[]) and m.deleted_at is null and p.user_id = $2::uuid`;

/**
 * Every miner the permissions of user $1 reach (the same rule), at most $2 rows: what the cache keeps per user,
 * so a pool's staff reading one miner after another (a dashboard of 5,000 miners) asks the database once.
 */
const grantsOfUserText = `select m.id::text as miner_id, p.role from permissions p
  join miners m on (m.id = p.miner_id or m.operator_id = p.operator_id or m.pool_id = p.pool_id)
  where p.user_id = $1::uuid and m.deleted_at is null limit $2::int`;

/** One permission of a user as it reaches an account: its role (its sections derive from it). */
export type Grant = { role: string };

/**
 * The permissions that reach accounts (deleted miners never): the data behind `read-access.ts`. On the app's pool
 * the answers for one account come from the process's auth cache (`plugins/auth-cache.ts`: emptied by any change
 * of permissions, miners or operators); inside a transaction they are always read.
 */
export function minerAccessRepository(db: Db): MinerAccessRepository {
  const read = readGrants(db);
  const cache = changeCacheOf(db);
  if (!cache) return read;
  return {
    /**
     * From every grant of the user (one read per cache generation), or, for a user whose permissions reach
     * more than `wholePoolLimit` (miner, role) pairs, per miner as before.
     */
    grantsOnMiners: async (userId, minerIds) => {
      const all = await cache.get(`user-grants:${userId}`, () => grantsOfUser(db, userId));
      if (all) {
        const grants = new Map<string, Grant[]>();
        for (const id of minerIds) {
          const list = all.get(id);
          if (list) grants.set(id, list);
        }
        return grants;
      }
      const [only] = minerIds;
      if (minerIds.length !== 1 || only === undefined) return read.grantsOnMiners(userId, minerIds);
      return cache.get(`miner-grants:${userId}:${only}`, () => read.grantsOnMiners(userId, minerIds));
    },
    grantsOnPool: (userId, poolId) =>
      cache.get(`pool-grants:${userId}:${poolId}`, () => read.grantsOnPool(userId, poolId)),
    grantsOnOperator: (userId, operatorId) =>
      cache.get(`operator-grants:${userId}:${operatorId}`, () => read.grantsOnOperator(userId, operatorId)),
  };
}
export type MinerAccessRepository = ReturnType<typeof readGrants>;

/** Every grant of the user by miner, or null when they reach more than `wholePoolLimit` (miner, role) pairs. */
async function grantsOfUser(db: Db, userId: string): Promise<Map<string, Grant[]> | null> {
  const rows = await namedQuery<{ miner_id: string; role: string }>(db, "grants_of_user", grantsOfUserText, [
    userId,
    wholePoolLimit + 1,
  ]);
  const kept = withinLimit(rows, wholePoolLimit);
  if (!kept) return null;
  const grants = new Map<string, Grant[]>();
  for (const row of kept) {
    const list = grants.get(row.miner_id) ?? [];
    list.push({ role: row.role });
    grants.set(row.miner_id, list);
  }
  return grants;
}

function readGrants(db: Db) {
  return {
    /** The user's grants that reach each of `minerIds`, by miner id (miners without any are absent). */
    async grantsOnMiners(userId: string, minerIds: string[]): Promise<Map<string, Grant[]>> {
      const grants = new Map<string, Grant[]>();
      if (minerIds.length === 0) return grants;
      const rows = await namedQuery<{ miner_id: string; role: string }>(
        db,
        "grants_on_miners",
        grantsOnMinersText,
        [minerIds, userId],
      );
      for (const row of rows) {
        const list = grants.get(row.miner_id) ?? [];
        list.push({ role: row.role });
        grants.set(row.miner_id, list);
      }
      return grants;
    },
    /** The user's grants on a pool (its own permission). */
    async grantsOnPool(userId: string, poolId: string): Promise<Grant[]> {
      return db
        .select({ role: permissions.role })
        .from(permissions)
        .where(and(eq(permissions.poolId, poolId), eq(permissions.userId, userId)));
    },
    /** The user's grants that reach an operator (on it, or on its pool). */
    async grantsOnOperator(userId: string, operatorId: string): Promise<Grant[]> {
      return db
        .select({ role: permissions.role })
        .from(operators)
        .innerJoin(permissions, permissionReachesOperator)
        .where(and(eq(operators.id, operatorId), eq(permissions.userId, userId)));
    },
  };
}

/** Where a user's permission on a miner sits: on the miner itself, on its operator, or on its pool. */
export type GrantVia = "miner" | "operator" | "pool";

/** The user's permissions that reach one miner, with where each sits (for write rules, `write-access.ts`). */
export async function grantsOnMinerVia(
  db: Db,
  userId: string,
  minerId: string,
): Promise<{ via: GrantVia; role: string }[]> {
  const rows = await db
    .select({
      onMiner: permissions.minerId,
      onOperator: permissions.operatorId,
      role: permissions.role,
    })
    .from(miners)
    .innerJoin(permissions, permissionReachesMiner)
    .where(and(eq(miners.id, minerId), isNull(miners.deletedAt), eq(permissions.userId, userId)));
  return rows.map((r) => ({
    via: r.onMiner ? "miner" : r.onOperator ? "operator" : "pool",
    role: r.role,
  }));
}
