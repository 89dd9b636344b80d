import { and, eq } from "drizzle-orm";
import type { App } from "../../src/app";
import type { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { courierMessages, miners, permissions, pools, users } from "../../src/db/schema";
import { sessionFor, type TestSession, tokenHeaders } from "../product-session";

export const api = "/api/backend/v0.1";
export const memberRoles = ["admin", "manager", "accountant", "viewer", "treasurer"] as const;
export type Person = "owner" | (typeof memberRoles)[number] | "stranger" | "poolStaff";

type Member = { session: TestSession; userId: string; email: string };

async function person(db: Db, clock: TestClock, email: string, aal: "aal1" | "aal2" = "aal2") {
  const session = await sessionFor(db, clock, email, { aal, totp: aal === "aal2" });
  const [row] = await db
    .insert(users)
    .values({ identityId: session.identityId, email })
    .onConflictDoUpdate({ target: users.identityId, set: { email } })
    .returning({ id: users.id });
  if (!row) throw new Error(`no user ${email}`);
  return { session, userId: row.id, email };
}

/**
 * A miner `shared` owned by its owner (TOTP, aal2) with members of every other role, a stranger with no access,
 * and the pool's owner (pool staff: no role on the miner itself). `call` sends a request as one of them.
 */
export async function accessWorld(app: App, db: Db, clock: TestClock, prefix: string) {
  const [pool] = await db.select({ id: pools.id }).from(pools).where(eq(pools.isCurrent, true));
  if (!pool) throw new Error("no current pool");
  const [miner] = await db
    .insert(miners)
    .values({ poolId: pool.id, accountName: `${prefix}shared`, title: "Shared" })
    .returning({ id: miners.id });
  if (!miner) throw new Error("no miner");
  const people = {} as Record<Person, Member>;
  people.owner = await person(db, clock, `${prefix}-owner@access.test`);
  await db
    .insert(permissions)
    .values({ userId: people.owner.userId, type: "miner", minerId: miner.id, role: "owner" });
  for (const role of memberRoles) {
    people[role] = await person(db, clock, `${prefix}-${role}@access.test`);
    await db
      .insert(permissions)
      .values({ userId: people[role].userId, type: "miner", minerId: miner.id, role });
  }
  people.stranger = await person(db, clock, `${prefix}-stranger@access.test`);
  people.poolStaff = await person(db, clock, `${prefix}-staff@access.test`);
  await db
    .insert(permissions)
    .values({ userId: people.poolStaff.userId, type: "pool", poolId: pool.id, role: "owner" });

  const call = (
    who: Person | TestSession | null,
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    payload?: object,
  ) => {
    const session = who === null ? null : typeof who === "string" ? people[who].session : who;
    return app.inject({
      method,
      url: `${api}${path}`,
      headers: session ? tokenHeaders(session) : {},
      ...(payload ? { payload } : {}),
    });
  };
  const base = `/miners/${miner.id}/access`;
  const permissionOf = async (userId: string) => {
    const [row] = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.userId, userId), eq(permissions.minerId, miner.id)));
    return row?.id;
  };
  /** The token of the newest invitation mail to `email` (from its link). */
  const mailedToken = async (email: string) => {
    const mails = await db.select().from(courierMessages).where(eq(courierMessages.to, email));
    mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const link = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? "");
    return { token: link?.[1], count: mails.length, mail: mails[0] };
  };
  return { minerId: miner.id, poolId: pool.id, people, call, base, permissionOf, mailedToken };
}
export { person as accessPerson };
