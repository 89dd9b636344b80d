import { z } from "zod";
import { accessRoles, accountTypes } from "./accounts";

/** Pool users admin (`/users`, `/users/{id}`): what pool staff (owner, admin of the pool) see and do. */

/** Users per page of `GET pools/{id}/users` (default and the most one page may ask for). */
export const poolUsersPerPage = 20;
export const poolUsersMaxPerPage = 100;
/** The longest e-mail part `search` takes. */
export const poolUsersSearchMaxLength = 100;
/** At most this many sessions are listed for one user (newest first). */
export const poolUserSessionsMax = 100;

/** `user_id` in paths: the identity id (`user.id` of `GET identity`). */
export const poolUserParamsSchema = z.object({
  user_id: z.uuid().describe("The user's identity id (`user.id` of GET identity)"),
});

export const poolUsersQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(poolUsersSearchMaxLength)
    .optional()
    .describe("A part of the e-mail (case-insensitive)"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(poolUsersMaxPerPage).default(poolUsersPerPage),
});
export type PoolUsersQuery = z.input<typeof poolUsersQuerySchema>;

/** One access of a user within the pool: the pool itself, one of its miner accounts or operators. */
export const poolUserAccountSchema = z.object({
  type: z.enum(accountTypes),
  account_id: z.string(),
  name: z.string(),
  role: z.enum(accessRoles),
});
export type PoolUserAccount = z.infer<typeof poolUserAccountSchema>;

export const poolUserSchema = z.object({
  /** The identity id. */
  id: z.string(),
  email: z.string(),
  accounts: z.array(poolUserAccountSchema),
  /** A second factor (TOTP, recovery codes or a security key) is set up. */
  two_factor: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  active_sessions: z.number().int(),
});
export type PoolUser = z.infer<typeof poolUserSchema>;

export const poolUserListSchema = z.object({
  data: z.array(poolUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PoolUserList = z.infer<typeof poolUserListSchema>;

/** `GET users/{user_id}`: the list's view plus the language and the user's own deletion request. */
export const poolUserDetailSchema = poolUserSchema.extend({
  language: z.string(),
  created_at: z.string(),
  deletion_requested_at: z.string().nullable(),
  /** The pools (of the caller's) the user belongs to; session closing is addressed through one of them. */
  pool_ids: z.array(z.string()),
});
export type PoolUserDetail = z.infer<typeof poolUserDetailSchema>;

export const poolUserPermissionSchema = poolUserAccountSchema.extend({
  id: z.string(),
  created_at: z.string(),
});
export const poolUserPermissionListSchema = z.object({ data: z.array(poolUserPermissionSchema) });
export type PoolUserPermission = z.infer<typeof poolUserPermissionSchema>;

export const poolUserSessionSchema = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  aal: z.enum(["aal1", "aal2"]),
  authenticated_at: z.string(),
  expires_at: z.string(),
});
export const poolUserSessionListSchema = z.object({ data: z.array(poolUserSessionSchema) });
export type PoolUserSession = z.infer<typeof poolUserSessionSchema>;

export const poolSessionParamsSchema = z.object({
  id: z.uuid().describe("The pool"),
  session_id: z.uuid(),
});

export const poolUserInviteSchema = z.object({
  id: z.string(),
  type: z.enum(accountTypes),
  account_id: z.string(),
  account_name: z.string(),
  role: z.enum(accessRoles),
  sent_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export const poolUserInviteListSchema = z.object({ data: z.array(poolUserInviteSchema) });
export type PoolUserInvite = z.infer<typeof poolUserInviteSchema>;

export const poolUserResendInvitesBodySchema = z.object({
  invite_id: z.uuid().optional().describe("One invitation to resend; absent: every pending one"),
});
export type PoolUserResendInvitesBody = z.infer<typeof poolUserResendInvitesBodySchema>;
export const poolUserInvitesResentSchema = z.object({ resent: z.number().int() });

export const poolUserSecondFactorResetSchema = z.object({
  /** Second-factor credentials removed. */
  removed: z.number().int(),
  /** Sessions signed out. */
  sessions_closed: z.number().int(),
});

export const poolUserDeletedSchema = z.object({
  /** True when the user had no access anywhere else and is gone completely (identity included). */
  deleted: z.boolean(),
  /** Permissions removed within the pool. */
  permissions_removed: z.number().int(),
});
export type PoolUserDeleted = z.infer<typeof poolUserDeletedSchema>;

export const userDeletionRequestSchema = z.object({
  status: z.literal("requested"),
  requested_at: z.string(),
});
export type UserDeletionRequest = z.infer<typeof userDeletionRequestSchema>;
