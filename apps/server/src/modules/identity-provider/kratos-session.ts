import { isLanguage } from "@pithead/contract";
import { z } from "zod";
import {
  credentialFlagsOf,
  hasSecondFactorIn,
  type IdentityProfile,
  type Principal,
} from "./identity-provider";

/** The part of Kratos's Session JSON (`GET /sessions/whoami`) the product reads. */
const kratosSessionSchema = z.object({
  id: z.string(),
  active: z.boolean().optional(),
  authenticator_assurance_level: z.enum(["aal0", "aal1", "aal2", "aal3"]).optional(),
  authentication_methods: z.array(z.object({ method: z.string().optional() })).optional(),
  identity: z.object({
    id: z.string(),
    traits: z.record(z.string(), z.unknown()).nullable().optional(),
    credentials: z.record(z.string(), z.unknown()).optional(),
    verifiable_addresses: z.array(z.object({ value: z.string(), via: z.string().optional() })).optional(),
  }),
});

export type PrincipalWithProfile = { principal: Principal; profile: IdentityProfile };

/**
 * Maps a whoami Session to the principal. aal2/aal3 count as aal2. Whoami strips the identity's
 * credentials, so the set-up methods come from `identity.credentials` when a deployment sends them,
 * else from the methods this session was authenticated with; an aal2 session proves a second factor.
 * Returns null for an inactive session or one without an e-mail.
 */
export function principalFromKratosSession(json: unknown): PrincipalWithProfile | null {
  const parsed = kratosSessionSchema.safeParse(json);
  if (!parsed.success || parsed.data.active === false) return null;
  const session = parsed.data;
  const traits = session.identity.traits ?? {};
  const email =
    typeof traits.email === "string" ? traits.email : session.identity.verifiable_addresses?.[0]?.value;
  if (!email) return null;
  const aal =
    session.authenticator_assurance_level === "aal2" || session.authenticator_assurance_level === "aal3"
      ? "aal2"
      : "aal1";
  const types = session.identity.credentials
    ? Object.keys(session.identity.credentials)
    : (session.authentication_methods ?? []).flatMap((m) => (m.method ? [m.method] : []));
  const language = traits.language;
  return {
    principal: {
      identityId: session.identity.id,
      email,
      aal,
      hasSecondFactor: aal === "aal2" || hasSecondFactorIn(types),
      sessionId: session.id,
    },
    profile: { credentials: credentialFlagsOf(types), language: isLanguage(language) ? language : undefined },
  };
}
