import { type AccessRole, type AccountType, rolesThatMay } from "@pithead/contract";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { permissions, pools, userDeletionRequests, users } from "../../db/schema";
import { recordAccessAudit } from "../accounts/access-audit.repository";

/** A user as pool staff see them: the list's row and, for one user, the page's head. */
export type MemberRow = {
  userId: string;
  identityId: string;
  email: string;
  language: string;
  createdAt: Date;
  accounts: { type: AccountType; account_id: string; name: string; role: AccessRole }[];
  twoFactor: boolean;
  lastSignInAt: Date | null;
  activeSessions: number;
};

export type ScopedPermission = {
  id: string;
  type: AccountType;
  accountId: string;
  name: string;
  role: AccessRole;
  createdAt: Date;
};

export type ScopedInvite = {
  id: string;
  type: AccountType;
  accountId: string;
  accountName: string;
  role: AccessRole;
  sentAt: Date;
  expiresAt: Date;
  /** The operator's title of a Control Hub customer (the link goes to its branded sign-up). */
  operatorTitle: string | null;
};

export type AuditEntry = {
  poolId: string;
  actorUserId: string;
  actorEmail: string;
  address: string | null;
  action: string;
  targetUserId: string | null;
  targetEmail: string | null;
};

const secondFactorTypes = sql`('totp', 'lookup_secret', 'webauthn')`;
const list = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * "Within the pools": a permission on one of the pools, on a miner account of theirs (not deleted) or on one of
 * their operators. `p` is the permissions alias of the surrounding query.
 */
function withinPools(poolIds: readonly string[], opts: { deletedMiners?: boolean } = {}): SQL {
  const ids = list(poolIds);
  const alive = opts.deletedMiners ? sql`` : sql` and m.deleted_at is null`;
  return sql`(p.pool_id in (${ids})
    or p.miner_id in (select m.id from miners m where m.pool_id in (${ids})${alive})
    or p.operator_id in (select o.id from operators o where o.pool_id in (${ids})))`;
}

/** The same rule over `accountJoins` (one index lookup per permission instead of the pools' miner list). */
function joinedWithinPools(poolIds: readonly string[]): SQL {
  const ids = list(poolIds);
  return sql`(p.pool_id in (${ids}) or (mi.pool_id in (${ids}) and mi.deleted_at is null) or op.pool_id in (${ids}))`;
}

const accountIdSql = sql`coalesce(p.pool_id, p.miner_id, p.operator_id)::text`;
const accountNameSql = sql`coalesce(pl.name, mi.account_name, op.operator_name, '')`;
const accountJoins = sql`left join pools pl on pl.id = p.pool_id
  left join miners mi on mi.id = p.miner_id
  left join operators op on op.id = p.operator_id`;
const accountOrder = sql`case p.type when 'pool' then 0 when 'operator' then 1 else 2 end, ${accountNameSql}`;

type Rows = { rows: Record<string, unknown>[] };
const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : date(value);

/** Likes `%part%` with the wildcard characters of the part taken literally. */
function containsPattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The conditions on `users u` of the users list, its page and its total alike: a permission within the pools
 * (checked per user, so a page walks the e-mail index and stops when full), `search` in the e-mail (a trigram
 * index lookup from 3 characters), one user.
 */
function memberFilters(q: { poolIds: readonly string[]; search?: string; userId?: string }): SQL[] {
  const filters: SQL[] = [
    sql`exists (select 1 from permissions p ${accountJoins}
      where p.user_id = u.id and ${joinedWithinPools(q.poolIds)})`,
  ];
  if (q.search) filters.push(sql`u.email ilike ${containsPattern(q.search)}`);
  if (q.userId) filters.push(sql`u.id = ${q.userId}`);
  return filters;
}

/** Drizzle access for the pool users admin (users within a pool, their permissions, invitations, audit). */
export function poolUsersRepository(db: Db) {
  async function deletionRequestedAt(userId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: userDeletionRequests.createdAt })
      .from(userDeletionRequests)
      .where(eq(userDeletionRequests.userId, userId))
      .limit(1);
    return row?.at ?? null;
  }
  return {
    /** The pools on which the user's role may manage access (owner, admin), with that role. */
    async managedPools(userId: string): Promise<{ poolId: string; role: string }[]> {
      const rows = await db
        .select({ poolId: permissions.poolId, role: permissions.role })
        .from(permissions)
        .where(
          and(
            eq(permissions.userId, userId),
            eq(permissions.type, "pool"),
            inArray(permissions.role, rolesThatMay("manage_access")),
          ),
        );
      return rows.flatMap((r) => (r.poolId ? [{ poolId: r.poolId, role: r.role }] : []));
    },

    async userByIdentity(identityId: string) {
      const [row] = await db.select().from(users).where(eq(users.identityId, identityId)).limit(1);
      return row;
    },

    async allPools(): Promise<string[]> {
      const rows = await db.select({ id: pools.id }).from(pools);
      return rows.map((r) => r.id);
    },

    /** The roles the user holds on the pools themselves (not on their miners or operators). */
    async poolRoles(userId: string, poolIds: readonly string[]): Promise<string[]> {
      if (poolIds.length === 0) return [];
      const rows = await db
        .select({ role: permissions.role })
        .from(permissions)
        .where(and(eq(permissions.userId, userId), inArray(permissions.poolId, [...poolIds])));
      return rows.map((r) => r.role);
    },

    /** Which of `poolIds` the user belongs to (holds a permission within). */
    async poolsOfUser(userId: string, poolIds: readonly string[]): Promise<string[]> {
      if (poolIds.length === 0) return [];
      const result = (await db.execute(sql`
        select distinct coalesce(p.pool_id, m.pool_id, o.pool_id)::text as pool_id
        from permissions p
        left join miners m on m.id = p.miner_id and m.deleted_at is null
        left join operators o on o.id = p.operator_id
        where p.user_id = ${userId} and ${withinPools(poolIds)}`)) as unknown as Rows;
      return result.rows.map((r) => String(r.pool_id));
    },

    /**
     * How many users are within the pools (with `search` in their e-mail): the list's total, read apart from its
     * page with the page's own conditions (the service keeps it until users or permissions change).
     */
    async memberCount(q: { poolIds: readonly string[]; search?: string }): Promise<number> {
      const result = (await db.execute(sql`
        select count(*)::int as total from users u
        where ${sql.join(memberFilters(q), sql` and `)}`)) as unknown as Rows;
      return Number(result.rows[0]?.total ?? 0);
    },

    /**
     * One page of the users within the pools (e-mail order) in ONE statement: users are walked in the order of
     * their e-mail index and each is checked for a permission within the pools until the page is full, then only
     * the page's rows get their accounts, second-factor flag, last sign-in and active sessions. The first page of
     * 100,000 users reads its 20 (a set of all members first, sorted, took about 2 s).
     */
    async members(q: {
      poolIds: readonly string[];
      now: Date;
      search?: string;
      userId?: string;
      limit: number;
      offset: number;
    }): Promise<MemberRow[]> {
      const result = (await db.execute(sql`
        with cut as (
          select u.id, u.identity_id, u.email, u.language, u.created_at
          from users u where ${sql.join(memberFilters(q), sql` and `)}
          order by u.email, u.id limit ${q.limit} offset ${q.offset}
        ),
        page as (
          -- Only the page's rows pay for the identity id check (a regular expression per row).
          select c.*,
            case when c.identity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then c.identity_id::uuid end as iid
          from cut c
        )
        select page.id, page.identity_id, page.email, page.language, page.created_at,
          (select coalesce(json_agg(json_build_object('type', p.type, 'account_id', ${accountIdSql},
              'name', ${accountNameSql}, 'role', p.role) order by ${accountOrder}), '[]'::json)
            from permissions p ${accountJoins}
            where p.user_id = page.id and ${joinedWithinPools(q.poolIds)}) as accounts,
          exists (select 1 from identity_credentials c
            where c.identity_id = page.iid and c.type in ${secondFactorTypes}) as two_factor,
          (select max(s.authenticated_at) from identity_sessions s where s.identity_id = page.iid) as last_sign_in,
          (select count(*)::int from identity_sessions s
            where s.identity_id = page.iid and s.active and s.expires_at > ${q.now}) as active_sessions
        from page
        order by page.email, page.id`)) as unknown as Rows;
      return result.rows.map(
        (r): MemberRow => ({
          userId: String(r.id),
          identityId: String(r.identity_id),
          email: String(r.email),
          language: String(r.language),
          createdAt: date(r.created_at),
          accounts: (r.accounts ?? []) as MemberRow["accounts"],
          twoFactor: r.two_factor === true,
          lastSignInAt: dateOrNull(r.last_sign_in),
          activeSessions: Number(r.active_sessions ?? 0),
        }),
      );
    },

    /** The user's permissions within the pools. */
    async permissionsWithin(userId: string, poolIds: readonly string[]): Promise<ScopedPermission[]> {
      const result = (await db.execute(sql`
        select p.id, p.type, ${accountIdSql} as account_id, ${accountNameSql} as name, p.role, p.created_at
        from permissions p ${accountJoins}
        where p.user_id = ${userId} and ${withinPools(poolIds)}
        order by ${accountOrder}`)) as unknown as Rows;
      return result.rows.map((r) => ({
        id: String(r.id),
        type: r.type as AccountType,
        accountId: String(r.account_id),
        name: String(r.name),
        role: r.role as AccessRole,
        createdAt: date(r.created_at),
      }));
    },

    /**
     * Accounts within the pools (not deleted) that the user owns with nobody else as owner: removing the user
     * would leave them without an owner.
     */
    async soleOwnerships(userId: string, poolIds: readonly string[]): Promise<string[]> {
      const result = (await db.execute(sql`
        select ${accountNameSql} as name
        from permissions p ${accountJoins}
        where p.user_id = ${userId} and p.role = 'owner' and ${withinPools(poolIds)}
          and not exists (select 1 from permissions q where q.role = 'owner' and q.user_id <> p.user_id
            and q.type = p.type and coalesce(q.pool_id, q.miner_id, q.operator_id)
              = coalesce(p.pool_id, p.miner_id, p.operator_id))
        order by ${accountOrder}`)) as unknown as Rows;
      return result.rows.map((r) => String(r.name));
    },

    /** Removes the user's permissions within the pools (a deleted miner's too); answers how many. */
    async removePermissionsWithin(userId: string, poolIds: readonly string[]): Promise<number> {
      const result = (await db.execute(sql`
        delete from permissions p
        where p.user_id = ${userId} and ${withinPools(poolIds, { deletedMiners: true })}
        returning p.id`)) as unknown as Rows;
      return result.rows.length;
    },

    async permissionCount(userId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(permissions)
        .where(eq(permissions.userId, userId));
      return Number(rows[0]?.n ?? 0);
    },

    /**
     * Deletes the product user (watcher links, deletion request and permissions go with it). False when money
     * records still name them as their author (wallet addresses, fees, reward rates: no ON DELETE there), so the
     * row stays, without any access.
     */
    async tryDeleteUser(userId: string): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx.delete(users).where(eq(users.id, userId));
        });
        return true;
      } catch (error) {
        const code = (error as { code?: string; cause?: { code?: string } }).code;
        const causeCode = (error as { cause?: { code?: string } }).cause?.code;
        if (code === "23503" || causeCode === "23503") return false;
        throw error;
      }
    },

    /** Pending invitations (not accepted, not withdrawn; expired ones too) to the e-mail, within the pools. */
    async pendingInvites(
      email: string,
      poolIds: readonly string[],
      inviteId?: string,
    ): Promise<ScopedInvite[]> {
      const byId = inviteId ? sql` and p.id = ${inviteId}` : sql``;
      const result = (await db.execute(sql`
        select p.id, p.type, ${accountIdSql} as account_id, ${accountNameSql} as name, p.role, p.sent_at,
          p.expires_at, hub.title as operator_title
        from invites p ${accountJoins}
        left join operators hub on hub.id = mi.operator_id
        where lower(p.email) = lower(${email}) and p.accepted_at is null and p.revoked_at is null
          and ${withinPools(poolIds)}${byId}
        order by p.sent_at desc
        limit 200`)) as unknown as Rows;
      return result.rows.map((r) => ({
        id: String(r.id),
        type: r.type as AccountType,
        accountId: String(r.account_id),
        accountName: String(r.name),
        role: r.role as AccessRole,
        sentAt: date(r.sent_at),
        expiresAt: date(r.expires_at),
        operatorTitle: r.operator_title === null ? null : String(r.operator_title),
      }));
    },

    deletionRequestedAt,

    /** Records the user's own deletion request once; `created` is false when one was already there. */
    async recordDeletionRequest(userId: string, at: Date): Promise<{ created: boolean; at: Date }> {
      const inserted = await db
        .insert(userDeletionRequests)
        .values({ userId, createdAt: at })
        .onConflictDoNothing({ target: userDeletionRequests.userId })
        .returning({ at: userDeletionRequests.createdAt });
      if (inserted[0]) return { created: true, at: inserted[0].at };
      return { created: false, at: (await deletionRequestedAt(userId)) ?? at };
    },

    audit: (entries: AuditEntry[]) =>
      recordAccessAudit(
        db,
        entries.map(({ poolId, ...entry }) => ({ type: "pool", accountId: poolId, ...entry })),
      ),
  };
}
export type PoolUsersRepository = ReturnType<typeof poolUsersRepository>;
