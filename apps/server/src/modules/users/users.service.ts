import { type IdentityInfo, isLanguage, type Language, navigationMaxBytes } from "@pithead/contract";
import { ProductError } from "../../lib/product-error";
import type { IdentityProvider, Principal } from "../identity-provider";
import type { UserRow, UsersRepository } from "./users.repository";

/**
 * The bytes of a value as JSON; a value nested too deep to serialise (JSON.stringify throws a RangeError: its
 * recursion is bounded by the stack) counts as unbounded, so it is refused as too large, not answered as a 500.
 */
function jsonBytes(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value));
  } catch (error) {
    if (error instanceof RangeError) return Number.POSITIVE_INFINITY;
    throw error;
  }
}

/** The authenticated caller of a product route: the session's principal and the product user. */
export type Caller = { principal: Principal; user: UserRow };

type Deps = {
  users: UsersRepository;
  provider: IdentityProvider;
  permissionsOf(userId: string): Promise<IdentityInfo["permissions"]>;
  walletsOf(userId: string): Promise<IdentityInfo["wallets"]>;
};

/** Product users keyed by identity id. No Fastify, no SQL here. */
export function usersService({ users, provider, permissionsOf, walletsOf }: Deps) {
  const ownOnly = (caller: Caller, identityId: string) => {
    if (identityId !== caller.principal.identityId) {
      throw new ProductError("access_denied", 403, "This is another user's data");
    }
  };

  return {
    /**
     * The user of a principal, made on its first product request (language from the identity's
     * traits, else English); a changed e-mail is copied over.
     */
    async ensureUser(principal: Principal): Promise<UserRow> {
      const existing = await users.findByIdentityId(principal.identityId);
      if (existing && existing.email === principal.email) return existing;
      const language = existing?.language ?? (await provider.profile(principal)).language ?? "en";
      return users.upsert({ identityId: principal.identityId, email: principal.email, language });
    },

    /** `GET identity`: `user.id` is the identity id, the key every product record hangs on. */
    async identityInfo({ principal, user }: Caller): Promise<IdentityInfo> {
      const [permissions, profile, wallets] = await Promise.all([
        permissionsOf(user.id),
        provider.profile(principal),
        walletsOf(user.id),
      ]);
      return {
        user: { id: principal.identityId, email: user.email, language: asLanguage(user.language) },
        permissions,
        credentials: profile.credentials,
        wallets,
      };
    },

    /** The product keeps the language, and so does the identity where the provider allows it. */
    async setLanguage({ principal, user }: Caller, language: Language): Promise<void> {
      await users.setLanguage(user.id, language);
      await provider.saveLanguage(principal, language);
    },

    navigation(caller: Caller, identityId: string): Record<string, unknown> {
      ownOnly(caller, identityId);
      return caller.user.navigation;
    },

    async setNavigation(
      caller: Caller,
      identityId: string,
      navigation: Record<string, unknown>,
    ): Promise<void> {
      ownOnly(caller, identityId);
      if (jsonBytes(navigation) > navigationMaxBytes) {
        throw new ProductError(
          "validation_failed",
          400,
          `Navigation state is larger than ${navigationMaxBytes} bytes`,
          [{ name: "body", text: "length_out_of_range" }],
        );
      }
      await users.setNavigation(caller.user.id, navigation);
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;

/** The column has a CHECK constraint; this only narrows the type. */
function asLanguage(value: string): Language {
  return isLanguage(value) ? value : "en";
}
