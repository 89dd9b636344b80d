import { z } from "zod";

/**
 * The events a user can be notified of: SPEC section 3's seven, and the daily digest of an account's workers
 * (issue 15: yesterday's changes and the state now, for those who want one message a day instead of alerts).
 */
export const notificationEvents = [
  "delete-miner",
  "miner-payout",
  "miner-reward",
  "miner-wallet-address-changed",
  "miner-wallet-minpay-changed",
  "user-login",
  "worker-status-changed",
  "worker-status-digest",
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];
export const notificationChannels = ["email", "telegram"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
/** Security events: always sent by e-mail (it cannot be turned off), to every owner and admin of the account. */
export const securityEvents: readonly NotificationEvent[] = [
  "user-login",
  "miner-wallet-address-changed",
  "miner-wallet-minpay-changed",
  "delete-miner",
];
/** Events about the user, not one of their accounts: no per-account choice. */
export const userEvents: readonly NotificationEvent[] = ["user-login"];
/** At most this many per-account choices in one PUT. */
export const notificationOverridesMax = 1000;

/**
 * The default of an event on a channel when the user has not chosen: everything on, except the daily messages
 * (the reward and the worker digest: one message a day per account is noise for most; a user who wants them
 * turns them on). Telegram follows e-mail: linking a chat is the user saying they want messages there.
 */
export const notificationDefault = (event: NotificationEvent, _channel: NotificationChannel): boolean =>
  event !== "miner-reward" && event !== "worker-status-digest";

const eventChoiceSchema = z.object({
  event: z.enum(notificationEvents),
  email: z.boolean(),
  telegram: z.boolean(),
});
const overrideSchema = z.object({
  event: z.enum(notificationEvents),
  channel: z.enum(notificationChannels),
  miner_id: z.uuid(),
  enabled: z.boolean(),
});

/**
 * `GET identity/{id}/notifications/preferences` (the user's own): every event with its choice per channel for
 * all accounts (`security`: e-mail stays on; `per_account`: an account may differ), the choices made for single
 * accounts, the accounts they can be made for, and what each channel can do now.
 */
export const notificationPreferencesSchema = z.object({
  data: z.object({
    events: z.array(eventChoiceSchema.extend({ security: z.boolean(), per_account: z.boolean() })),
    overrides: z.array(overrideSchema),
    accounts: z.array(z.object({ miner_id: z.string(), account_name: z.string() })),
    time_zone: z
      .string()
      .nullable()
      .describe(
        "The IANA time zone notifications show times in beside UTC (null: not chosen, UTC only; `UTC`: UTC only, chosen)",
      ),
    channels: z.object({
      email: z.object({ available: z.boolean(), address: z.string() }),
      telegram: z.object({
        available: z.boolean().describe("Whether this server delivers by Telegram (the bot is configured)"),
        linked: z.boolean().describe("Whether the user has linked a Telegram chat"),
      }),
    }),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>["data"];

/**
 * `PUT identity/{id}/notifications/preferences`: replaces every choice. `events`: each event at most once (an
 * event left out keeps its default); `overrides`: choices for single accounts the user holds a permission on.
 * Field errors: `events.<i>.email` `invalid_input` (a security event's e-mail cannot be off), `events.<i>.event`
 * `invalid_input` (twice); `overrides.<i>.event` `invalid_input` (a user event or a security e-mail off),
 * `overrides.<i>.miner_id` `not_found` (not one of the user's accounts). `time_zone`: an IANA zone (such as
 * `Europe/Berlin`) times are shown in beside UTC, stored in its canonical spelling; null for UTC only (not chosen:
 * the page then offers the browser's zone; it sends `UTC` for a chosen UTC only); left out to keep it. Field error
 * `time_zone` `invalid_input` for a zone the server does not know.
 */
export const notificationPreferencesBodySchema = z.object({
  events: z.array(eventChoiceSchema).max(notificationEvents.length),
  overrides: z.array(overrideSchema).max(notificationOverridesMax).default([]),
  time_zone: z.string().max(64).nullable().optional(),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;
