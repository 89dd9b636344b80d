import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  identities,
  identityCredentials,
  identityRecoveryAddresses,
  identityVerifiableAddresses,
} from "../../../db/schema";

/** Profile and password changes of the settings flow (Drizzle only). */
export function profileRepository(db: Db) {
  return {
    /** True when another identity uses `email` (as an address or a password identifier). */
    async emailTakenByOther(identityId: string, email: string): Promise<boolean> {
      const v = identityVerifiableAddresses;
      const c = identityCredentials;
      const [address] = await db
        .select({ id: v.id })
        .from(v)
        .where(and(eq(v.value, email), ne(v.identityId, identityId)))
        .limit(1);
      if (address) return true;
      const [credential] = await db
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.type, "password"), eq(c.identifier, email), ne(c.identityId, identityId)))
        .limit(1);
      return Boolean(credential);
    },

    /**
     * Saves new traits; when the e-mail changed, the addresses follow it and the new address is
     * unverified again, and the password identifier is the new address.
     */
    async updateTraits(
      identityId: string,
      traits: Record<string, unknown>,
      newEmail: string | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(identities)
          .set({ traits, updatedAt: sql`now()` })
          .where(eq(identities.id, identityId));
        if (newEmail === null) return;
        await tx
          .update(identityVerifiableAddresses)
          .set({
            value: newEmail,
            verified: false,
            status: "pending",
            verifiedAt: null,
            updatedAt: sql`now()`,
          })
          .where(eq(identityVerifiableAddresses.identityId, identityId));
        await tx
          .update(identityRecoveryAddresses)
          .set({ value: newEmail, updatedAt: sql`now()` })
          .where(eq(identityRecoveryAddresses.identityId, identityId));
        await tx
          .update(identityCredentials)
          .set({ identifier: newEmail, updatedAt: sql`now()` })
          .where(
            and(eq(identityCredentials.identityId, identityId), eq(identityCredentials.type, "password")),
          );
      });
    },
  };
}
