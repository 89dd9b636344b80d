import type { SessionRow } from "./session.repository";

/** The session as Kratos sends it (@ory/client-fetch Session), around an identity already in JSON. */
export function sessionToJson(
  session: SessionRow,
  identity: Record<string, unknown>,
): Record<string, unknown> {
  return {
    id: session.id,
    active: session.active,
    expires_at: session.expiresAt.toISOString(),
    authenticated_at: session.authenticatedAt.toISOString(),
    authenticator_assurance_level: session.aal,
    authentication_methods: session.authenticationMethods,
    issued_at: session.issuedAt.toISOString(),
    identity,
    devices: [
      {
        id: session.deviceId,
        ip_address: session.ipAddress ?? "",
        user_agent: session.userAgent ?? "",
        location: "",
      },
    ],
  };
}
