import { eq } from "drizzle-orm";
import type { App } from "../../src/app";
import type { Clock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { identitySessions, miners, operators, permissions, pools, users } from "../../src/db/schema";
import { sha256Hex } from "../../src/modules/identity/lib/tokens";
import { sessionFor, type TestSession, tokenHeaders } from "../product-session";

export const api = "/api/backend/v0.1";

export type Person = { email: string; session: TestSession; userId: string; identityId: string };

/** A person with TOTP set up and an aal2 session, and their product user (made by a first product call). */
export async function person(
  app: App,
  db: Db,
  clock: Clock,
  email: string,
  opts: { language?: string } = {},
): Promise<Person> {
  const session = await sessionFor(db, clock, email, { aal: "aal2", totp: true, language: opts.language });
  const res = await app.inject({ url: `${api}/identity`, headers: tokenHeaders(session) });
  if (res.statusCode !== 200) throw new Error(`GET identity for ${email}: ${res.body}`);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.identityId, session.identityId));
  if (!row) throw new Error(`no product user for ${email}`);
  return { email, session, userId: row.id, identityId: session.identityId };
}

export async function currentPool(db: Db): Promise<string> {
  const [row] = await db.select({ id: pools.id }).from(pools).where(eq(pools.isCurrent, true));
  if (!row) throw new Error("no current pool");
  return row.id;
}

export async function minerOf(db: Db, poolId: string, name: string, operatorId: string | null = null) {
  const [row] = await db
    .insert(miners)
    .values({ poolId, operatorId, accountName: name, title: name })
    .returning({ id: miners.id });
  if (!row) throw new Error(`miner ${name}`);
  return row.id;
}

export async function operatorOf(db: Db, poolId: string, name: string) {
  const [row] = await db
    .insert(operators)
    .values({ poolId, operatorName: name, title: name })
    .returning({ id: operators.id });
  if (!row) throw new Error(`operator ${name}`);
  return row.id;
}

type On = { minerId: string } | { poolId: string } | { operatorId: string };
export async function grant(db: Db, userId: string, on: On, role: string) {
  const type = "minerId" in on ? "miner" : "poolId" in on ? "pool" : "operator";
  await db.insert(permissions).values({ userId, type, ...on, role } as typeof permissions.$inferInsert);
}

/** The stored id of a test session (its token's hash). */
export async function sessionIdOf(db: Db, session: TestSession): Promise<string> {
  const [row] = await db
    .select({ id: identitySessions.id })
    .from(identitySessions)
    .where(eq(identitySessions.tokenHash, sha256Hex(session.token)));
  if (!row) throw new Error("no session row");
  return row.id;
}
