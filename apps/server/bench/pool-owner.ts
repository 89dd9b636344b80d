import type { Clock } from "../src/clock";
import type { Db } from "../src/db/client";
import { permissions, users } from "../src/db/schema";
import { sessionFor, tokenHeaders } from "../test/product-session";

/**
 * A signed-in bench user who owns the pool (every access check then runs per request, as for pool staff): a
 * session, the product user and the owner permission, written straight to the database. Its request headers.
 */
export async function poolOwnerHeaders(db: Db, clock: Clock, poolId: string, email: string) {
  const session = await sessionFor(db, clock, email);
  const [user] = await db
    .insert(users)
    .values({ identityId: session.identityId, email })
    .onConflictDoUpdate({ target: users.identityId, set: { email } })
    .returning({ id: users.id });
  if (!user) throw new Error("the bench user was not made");
  await db
    .insert(permissions)
    .values({ userId: user.id, type: "pool", poolId, role: "owner" })
    .onConflictDoNothing();
  return tokenHeaders(session);
}
