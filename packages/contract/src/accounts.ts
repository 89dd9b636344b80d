import { z } from "zod";
import { languages } from "./languages";
import { signupCodeOutcomeSchema } from "./promocodes";

/** Account (permission) types, SPEC sections 3 and 6. */
export const accountTypes = ["miner", "pool", "operator", "platform"] as const;
export type AccountType = (typeof accountTypes)[number];

/** Backend access roles (SPEC section 3); the UI says "administrator" for admin. */
export const accessRoles = ["owner", "admin", "manager", "accountant", "viewer", "treasurer"] as const;
export type AccessRole = (typeof accessRoles)[number];

/** Section permissions of SPEC section 6. A permission without a list is its owner's: everything. */
export const sectionPermissions = [
  "section_payments_read",
  "section_workers_read",
  "section_virtual_mining_read",
  "section_referrals_read",
  "section_permissions_read",
  "total_fee_hide",
] as const;

/** Miner account names (the `/auth/name` step): lowercase Latin letters and digits, 3 to 32 of them. */
export const accountNameMinLength = 3;
export const accountNameMaxLength = 32;
export const accountNamePattern = /^[a-z0-9]+$/;

/** What is wrong with an account name, as the server's field error text (`errors.fields.<code>`). */
export type AccountNameProblem = "required" | "account_name_length" | "match_invalid";

/**
 * The one account-name rule (SPEC section 5), checked by the server and as the user types: blank, then the
 * length in characters (3 to 32), then the alphabet (lowercase Latin letters and digits); null when it passes.
 */
export function accountNameProblem(name: string): AccountNameProblem | null {
  if (name === "") return "required";
  const length = [...name].length;
  if (length < accountNameMinLength || length > accountNameMaxLength) return "account_name_length";
  return accountNamePattern.test(name) ? null : "match_invalid";
}

/** One account the signed-in user can switch to; the name field matches the type. */
export const permissionSchema = z.object({
  id: z.string(),
  type: z.enum(accountTypes),
  account_name: z.string().optional(),
  pool_name: z.string().optional(),
  operator_name: z.string().optional(),
  platform_name: z.string().optional(),
  role: z.enum(accessRoles),
  sections: z.array(z.string()).optional(),
});
export type AccountPermission = z.infer<typeof permissionSchema>;

/** Which sign-in methods the identity has set up. */
export const credentialFlagsSchema = z.object({
  password: z.boolean(),
  totp: z.boolean(),
  lookup_secret: z.boolean(),
  webauthn: z.boolean(),
});
export type CredentialFlags = z.infer<typeof credentialFlagsSchema>;

/** `GET identity`. `user.id` is the identity id (Kratos's), the key of every product record. */
/** A payout wallet in `GET identity`; its addresses and limits live under `wallets/{id}/...`. */
export const identityWalletSchema = z.object({
  id: z.string(),
  miner_id: z.string(),
  account_name: z.string(),
  currency: z.literal("BTC"),
  address: z.string().nullable(),
});
export type IdentityWallet = z.infer<typeof identityWalletSchema>;

export const identityInfoSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), language: z.enum(languages) }),
  permissions: z.array(permissionSchema),
  credentials: credentialFlagsSchema,
  wallets: z
    .array(identityWalletSchema)
    .describe("Payout wallets of the miners the user holds a permission on directly (not as a viewer)"),
});
export type IdentityInfo = z.infer<typeof identityInfoSchema>;

export const languageBodySchema = z.object({ language: z.enum(languages) });

/** The SPA's own navigation state (for example the active account id), at most this many bytes of JSON. */
export const navigationMaxBytes = 4096;
export const navigationSchema = z.record(z.string(), z.unknown());

/** An invite token is a random string kept as its SHA-256; no token the pool issues is longer than this. */
export const inviteTokenMaxLength = 256;
export const inviteAcceptBodySchema = z.object({ token: z.string().min(1).max(inviteTokenMaxLength) });
export const inviteAcceptResultSchema = z.object({ permission: permissionSchema });

export const createMinerBodySchema = z.object({ account_name: z.string() });
export const createdMinerSchema = z.object({
  id: z.string(),
  account_name: z.string(),
  /** Only when `promocode` was sent: what became of it. */
  promocode: signupCodeOutcomeSchema.optional(),
});

export const minerDeletionSchema = z.object({ status: z.literal("requested") });

/** `GET operators/lookup-by-title/{title}`: the Control Hub sign-in page's operator. */
export const operatorLookupSchema = z.object({
  data: z.object({ id: z.string(), operator_name: z.string(), title: z.string() }),
});
