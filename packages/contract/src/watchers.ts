import { z } from "zod";

/** What a watcher link lets its holder see (SPEC section 6: dashboard, workers and payments only). */
export const watcherSections = ["dashboard", "workers", "payments"] as const;
export type WatcherSection = (typeof watcherSections)[number];

export const watcherLabelMaxLength = 64;
/** The most miners one link may name in `miner_ids` (more: leave it out, and the link covers all of them). */
export const watcherMaxMinerIds = 1000;
/** The latest expiry a link may carry, counted from its creation. */
export const watcherMaxLifetimeDays = 365;
/** The expiry choices the owner's screen offers (days; null: never). */
export const watcherExpiryChoices = [null, 1, 7, 30] as const;

/** `POST miners/{id}/watchers`: a link to that one miner. */
export const createMinerWatcherBodySchema = z.object({
  label: z.string().trim().min(1).max(watcherLabelMaxLength),
  expires_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .describe("When the link stops working (ISO 8601); null or absent: never"),
  permissions: z
    .array(z.enum(watcherSections))
    .min(1)
    .max(watcherSections.length)
    .optional()
    .describe("Sections the watcher sees; absent: all three"),
});
export type CreateMinerWatcherBody = z.infer<typeof createMinerWatcherBodySchema>;

/** `POST identity/{id}/watchers`: a link to one or more of the caller's miners (absent: all of them). */
export const createIdentityWatcherBodySchema = createMinerWatcherBodySchema.extend({
  miner_ids: z
    .array(z.uuid())
    .min(1)
    .max(watcherMaxMinerIds)
    .optional()
    .describe("Miners the link shows (each owned or administered by the caller); absent: all of them"),
});
export type CreateIdentityWatcherBody = z.infer<typeof createIdentityWatcherBodySchema>;

export const watcherLinkStates = ["active", "expired", "revoked"] as const;

/** A watcher link as lists show it: never its token (only a hash of it is kept). */
export const watcherLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  miners: z.array(z.object({ id: z.string(), account_name: z.string() })),
  permissions: z.array(z.enum(watcherSections)),
  state: z.enum(watcherLinkStates),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type WatcherLink = z.infer<typeof watcherLinkSchema>;

/** The answer to a create: the only time the token is shown. */
export const createdWatcherLinkSchema = watcherLinkSchema.extend({
  token: z.string(),
  url: z.string().describe("<PUBLIC_URL>/watch/<token>"),
});
export type CreatedWatcherLink = z.infer<typeof createdWatcherLinkSchema>;

export const watcherListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type WatcherListQuery = z.infer<typeof watcherListQuerySchema>;

export const watcherLinkListSchema = z.object({
  items: z.array(watcherLinkSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type WatcherLinkList = z.infer<typeof watcherLinkListSchema>;

/** One watched account of `GET watchers/{token}` (SPEC section 3: a permissions list, each with an id). */
export const watcherPermissionSchema = z.object({
  id: z.string().describe("The miner's id"),
  type: z.literal("miner"),
  account_name: z.string(),
  sections: z.array(z.enum(watcherSections)),
});
export type WatcherPermission = z.infer<typeof watcherPermissionSchema>;

export const watcherCheckSchema = z.object({ permissions: z.array(watcherPermissionSchema) });
export type WatcherCheck = z.infer<typeof watcherCheckSchema>;
