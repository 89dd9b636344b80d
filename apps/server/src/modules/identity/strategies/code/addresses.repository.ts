import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { identityRecoveryAddresses, identityVerifiableAddresses } from "../../../../db/schema";

/** The e-mail addresses recovery and verification codes are sent to (Drizzle only). */
export function addressesRepository(db: Db) {
  const v = identityVerifiableAddresses;
  const r = identityRecoveryAddresses;
  return {
    async findVerifiable(email: string) {
      const [row] = await db
        .select()
        .from(v)
        .where(and(eq(v.via, "email"), eq(v.value, email)))
        .limit(1);
      return row;
    },
    async findRecovery(email: string) {
      const [row] = await db
        .select()
        .from(r)
        .where(and(eq(r.via, "email"), eq(r.value, email)))
        .limit(1);
      return row;
    },
    async markSent(id: string): Promise<void> {
      await db
        .update(v)
        .set({ status: "sent", updatedAt: sql`now()` })
        .where(and(eq(v.id, id), eq(v.verified, false)));
    },
    /** Marks the identity's verifiable address `email` verified (completed) at `when`. */
    async markVerified(identityId: string, email: string, when: Date): Promise<void> {
      await db
        .update(v)
        .set({ verified: true, status: "completed", verifiedAt: when, updatedAt: sql`now()` })
        .where(and(eq(v.identityId, identityId), eq(v.value, email)));
    },
  };
}
