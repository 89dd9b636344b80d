import { z } from "zod";
import { accessRoles } from "./accounts";

/**
 * Access sharing (`{miners|pools|operators}/{id}/access`, SPEC sections 6 and 7): who has access to an account,
 * invitations by e-mail, role changes, revocation, and the account's audit log. Changes need aal2.
 */

/** The account types whose access is shared by e-mail (a platform account's is not). */
export const sharedAccountTypes = ["miner", "pool", "operator"] as const;
export type SharedAccountType = (typeof sharedAccountTypes)[number];

/** RFC 5321's longest forward path. */
export const accessEmailMaxLength = 254;
/** `GET .../access` lists at most this many people (oldest first); `members_total` counts them all. */
export const accessMembersMax = 500;
/** The most pending invitations one account may have (and `GET .../access` lists). */
export const accessInvitesMax = 200;
/** The audit log's page size limit (`per_page`). */
export const accessAuditPageMax = 100;

/** `POST .../access`: an existing user gets the role at once; any other e-mail gets an invitation. */
export const accessGrantBodySchema = z.object({
  email: z.string().trim().max(accessEmailMaxLength).pipe(z.email()),
  role: z.enum(accessRoles),
});
export type AccessGrantBody = z.infer<typeof accessGrantBodySchema>;

/** `PUT .../access`: a new role for one person (their permission id from the list). */
export const accessRoleBodySchema = z.object({
  permission_id: z.uuid(),
  role: z.enum(accessRoles),
});
export type AccessRoleBody = z.infer<typeof accessRoleBodySchema>;

/** `DELETE .../access?permission_id=` revokes a person's access; `?invite_id=` withdraws an invitation. */
export const accessRevokeQuerySchema = z
  .object({ permission_id: z.uuid().optional(), invite_id: z.uuid().optional() })
  .refine((q) => (q.permission_id === undefined) !== (q.invite_id === undefined), {
    message: "Name exactly one of permission_id and invite_id",
    path: ["permission_id"],
  });
export type AccessRevokeQuery = z.infer<typeof accessRevokeQuerySchema>;

/** A person with access: `user_id` is their identity id (as `GET identity` answers `user.id`). */
export const accessMemberSchema = z.object({
  permission_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  role: z.enum(accessRoles),
  since: z.string(),
  status: z.literal("active"),
  two_factor: z.boolean().describe("A second factor (TOTP, recovery codes or a security key) is set up"),
});
export type AccessMember = z.infer<typeof accessMemberSchema>;

export const accessInviteStatuses = ["invited", "expired"] as const;

/** An invitation not yet accepted or withdrawn; an expired one can be sent again. */
export const accessInviteSchema = z.object({
  invite_id: z.string(),
  email: z.string(),
  role: z.enum(accessRoles),
  sent_at: z.string(),
  expires_at: z.string(),
  status: z.enum(accessInviteStatuses),
});
export type AccessInvite = z.infer<typeof accessInviteSchema>;

/** `GET .../access`: people (oldest first) and pending invitations (newest first), bounded. */
export const accessListSchema = z.object({
  members: z.array(accessMemberSchema),
  members_total: z.number().int(),
  invites: z.array(accessInviteSchema),
});
export type AccessList = z.infer<typeof accessListSchema>;

/** What `POST .../access` did: granted at once (an existing user) or sent an invitation. */
export const accessGrantResultSchema = z.object({
  result: z.enum(["granted", "invited"]),
  member: accessMemberSchema.optional(),
  invite: accessInviteSchema.optional(),
});
export type AccessGrantResult = z.infer<typeof accessGrantResultSchema>;

export const accessAuditActions = [
  "grant",
  "invite",
  "role_change",
  "revoke",
  "invite_resend",
  "invite_withdraw",
] as const;
export type AccessAuditAction = (typeof accessAuditActions)[number];

export const accessAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(accessAuditPageMax).default(20),
});
export type AccessAuditQuery = z.infer<typeof accessAuditQuerySchema>;

/** One change of the account's access: who, what, when, from which address. */
export const accessAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_email: z.string(),
  address: z.string().nullable(),
  action: z.string(),
  target_email: z.string().nullable(),
  role_before: z.string().nullable(),
  role_after: z.string().nullable(),
});
export type AccessAuditEntry = z.infer<typeof accessAuditEntrySchema>;

/** `GET .../access/audit`: newest first, paged. */
export const accessAuditListSchema = z.object({
  items: z.array(accessAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AccessAuditList = z.infer<typeof accessAuditListSchema>;
