import { createHmac } from "node:crypto";
import { type ChatVendor, type ChatVendorConfig, chatVendors } from "../../../integrations-config";

export type ChatSecrets = Record<ChatVendor, Pick<ChatVendorConfig, "secret"> | null>;
export type ChatVerification = Record<ChatVendor, string | null>;

/**
 * The chat widgets' identity-verification hashes (SPEC section 3, "a verification object with three chat-widget
 * hash values"): for each configured vendor, the hex HMAC-SHA256 of the identity id with that vendor's secret,
 * as Intercom (`user_hash`), Dashly and Carrot Quest (`auth(userId, hash)`) check it; null when not configured.
 * Computed each time a session is served, never stored; the secrets never leave the server.
 * With IDENTITY_URL (a real Kratos) this service does not serve the session: the hashes are there only if the
 * operator puts them in the identity's `metadata_public.verification` (admin API or a webhook); otherwise the
 * SPA boots the widgets without them (Intercom without `user_hash`, Carrot Quest and Dashly without `auth`).
 */
export function chatVerification(identityId: string, chat: ChatSecrets): ChatVerification {
  const hashes = {} as ChatVerification;
  for (const vendor of chatVendors) {
    const secret = chat[vendor]?.secret;
    hashes[vendor] = secret ? createHmac("sha256", secret).update(identityId).digest("hex") : null;
  }
  return hashes;
}

/**
 * The identity JSON with `metadata_public.verification` set, where @ory/client-fetch's `Session` keeps it
 * (the SDK drops unknown fields). Whatever else `metadata_public` holds is kept.
 */
export function withChatVerification(
  identity: Record<string, unknown>,
  chat: ChatSecrets,
): Record<string, unknown> {
  const current = identity.metadata_public;
  const metadata = current && typeof current === "object" ? (current as Record<string, unknown>) : {};
  const verification = chatVerification(String(identity.id), chat);
  return { ...identity, metadata_public: { ...metadata, verification } };
}
