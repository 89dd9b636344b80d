import { eq } from "drizzle-orm";
import type { App } from "../../src/app";
import type { Clock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { miners, operators, permissions, pools, users } from "../../src/db/schema";
import { sessionFor, tokenHeaders } from "../product-session";
import { createMinerLink } from "../watchers-helper";

export const api = "/api/backend/v0.1";
export { payout, reward } from "./book-money";

type Headers = Record<string, string>;

/** A signed-in user (its product row made now) with headers for requests. */
export async function userOf(
  db: Db,
  clock: Clock,
  email: string,
  opts: { aal?: "aal1" | "aal2"; totp?: boolean } = {},
) {
  const session = await sessionFor(db, clock, email, opts);
  const [row] = await db
    .insert(users)
    .values({ identityId: session.identityId, email })
    .onConflictDoUpdate({ target: users.identityId, set: { email } })
    .returning({ id: users.id });
  return { id: row?.id ?? "", session, headers: tokenHeaders(session) as Headers };
}

export async function grant(
  db: Db,
  userId: string,
  on: { minerId?: string; poolId?: string; operatorId?: string },
  role = "owner",
) {
  const type = on.minerId ? "miner" : on.poolId ? "pool" : "operator";
  await db.insert(permissions).values({ userId, type, ...on, role });
}

export async function minerIn(db: Db, poolId: string, accountName: string, operatorId: string | null = null) {
  const [row] = await db
    .insert(miners)
    .values({ poolId, operatorId, accountName, title: accountName })
    .returning({ id: miners.id });
  return row?.id ?? "";
}

/**
 * The accounts the payments tests read: the current pool with an operator, the owner's two miners (alice,
 * alice2), a customer of the operator (cust, its fee hidden from its user), another user's miner (bob), the
 * owner's miner in a second pool (far); users for each role, and two watcher links on alice.
 */
export async function paymentsWorld(app: App, db: Db, clock: Clock) {
  const [current] = await db.select({ id: pools.id }).from(pools).where(eq(pools.isCurrent, true));
  const poolId = current?.id ?? "";
  const [otherPool] = await db.insert(pools).values({ name: "Elsewhere" }).returning({ id: pools.id });
  const [op] = await db
    .insert(operators)
    .values({ poolId, operatorName: "hub", title: "Hub" })
    .returning({ id: operators.id });
  const operatorId = op?.id ?? "";
  const ids = {
    poolId,
    otherPoolId: otherPool?.id ?? "",
    operatorId,
    alice: await minerIn(db, poolId, "alice"),
    alice2: await minerIn(db, poolId, "alicetwo"),
    cust: await minerIn(db, poolId, "cust", operatorId),
    bob: await minerIn(db, poolId, "bob"),
    far: await minerIn(db, otherPool?.id ?? "", "far"),
  };
  const owner = await userOf(db, clock, "owner@payments.test");
  for (const m of [ids.alice, ids.alice2, ids.far]) await grant(db, owner.id, { minerId: m });
  const other = await userOf(db, clock, "other@payments.test");
  await grant(db, other.id, { minerId: ids.bob });
  const customer = await userOf(db, clock, "cust@payments.test");
  await grant(db, customer.id, { minerId: ids.cust }, "admin");
  await db.update(miners).set({ totalFeeHide: true }).where(eq(miners.id, ids.cust));
  const pool = await userOf(db, clock, "pool@payments.test");
  await grant(db, pool.id, { poolId });
  const operator = await userOf(db, clock, "operator@payments.test");
  await grant(db, operator.id, { operatorId });
  const viewer = await userOf(db, clock, "viewer@payments.test");
  await grant(db, viewer.id, { minerId: ids.alice }, "viewer");
  const headersOf: Record<string, Headers> = {};
  for (const section of ["payments", "dashboard"] as const) {
    const link = await createMinerLink(app, owner.session, ids.alice, {
      label: section,
      permissions: [section],
    });
    if (link.statusCode !== 200) throw new Error(`watcher link: ${link.body}`);
    headersOf[section] = { "x-watcher-token": link.json().token };
  }
  return {
    ids,
    users: { owner, other, customer, pool, operator, viewer },
    watcher: { payments: headersOf.payments ?? {}, dashboard: headersOf.dashboard ?? {} },
  };
}
export type PaymentsWorld = Awaited<ReturnType<typeof paymentsWorld>>;
