import { sql } from "drizzle-orm";

/** A timestamp as an SQL `timestamptz` parameter. */
export const sqlTimestamp = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Ids as one SQL `uuid[]` parameter (`= any(...)`), whatever their number. */
export const sqlUuids = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
