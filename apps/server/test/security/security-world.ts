import { eq } from "drizzle-orm";
import type { App } from "../../src/app";
import type { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import {
  identitySessions,
  invites,
  miners,
  operators,
  payoutRequests,
  permissions,
  platformAccounts,
  pools,
  profitSharings,
  promocodes,
  rewardRates,
  unallocatedFunds,
  users,
  workers,
} from "../../src/db/schema";
import { sha256Hex } from "../../src/modules/identity/lib/tokens";
import { runPayouts } from "../../src/modules/payouts/payout-run";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { credit, walletWith } from "../payouts-helper";
import { sessionFor, type TestSession } from "../product-session";
import { postShares } from "../telemetry/shares";

export const api = "/api/backend/v0.1";
/** The world's clock: a Monday morning, after the day's reward run (09:00) and before the payouts (14:00). */
export const worldNow = "2026-03-02T10:07:30Z";
export const today = "2026-03-02";
export const yesterday = "2026-03-01";
/** A valid mainnet payout address (BIP 173 test vector). */
export const payoutAddress = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

/** Who calls: the principals of the authorization matrix. */
export const principals = [
  "anonymous",
  "watcherAll",
  "watcherDashboard",
  "stranger",
  "viewer",
  "accountant",
  "manager",
  "treasurer",
  "admin",
  "poolStaff",
  "poolAdmin",
  "operator",
  "customer",
  "platformAccountant",
  "platformTreasurer",
  "platformOwner",
  "ownerAal1",
  "owner",
] as const;
export type Principal = (typeof principals)[number];

/** The roles of alice's members (their sections derive from the role). */
const memberRoles = ["viewer", "accountant", "manager", "treasurer", "admin"] as const;
export type MemberRole = (typeof memberRoles)[number];

type Headers = Record<string, string>;

export type SecurityWorld = Awaited<ReturnType<typeof buildSecurityWorld>>;

async function productUser(db: Db, session: TestSession, email: string): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ identityId: session.identityId, email })
    .onConflictDoUpdate({ target: users.identityId, set: { email } })
    .returning({ id: users.id });
  if (!row) throw new Error(`no product user for ${email}`);
  return row.id;
}

async function minerRow(db: Db, poolId: string, name: string, operatorId: string | null = null) {
  const [row] = await db
    .insert(miners)
    .values({ poolId, operatorId, accountName: name, title: name })
    .returning({ id: miners.id });
  if (!row) throw new Error(`miner ${name} not inserted`);
  return row.id;
}

type Grant =
  | { type: "miner"; minerId: string }
  | { type: "pool"; poolId: string }
  | { type: "operator"; operatorId: string }
  | { type: "platform"; platformAccountId: string };

async function grant(db: Db, userId: string, on: Grant, role: string) {
  const row = { userId, ...on, role } as typeof permissions.$inferInsert;
  await db.insert(permissions).values(row);
}

/**
 * The world of the security suites, built once per test file on its database (`useTestDatabase({demo: false})`):
 * - the current pool with an operator `Hub` and its customer miner `cust`;
 * - alice owns `alice` (the miner the matrix reads and writes) and `alicetwo`; alice has TOTP and two sessions,
 *   aal2 (`owner`) and aal1 (`ownerAal1`);
 * - members of `alice` with the roles viewer, accountant, manager, treasurer, admin, each also the owner of a
 *   miner of their own in the pool (a transfer target);
 * - a stranger with their own miner, pool staff (owner of the pool) and a pool admin, the operator's owner, the
 *   owner of its customer `cust` (whose operator hides its fee), platform accountant, treasurer and owner; every
 *   session aal2 with TOTP set up, except `ownerAal1`;
 * - watcher links on `alice`: every section, dashboard only, and two links to revoke;
 * - alice's hardware worker `rig1` and boundary worker `bnd1` (shares ingested a few minutes ago), a balance
 *   on `alice`, a wallet with an address; a payout request (of `alicetwo`), an unallocated funds row.
 */
export async function buildSecurityWorld(app: App, db: Db, clock: TestClock) {
  const [current] = await db.select({ id: pools.id }).from(pools).where(eq(pools.isCurrent, true));
  if (!current) throw new Error("no current pool");
  const poolId = current.id;
  // The pool offers the monthly mining report (its routes answer 404 otherwise).
  await db.update(pools).set({ miningReport: true }).where(eq(pools.id, poolId));
  const [op] = await db
    .insert(operators)
    .values({ poolId, operatorName: "hub", title: "Hub" })
    .returning({ id: operators.id });
  if (!op) throw new Error("no operator");
  const operatorId = op.id;
  const [platform] = await db
    .insert(platformAccounts)
    .values({ name: "security-platform" })
    .returning({ id: platformAccounts.id });
  if (!platform) throw new Error("no platform account");

  const sessionOf = async (name: string, opts: { aal?: "aal1" | "aal2" } = {}) => {
    const email = `${name.toLowerCase()}@security.test`;
    const session = await sessionFor(db, clock, email, { aal: opts.aal ?? "aal2", totp: true });
    return { email, session, userId: await productUser(db, session, email) };
  };

  const owner = await sessionOf("alice");
  const ownerAal1 = await sessionFor(db, clock, owner.email, { aal: "aal1", totp: true });
  /** A third session of alice's: `DELETE /identity/sessions/{id}` revokes it. */
  const spare = await sessionFor(db, clock, owner.email, { aal: "aal2", totp: true });
  const [spareRow] = await db
    .select({ id: identitySessions.id })
    .from(identitySessions)
    .where(eq(identitySessions.tokenHash, sha256Hex(spare.token)));
  if (!spareRow) throw new Error("no spare session");

  const minerIds = {
    alice: await minerRow(db, poolId, "alice"),
    alicetwo: await minerRow(db, poolId, "alicetwo"),
    cust: await minerRow(db, poolId, "cust", operatorId),
    stranger: await minerRow(db, poolId, "stranger"),
  };
  await grant(db, owner.userId, { type: "miner", minerId: minerIds.alice }, "owner");
  await grant(db, owner.userId, { type: "miner", minerId: minerIds.alicetwo }, "owner");

  const stranger = await sessionOf("stranger");
  await grant(db, stranger.userId, { type: "miner", minerId: minerIds.stranger }, "owner");

  /** Each member's own miner (named after the role), the target of their transfer attempt. */
  const ownMiner: Partial<Record<Principal, string>> = {
    owner: minerIds.alicetwo,
    ownerAal1: minerIds.alicetwo,
    stranger: minerIds.stranger,
  };
  const sessions: Partial<Record<Principal, TestSession>> = {
    owner: owner.session,
    ownerAal1,
    stranger: stranger.session,
  };
  const userIds: Partial<Record<Principal, string>> = { owner: owner.userId, stranger: stranger.userId };
  for (const role of memberRoles) {
    const member = await sessionOf(role);
    await grant(db, member.userId, { type: "miner", minerId: minerIds.alice }, role);
    const own = await minerRow(db, poolId, `${role}own`);
    await grant(db, member.userId, { type: "miner", minerId: own }, "owner");
    ownMiner[role] = own;
    sessions[role] = member.session;
    userIds[role] = member.userId;
  }
  const onPlatform = { type: "platform", platformAccountId: platform.id } as Grant;
  const staff: [Principal, Grant, string][] = [
    ["poolStaff", { type: "pool", poolId }, "owner"],
    ["poolAdmin", { type: "pool", poolId }, "admin"],
    ["operator", { type: "operator", operatorId }, "owner"],
    // The operator's customer, whose operator hides its fee from it.
    ["customer", { type: "miner", minerId: minerIds.cust }, "owner"],
    ["platformAccountant", onPlatform, "accountant"],
    ["platformTreasurer", onPlatform, "treasurer"],
    ["platformOwner", onPlatform, "owner"],
  ];
  await db.update(miners).set({ totalFeeHide: true }).where(eq(miners.id, minerIds.cust));
  for (const [name, on, role] of staff) {
    const user = await sessionOf(name);
    await grant(db, user.userId, on, role);
    sessions[name] = user.session;
    userIds[name] = user.userId;
  }

  // A settings flow of alice's (the identity service's settings routes read and submit it).
  const settings = await app.inject({
    url: "/identity/self-service/settings/api",
    headers: { "x-session-token": owner.session.token },
  });
  if (settings.statusCode !== 200) throw new Error(`settings flow: ${settings.body}`);
  const settingsFlowId = settings.json().id as string;

  // Watcher links on alice (made by alice, at aal2, through the API).
  const link = async (label: string, sections?: string[]) => {
    const res = await app.inject({
      method: "POST",
      url: `${api}/miners/${minerIds.alice}/watchers`,
      headers: { "x-session-token": owner.session.token },
      payload: { label, ...(sections ? { permissions: sections } : {}) },
    });
    if (res.statusCode !== 200) throw new Error(`watcher link ${label}: ${res.body}`);
    return res.json() as { id: string; token: string };
  };
  const watcherAll = await link("every section", ["dashboard", "workers", "payments"]);
  const watcherDashboard = await link("dashboard only", ["dashboard"]);
  const revokeByMiner = await link("revoked through the miner");
  const revokeByIdentity = await link("revoked through the identity");

  // Telemetry: a hardware and a boundary worker of alice's, one share a minute for the last half hour.
  const start = clock.now().getTime() - 35 * 60_000;
  const shares = Array.from({ length: 30 }, (_, i) => new Date(start + i * 60_000).toISOString()).flatMap(
    (ts) => [
      { ts, worker: "rig1" },
      { ts, worker: "bnd1", behaviour: "boundary" as const },
      { ts, account: "cust", worker: "c1" },
    ],
  );
  const ingested = await postShares(app, "security-world-1", shares);
  if (ingested.statusCode !== 200) throw new Error(`ingest: ${ingested.body}`);
  await compactWorkerRollups(db, clock);
  const workerRows = await db.select({ id: workers.id, name: workers.name }).from(workers);
  const workerId = (name: string) => {
    const row = workerRows.find((w) => w.name === name);
    if (!row) throw new Error(`no worker ${name}`);
    return row.id;
  };

  // Money: a reward rate since February, alice's balance and wallet; a payout request of alicetwo's; an unallocated funds row.
  await db.insert(rewardRates).values({
    poolId,
    msatsPerThDay: 50_000_000n,
    source: "manual",
    effectiveFrom: "2026-02-01",
    createdAt: new Date("2026-02-01T00:00:00Z"),
  });
  await credit(db, clock, minerIds.alice, 1_000_000n);
  // Alice's address is new (payouts paused for a day), so no payout run takes her balance.
  const walletId = await walletWith(db, minerIds.alice, {
    min: 10_000n,
    address: payoutAddress,
    pausedUntil: new Date(clock.now().getTime() + 20 * 3600_000),
  });
  await walletWith(db, minerIds.alicetwo, {
    min: 10_000n,
    address: payoutAddress,
    pausedUntil: new Date(clock.now().getTime() - 3600_000),
  });
  await credit(db, clock, minerIds.alicetwo, 50_000n);
  await runPayouts(db, clock, today);
  const [request] = await db.select({ id: payoutRequests.id }).from(payoutRequests).limit(1);
  if (!request) throw new Error("no payout request");
  const [funds] = await db
    .insert(unallocatedFunds)
    .values({
      poolId,
      day: yesterday,
      accountName: "alicetypo",
      shareDifficulty: 1000,
      msatsPerThDay: 50_000_000n,
      gross: 1000n,
      fee: 10n,
      feePpm: 10_000,
      createdAt: clock.now(),
    })
    .returning({ id: unallocatedFunds.id });
  if (!funds) throw new Error("no unallocated funds");
  // A platform promo code: the `{id}` of `platform/promocodes/{id}`.
  const [promocode] = await db
    .insert(promocodes)
    .values({
      code: "MATRIX-CODE",
      effectiveFrom: today,
      status: "active",
      type: "universal",
      feeType: "rel",
      feeValue: 1000,
      durationDays: 30,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning({ id: promocodes.id });
  if (!promocode) throw new Error("no promo code");
  // Profit sharing (issue 14): alice shares 5 % with `stranger` since yesterday (the matrix's DELETE ends it).
  await db.insert(profitSharings).values({
    donorMinerId: minerIds.alice,
    recipientMinerId: minerIds.stranger,
    type: "profit_sharing",
    ppm: 50_000,
    startDate: yesterday,
    createdAt: clock.now(),
  });

  // Access sharing (issue 13): each principal's permission id on the account it belongs to (alice's members on
  // `alice`, pool staff on the pool, the operator on the operator), and one pending invitation per shared account.
  const accessPermissions: Partial<Record<Principal, string>> = {};
  const accountOfPrincipal: Partial<Record<Principal, string>> = { poolStaff: poolId, operator: operatorId };
  const held = await db.select().from(permissions);
  for (const [name, userId] of Object.entries(userIds) as [Principal, string][]) {
    const account = accountOfPrincipal[name] ?? minerIds.alice;
    const row = held.find((h) => h.userId === userId && (h.minerId ?? h.poolId ?? h.operatorId) === account);
    if (row) accessPermissions[name] = row.id;
  }
  const invite = async (on: {
    type: "miner" | "pool" | "operator";
    column: "minerId" | "poolId" | "operatorId";
    id: string;
  }) => {
    const [row] = await db
      .insert(invites)
      .values({
        tokenHash: sha256Hex(`matrix-invite-${on.type}`),
        email: `invited-${on.type}@security.test`,
        type: on.type,
        [on.column]: on.id,
        role: "viewer",
        expiresAt: new Date(clock.now().getTime() + 7 * 24 * 3600_000),
      })
      .returning({ id: invites.id });
    if (!row) throw new Error(`no invitation on the ${on.type}`);
    return row.id;
  };
  const accessInvites = {
    miner: await invite({ type: "miner", column: "minerId", id: minerIds.alice }),
    pool: await invite({ type: "pool", column: "poolId", id: poolId }),
    operator: await invite({ type: "operator", column: "operatorId", id: operatorId }),
  };

  // Pool users admin (issue 13): throwaway users of the pool (viewers of alice's miner, not principals) whom the
  // pool-users rows sign out, strip of their second factor and delete.
  const poolUserOf = async (name: string) => {
    const user = await sessionOf(name);
    await grant(db, user.userId, { type: "miner", minerId: minerIds.alice }, "viewer");
    const [row] = await db
      .select({ id: identitySessions.id })
      .from(identitySessions)
      .where(eq(identitySessions.tokenHash, sha256Hex(user.session.token)));
    if (!row) throw new Error(`no session of ${name}`);
    return { identityId: user.session.identityId, sessionId: row.id };
  };
  const poolUsers = { reset: await poolUserOf("puReset"), remove: await poolUserOf("puRemove") };

  const headers = {} as Record<Principal, Headers>;
  for (const name of principals) {
    const session = sessions[name];
    if (session) headers[name] = { "x-session-token": session.token };
  }
  headers.anonymous = {};
  headers.watcherAll = { "x-watcher-token": watcherAll.token };
  headers.watcherDashboard = { "x-watcher-token": watcherDashboard.token };

  return {
    poolId,
    operatorId,
    platformAccountId: platform.id,
    miners: minerIds,
    /** The miner each principal would move alice's money to (their own, or alicetwo). */
    ownMiner,
    userIds,
    ownerIdentityId: owner.session.identityId,
    spareSessionId: spareRow.id,
    settingsFlowId,
    workers: { rig1: workerId("rig1"), bnd1: workerId("bnd1"), c1: workerId("c1") },
    walletId,
    payoutRequestId: request.id,
    unallocatedFundsId: funds.id,
    /** The platform's promo code `MATRIX-CODE`. */
    promocodeId: promocode.id,
    links: { watcherAll, watcherDashboard, revokeByMiner, revokeByIdentity },
    /** Each principal's permission id on its own account (alice's miner, the pool, the operator). */
    accessPermissions,
    /** A pending invitation (viewer) on alice's miner, the pool and the operator. */
    accessInvites,
    /** Users of the pool that are no principals: `reset` (a session to close, a second factor), `remove`. */
    poolUsers,
    /** Each principal's request headers (a session token, a watcher token, or nothing). */
    headers,
  };
}
