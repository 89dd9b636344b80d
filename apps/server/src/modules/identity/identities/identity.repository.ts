import { and, eq, inArray, sql, TransactionRollbackError } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  identities,
  identityCredentials,
  identityRecoveryAddresses,
  identityVerifiableAddresses,
} from "../../../db/schema";

export type IdentityRow = typeof identities.$inferSelect;
export type CredentialRow = typeof identityCredentials.$inferSelect;
export type VerifiableAddressRow = typeof identityVerifiableAddresses.$inferSelect;
export type RecoveryAddressRow = typeof identityRecoveryAddresses.$inferSelect;

/** Credential types that are a second factor (aal2). */
export const secondFactorTypes = ["totp", "lookup_secret", "webauthn"] as const;

/** Drizzle access to identities, their credentials and addresses. */
export function identityRepository(db: Db) {
  return {
    async findById(id: string): Promise<IdentityRow | undefined> {
      const [row] = await db.select().from(identities).where(eq(identities.id, id)).limit(1);
      return row;
    },
    async findCredentialByIdentifier(type: string, identifier: string): Promise<CredentialRow | undefined> {
      const c = identityCredentials;
      const [row] = await db
        .select()
        .from(c)
        .where(and(eq(c.type, type), eq(c.identifier, identifier)))
        .limit(1);
      return row;
    },
    async credentials(identityId: string): Promise<CredentialRow[]> {
      return db.select().from(identityCredentials).where(eq(identityCredentials.identityId, identityId));
    },
    async credential(identityId: string, type: string): Promise<CredentialRow | undefined> {
      const c = identityCredentials;
      const [row] = await db
        .select()
        .from(c)
        .where(and(eq(c.identityId, identityId), eq(c.type, type)))
        .limit(1);
      return row;
    },
    /** Inserts or replaces the identity's credential of `type`. */
    async upsertCredential(
      identityId: string,
      type: string,
      config: Record<string, unknown>,
      identifier: string | null = null,
    ): Promise<void> {
      await db
        .insert(identityCredentials)
        .values({ identityId, type, config, identifier })
        .onConflictDoUpdate({
          target: [identityCredentials.identityId, identityCredentials.type],
          set: { config, identifier, updatedAt: sql`now()` },
        });
    },
    async deleteCredential(identityId: string, type: string): Promise<void> {
      const c = identityCredentials;
      await db.delete(c).where(and(eq(c.identityId, identityId), eq(c.type, type)));
    },
    /** Deletes the identity; its credentials, addresses, sessions and flows go with it (cascade). */
    async delete(identityId: string): Promise<void> {
      await db.delete(identities).where(eq(identities.id, identityId));
    },
    async hasSecondFactor(identityId: string): Promise<boolean> {
      const c = identityCredentials;
      const rows = await db
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.identityId, identityId), inArray(c.type, [...secondFactorTypes])))
        .limit(1);
      return rows.length > 0;
    },
    /** Sets some traits, keeping the others (jsonb merge). */
    async mergeTraits(identityId: string, patch: Record<string, unknown>): Promise<void> {
      await db
        .update(identities)
        .set({ traits: sql`${identities.traits} || ${JSON.stringify(patch)}::jsonb`, updatedAt: sql`now()` })
        .where(eq(identities.id, identityId));
    },
    async verifiableAddresses(identityId: string): Promise<VerifiableAddressRow[]> {
      const v = identityVerifiableAddresses;
      return db.select().from(v).where(eq(v.identityId, identityId)).orderBy(v.createdAt);
    },
    async recoveryAddresses(identityId: string): Promise<RecoveryAddressRow[]> {
      const r = identityRecoveryAddresses;
      return db.select().from(r).where(eq(r.identityId, identityId)).orderBy(r.createdAt);
    },
    /**
     * Creates an identity with its password credential and e-mail addresses in one transaction.
     * Returns undefined when the e-mail is already taken (by a credential or an address).
     */
    async createWithPassword(input: {
      email: string;
      traits: Record<string, unknown>;
      hashedPassword: string;
      verifiedAt: Date | null;
    }): Promise<IdentityRow | undefined> {
      return db
        .transaction(async (tx) => {
          const taken = await tx
            .select({ id: identityVerifiableAddresses.id })
            .from(identityVerifiableAddresses)
            .where(
              and(
                eq(identityVerifiableAddresses.via, "email"),
                eq(identityVerifiableAddresses.value, input.email),
              ),
            )
            .limit(1);
          if (taken.length > 0) return undefined;
          const [identity] = await tx.insert(identities).values({ traits: input.traits }).returning();
          if (!identity) throw new Error("identity insert returned nothing");
          const inserted = await tx
            .insert(identityCredentials)
            .values({
              identityId: identity.id,
              type: "password",
              identifier: input.email,
              config: { hashed_password: input.hashedPassword },
            })
            .onConflictDoNothing()
            .returning({ id: identityCredentials.id });
          if (inserted.length === 0) {
            tx.rollback();
            return undefined;
          }
          const verified = input.verifiedAt !== null;
          await tx.insert(identityVerifiableAddresses).values({
            identityId: identity.id,
            value: input.email,
            verified,
            status: verified ? "completed" : "pending",
            verifiedAt: input.verifiedAt,
          });
          await tx.insert(identityRecoveryAddresses).values({ identityId: identity.id, value: input.email });
          return identity;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return undefined;
          throw error;
        });
    },
  };
}
export type IdentityRepository = ReturnType<typeof identityRepository>;
