import { createHash } from "node:crypto";
import { isIPv4 } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userDevices, users } from "../../db/schema";
import { onAfterLogin } from "../identity/identity.hooks";
import { notify } from "./notify";

/**
 * The device of a sign-in: the user agent and the network (IPv4 /24, IPv6 /48), so a phone whose address moves
 * inside its carrier's block is one device, and another browser or another network is a new one.
 */
export function deviceKey(ip: string | undefined, userAgent: string | undefined): string {
  const address = ip ?? "";
  const network = isIPv4(address)
    ? address.split(".").slice(0, 3).join(".")
    : address.includes(":")
      ? address.toLowerCase().split(":").slice(0, 3).join(":")
      : address;
  return createHash("sha256")
    .update(`${userAgent ?? ""}\n${network}`)
    .digest("hex");
}

/**
 * Records a sign-in's device; on a device the user has not signed in from before, writes `user-login` in the
 * same transaction. The first device ever recorded is silent (the sign-in after sign-up is no news), and so is
 * an identity without a product user yet.
 */
export async function recordSignIn(
  db: Db,
  input: { identityId: string; ip?: string; userAgent?: string; at: Date },
): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.identityId, input.identityId))
      .for("update");
    if (!user) return false;
    const key = deviceKey(input.ip, input.userAgent);
    const [known] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(userDevices)
      .where(eq(userDevices.userId, user.id));
    const [added] = await tx
      .insert(userDevices)
      .values({ userId: user.id, deviceKey: key, firstSeenAt: input.at, lastSeenAt: input.at })
      .onConflictDoUpdate({
        target: [userDevices.userId, userDevices.deviceKey],
        set: { lastSeenAt: input.at },
      })
      .returning({ fresh: sql<boolean>`xmax = 0` });
    if (!added?.fresh || (known?.n ?? 0) === 0) return false;
    await notify(tx, input.at, {
      key: `user-login:${user.id}:${key}`,
      userId: user.id,
      payload: {
        event: "user-login",
        email: user.email,
        at: input.at.toISOString(),
        ip: input.ip ?? null,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
      },
    });
    return true;
  });
}

onAfterLogin(async ({ ctx, identityId, device }) => {
  await recordSignIn(ctx.db, { identityId, ip: device.ip, userAgent: device.userAgent, at: ctx.clock.now() });
});
