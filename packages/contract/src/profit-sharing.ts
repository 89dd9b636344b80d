import { z } from "zod";
import { accountNameMaxLength, accountNameMinLength } from "./accounts";
import { decimalInputSchema } from "./decimal";
import { dayStringSchema } from "./money";

/** SPEC section 8: a split's sharing type. */
export const sharingTypes = ["profit_sharing", "referral"] as const;
export type SharingType = (typeof sharingTypes)[number];
/** A split version's state on today's date: starts tomorrow, in force, or ended. */
export const sharingStates = ["scheduled", "active", "ended"] as const;
export type SharingState = (typeof sharingStates)[number];
/** At most this many recipients a donor shares with at once (its splits in force or scheduled). */
export const profitSharingMaxRecipients = 20;
/** Ended versions stay in the lists this many days after their last day; the ledger keeps them for good. */
export const profitSharingHistoryDays = 90;

/**
 * One version of a split (SPEC section 8: donor, recipient, percent, start date, sharing type). `percent`: of
 * the donor's net reward for `profit_sharing`; of the pool's fee on the donor's reward for `referral`. Settlement
 * days `start_date..end_date`, both inclusive (null end: open).
 */
export const profitSharingSchema = z.object({
  id: z.string(),
  type: z.enum(sharingTypes),
  donor: z.object({ id: z.string(), account_name: z.string() }),
  recipient: z.object({ id: z.string(), account_name: z.string() }),
  percent: z.string().describe("Percent with up to 4 decimals"),
  start_date: dayStringSchema,
  end_date: dayStringSchema.nullable(),
  state: z.enum(sharingStates),
  created_at: z.string(),
});
export type ProfitSharing = z.infer<typeof profitSharingSchema>;

/**
 * `GET miners/{id}/profit-sharings`: the miner's splits as a donor (`given`, its referral by the miner whose
 * code it signed up with included) and as a recipient (`received`: profit sharing only; the referrals it earns
 * are at `miners/{id}/referrals`, with the referred miners' names masked), versions in force, scheduled, or
 * ended within `profitSharingHistoryDays`, newest first. `given_percent`: the
 * sum of the donor's `profit_sharing` percents from `next_start` on (at most 100). `next_start`: the settlement
 * day a change made now takes effect (tomorrow, UTC).
 */
export const profitSharingsSchema = z.object({
  data: z.object({
    given: z.array(profitSharingSchema),
    received: z.array(profitSharingSchema),
    given_percent: z.string(),
    next_start: dayStringSchema,
  }),
});
export type ProfitSharings = z.infer<typeof profitSharingsSchema>["data"];

/** `GET miners/{id}/profit-sharings/{recipient}`: the versions of the split to that recipient, newest first. */
export const profitSharingHistorySchema = z.object({
  data: z.object({
    recipient: z.object({ id: z.string(), account_name: z.string() }),
    versions: z.array(profitSharingSchema),
    next_start: dayStringSchema,
  }),
});

/**
 * `PUT miners/{id}/profit-sharings/{recipient}` (`recipient`: the recipient's account name): creates the split or
 * changes its percent from the next settlement day (00:00 UTC tomorrow). A change names the version it replaces:
 * `replaces` is the id of the recipient's split running after today (open or scheduled), so nobody replaces one
 * by accident. Without it while one runs: 409 `profit_sharing_exists`; with an id that is no longer that version
 * (changed or ended meanwhile): 409 `invalid_state`. Field errors: `percent` `min_threshold` (0),
 * `max_threshold` (the donor's percents would pass 100, counted without the replaced version); `recipient`
 * `not_found` (no such miner in the donor's pool), `invalid_input` (the donor itself); `max_length` when the donor
 * already shares with `profitSharingMaxRecipients` others.
 */
export const profitSharingBodySchema = z.object({
  percent: decimalInputSchema(4),
  replaces: z.uuid().optional().describe("The id of the recipient's running split this change replaces"),
});
export type ProfitSharingBody = z.input<typeof profitSharingBodySchema>;
export const profitSharingResultSchema = z.object({ data: profitSharingSchema });

/** `DELETE miners/{id}/profit-sharings/{recipient}`: the split pays through `last_day` (today, UTC), then stops. */
export const profitSharingEndedSchema = z.object({
  data: z.object({ last_day: dayStringSchema.nullable(), canceled_scheduled: z.boolean() }),
});

/** A recipient's account name in the path: the account-name rule (3..32 lowercase letters and digits). */
export const recipientAccountNameSchema = z
  .string()
  .max(accountNameMaxLength)
  .regex(new RegExp(`^[a-z0-9]{${accountNameMinLength},${accountNameMaxLength}}$`));
