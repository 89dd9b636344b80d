import type { IdentityRow, RecoveryAddressRow, VerifiableAddressRow } from "./identity.repository";

/** The identity as Kratos sends it (@ory/client-fetch Identity). */
export function identityToJson(
  identity: IdentityRow,
  verifiable: VerifiableAddressRow[],
  recovery: RecoveryAddressRow[],
  baseUrl: string,
): Record<string, unknown> {
  return {
    id: identity.id,
    schema_id: identity.schemaId,
    schema_url: `${baseUrl}/schemas/${Buffer.from(identity.schemaId).toString("base64url")}`,
    state: identity.state,
    traits: identity.traits,
    verifiable_addresses: verifiable.map((a) => ({
      id: a.id,
      value: a.value,
      verified: a.verified,
      via: a.via,
      status: a.status,
      ...(a.verifiedAt ? { verified_at: a.verifiedAt.toISOString() } : {}),
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
    })),
    recovery_addresses: recovery.map((a) => ({
      id: a.id,
      value: a.value,
      via: a.via,
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
    })),
    metadata_public: identity.metadataPublic ?? null,
    created_at: identity.createdAt.toISOString(),
    updated_at: identity.updatedAt.toISOString(),
    organization_id: null,
  };
}
