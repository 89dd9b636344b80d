import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { loadOnce } from "../../../../lib/load-once";

/** SimpleWebAuthn, loaded on the first passkey ceremony (it is the heaviest library at start otherwise). */
const simpleWebAuthn = loadOnce(async () => ({
  ...(await import("@simplewebauthn/server")),
  ...(await import("@simplewebauthn/server/helpers")),
}));

/** One registered security key, as kept in the `webauthn` credential's config. */
export type StoredWebAuthnKey = {
  id: string;
  public_key: string;
  counter: number;
  transports: string[];
  display_name: string;
  added_at: string;
};
export type WebAuthnConfig = { credentials: StoredWebAuthnKey[]; user_handle: string };

/** The relying party: rpID is the host name of PUBLIC_URL, the origin PUBLIC_URL itself. */
export type RelyingParty = { id: string; origin: string; name: string };

export function relyingParty(publicUrl: string): RelyingParty {
  return { id: new URL(publicUrl).hostname, origin: new URL(publicUrl).origin, name: "Pithead" };
}

export async function registrationOptions(
  rp: RelyingParty,
  user: { handle: string; email: string },
  existing: StoredWebAuthnKey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { generateRegistrationOptions, isoBase64URL } = await simpleWebAuthn();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: isoBase64URL.toBuffer(user.handle),
    attestationType: "none",
    excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports })),
    authenticatorSelection: { residentKey: "discouraged", userVerification: "discouraged" },
  });
}

/** Verifies a registration ceremony; the new key, or null when it does not verify. */
export async function verifyRegistration(
  rp: RelyingParty,
  challenge: string,
  response: RegistrationResponseJSON,
  displayName: string,
  now: Date,
): Promise<StoredWebAuthnKey | null> {
  const { verifyRegistrationResponse, isoBase64URL } = await simpleWebAuthn();
  const result = await verifyRegistrationResponse({
    response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const c = result.registrationInfo.credential;
  return {
    id: c.id,
    public_key: isoBase64URL.fromBuffer(c.publicKey),
    counter: c.counter,
    transports: c.transports ?? [],
    display_name: displayName,
    added_at: now.toISOString(),
  };
}

export async function authenticationOptions(
  rp: RelyingParty,
  keys: StoredWebAuthnKey[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await simpleWebAuthn();
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys.map((k) => ({ id: k.id, transports: k.transports as never })),
    userVerification: "discouraged",
  });
}

/** Verifies an assertion against the stored keys; the key's new counter, or null. */
export async function verifyAuthentication(
  rp: RelyingParty,
  challenge: string,
  response: AuthenticationResponseJSON,
  keys: StoredWebAuthnKey[],
): Promise<{ id: string; counter: number } | null> {
  const key = keys.find((k) => k.id === response.id);
  if (!key) return null;
  const { verifyAuthenticationResponse, isoBase64URL } = await simpleWebAuthn();
  const result = await verifyAuthenticationResponse({
    response: { ...response, clientExtensionResults: response.clientExtensionResults ?? {} },
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    credential: {
      id: key.id,
      publicKey: isoBase64URL.toBuffer(key.public_key),
      counter: key.counter,
      transports: key.transports as never,
    },
  }).catch(() => null);
  return result?.verified ? { id: key.id, counter: result.authenticationInfo.newCounter } : null;
}
