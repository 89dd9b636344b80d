import type { NotificationEvent } from "@pithead/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { permissions } from "../../db/schema";
import { receivesEvent } from "./notify";

/** The users of a Control Hub operator (a permission on it) whose role hears of `event` (`receivesEvent`). */
export async function operatorMembers(
  db: Db,
  operatorId: string,
  event: NotificationEvent,
): Promise<string[]> {
  const rows = await db
    .select({ userId: permissions.userId, role: permissions.role })
    .from(permissions)
    .where(eq(permissions.operatorId, operatorId));
  return [...new Set(rows.filter((r) => receivesEvent(r.role, event)).map((r) => r.userId))];
}
