import { and, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { miners, profitSharings } from "../../db/schema";
import type { SplitRule } from "./split-math";

const donor = alias(miners, "donor");
const recipient = alias(miners, "recipient");

/** A version is in force on `day` when it started and has not ended before it. */
const inForceOn = (day: string) =>
  and(
    lte(profitSharings.startDate, day),
    or(isNull(profitSharings.endDate), gte(profitSharings.endDate, day)),
  );

const rowColumns = {
  id: profitSharings.id,
  type: profitSharings.type,
  ppm: profitSharings.ppm,
  startDate: profitSharings.startDate,
  endDate: profitSharings.endDate,
  createdAt: profitSharings.createdAt,
  donorId: donor.id,
  donorName: donor.accountName,
  recipientId: recipient.id,
  recipientName: recipient.accountName,
};

/** Drizzle access for splits: the reward run's rules of a day, and the donor's and recipient's lists. */
export function profitSharingRepository(db: Db) {
  const joined = () =>
    db
      .select(rowColumns)
      .from(profitSharings)
      .innerJoin(donor, eq(donor.id, profitSharings.donorMinerId))
      .innerJoin(recipient, eq(recipient.id, profitSharings.recipientMinerId));
  return {
    /**
     * The split versions in force on settlement `day` by donor, for the reward run: only recipients that are
     * not deleted and are in the donor's pool (a recipient deleted later gets nothing; the donor keeps it).
     */
    async rulesOn(day: string): Promise<Map<string, SplitRule[]>> {
      const rows = await db
        .select({
          id: profitSharings.id,
          donorId: profitSharings.donorMinerId,
          recipientMinerId: profitSharings.recipientMinerId,
          type: profitSharings.type,
          ppm: profitSharings.ppm,
        })
        .from(profitSharings)
        .innerJoin(donor, eq(donor.id, profitSharings.donorMinerId))
        .innerJoin(recipient, eq(recipient.id, profitSharings.recipientMinerId))
        .where(and(inForceOn(day), isNull(recipient.deletedAt), eq(recipient.poolId, donor.poolId)))
        .orderBy(profitSharings.donorMinerId, profitSharings.createdAt, profitSharings.id);
      const byDonor = new Map<string, SplitRule[]>();
      for (const r of rows) {
        const list = byDonor.get(r.donorId) ?? [];
        list.push({
          id: r.id,
          recipientMinerId: r.recipientMinerId,
          type: r.type as SplitRule["type"],
          ppm: r.ppm,
        });
        byDonor.set(r.donorId, list);
      }
      return byDonor;
    },
    /** The miner's versions as donor or recipient that have not ended before `sinceDay`, newest first. */
    async listFor(minerId: string, side: "donor" | "recipient", sinceDay: string, limit: number) {
      const column = side === "donor" ? profitSharings.donorMinerId : profitSharings.recipientMinerId;
      return joined()
        .where(
          and(eq(column, minerId), or(isNull(profitSharings.endDate), gte(profitSharings.endDate, sinceDay))),
        )
        .orderBy(desc(profitSharings.startDate), desc(profitSharings.createdAt))
        .limit(limit);
    },
    /** Every version of one donor's `profit_sharing` split to one recipient, newest first. */
    async versions(donorId: string, recipientId: string, limit: number) {
      return joined()
        .where(
          and(
            eq(profitSharings.donorMinerId, donorId),
            eq(profitSharings.recipientMinerId, recipientId),
            eq(profitSharings.type, "profit_sharing"),
          ),
        )
        .orderBy(desc(profitSharings.startDate), desc(profitSharings.createdAt))
        .limit(limit);
    },
    /** Locks the donor's miner row: split writes of one donor run one after another (the 100 % rule). */
    async lockDonor(minerId: string) {
      const [row] = await db
        .select({ id: miners.id, poolId: miners.poolId, deletedAt: miners.deletedAt })
        .from(miners)
        .where(eq(miners.id, minerId))
        .for("update");
      return row ?? null;
    },
    async miner(minerId: string) {
      const [row] = await db
        .select({ id: miners.id, poolId: miners.poolId, deletedAt: miners.deletedAt })
        .from(miners)
        .where(eq(miners.id, minerId));
      return row ?? null;
    },
    /** A miner of the pool by account name (deleted ones too: the caller refuses them). */
    async minerByName(poolId: string, accountName: string) {
      const [row] = await db
        .select({ id: miners.id, accountName: miners.accountName, deletedAt: miners.deletedAt })
        .from(miners)
        .where(and(eq(miners.poolId, poolId), eq(miners.accountName, accountName)));
      return row ?? null;
    },
    /**
     * The donor's `profit_sharing` versions in force on `day` or later (open, or ending on `day` or after) to
     * recipients not deleted: a deleted recipient is paid nothing, so its percent no longer counts.
     */
    async profitSharesFrom(donorId: string, day: string) {
      return db
        .select({
          id: profitSharings.id,
          recipientMinerId: profitSharings.recipientMinerId,
          ppm: profitSharings.ppm,
          startDate: profitSharings.startDate,
          endDate: profitSharings.endDate,
        })
        .from(profitSharings)
        .innerJoin(recipient, eq(recipient.id, profitSharings.recipientMinerId))
        .where(
          and(
            eq(profitSharings.donorMinerId, donorId),
            eq(profitSharings.type, "profit_sharing"),
            isNull(recipient.deletedAt),
            or(isNull(profitSharings.endDate), gte(profitSharings.endDate, day)),
          ),
        );
    },
    async insert(row: typeof profitSharings.$inferInsert) {
      const [created] = await db.insert(profitSharings).values(row).returning({ id: profitSharings.id });
      if (!created) throw new Error("profit sharing insert returned nothing");
      return created.id;
    },
    /** Ends a version after `lastDay` (inclusive). */
    async end(id: string, lastDay: string, by: string, at: Date) {
      await db
        .update(profitSharings)
        .set({ endDate: lastDay, endedBy: by, endedAt: at })
        .where(eq(profitSharings.id, id));
    },
    /** Removes a version that never took effect (it starts after today). */
    async removeScheduled(id: string) {
      await db.delete(profitSharings).where(eq(profitSharings.id, id));
    },
    async byId(id: string) {
      const [row] = await joined().where(eq(profitSharings.id, id));
      return row ?? null;
    },
  };
}
export type ProfitSharingRepository = ReturnType<typeof profitSharingRepository>;
export type ProfitSharingRow = Awaited<ReturnType<ProfitSharingRepository["versions"]>>[number];
