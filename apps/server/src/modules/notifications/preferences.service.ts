import {
  type FieldError,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
  notificationChannels,
  notificationDefault,
  notificationEvents,
  type notificationPreferencesBodySchema,
  securityEvents,
  userEvents,
} from "@pithead/contract";
import type { z } from "zod";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { telegramRepository } from "../telegram/telegram.repository";
import type { Caller } from "../users/users.service";
import { type PreferenceRow, preferencesRepository } from "./preferences.repository";

type Body = z.output<typeof notificationPreferencesBodySchema>;

const ownOnly = (caller: Caller, identityId: string) => {
  if (identityId !== caller.principal.identityId) {
    throw new ProductError("access_denied", 403, "This is another user's data");
  }
};
const isSecurity = (event: NotificationEvent) => securityEvents.includes(event);

/**
 * What the user wants on a channel for an event (and an account, when given): a security event's e-mail is
 * always on; else the account's own choice, the user's choice for all accounts, then the default.
 */
export function wants(
  rows: readonly PreferenceRow[],
  event: NotificationEvent,
  channel: NotificationChannel,
  minerId: string | null,
): boolean {
  if (channel === "email" && isSecurity(event)) return true;
  const pick = (m: string | null) =>
    rows.find((r) => r.event === event && r.channel === channel && r.minerId === m)?.enabled;
  return (minerId ? pick(minerId) : undefined) ?? pick(null) ?? notificationDefault(event, channel);
}

/** An IANA time zone this server knows, in its canonical spelling (`europe/berlin` -> `Europe/Berlin`), or null. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Notification preferences (SPEC section 3 events, e-mail and Telegram), the signed-in user's own only.
 * `channels.telegram`: `available` when the server has a bot (`telegram` true), `linked` when the user linked a
 * chat (`modules/telegram`).
 */
export function preferencesService({
  db,
  clock,
  telegram = false,
}: {
  db: Db;
  clock: Clock;
  telegram?: boolean;
}) {
  return {
    async get(caller: Caller, identityId: string): Promise<NotificationPreferences> {
      ownOnly(caller, identityId);
      const repo = preferencesRepository(db);
      const rows = await repo.ofUser(caller.user.id);
      const accounts = await repo.accountsOf(caller.user.id);
      const linked = telegram && (await telegramRepository(db).chatOf(caller.user.id)) !== null;
      return {
        events: notificationEvents.map((event) => ({
          event,
          email: wants(rows, event, "email", null),
          telegram: wants(rows, event, "telegram", null),
          security: isSecurity(event),
          per_account: !userEvents.includes(event),
        })),
        overrides: rows.flatMap((r) =>
          r.minerId && accounts.some((a) => a.minerId === r.minerId)
            ? [
                {
                  event: r.event as NotificationEvent,
                  channel: r.channel as NotificationChannel,
                  miner_id: r.minerId,
                  enabled: r.enabled,
                },
              ]
            : [],
        ),
        accounts: accounts.map((a) => ({ miner_id: a.minerId, account_name: a.accountName })),
        time_zone: await repo.timeZoneOf(caller.user.id),
        channels: {
          email: { available: true, address: caller.user.email },
          telegram: { available: telegram, linked },
        },
      };
    },

    async put(caller: Caller, identityId: string, body: Body): Promise<NotificationPreferences> {
      ownOnly(caller, identityId);
      const repo = preferencesRepository(db);
      const accounts = new Set((await repo.accountsOf(caller.user.id)).map((a) => a.minerId));
      const fields: FieldError[] = [];
      const seen = new Set<string>();
      const rows: PreferenceRow[] = [];
      body.events.forEach((choice, i) => {
        if (seen.has(choice.event)) fields.push({ name: `events.${i}.event`, text: "invalid_input" });
        seen.add(choice.event);
        if (isSecurity(choice.event) && !choice.email) {
          fields.push({ name: `events.${i}.email`, text: "invalid_input" });
        }
        for (const channel of notificationChannels) {
          rows.push({ event: choice.event, channel, minerId: null, enabled: choice[channel] });
        }
      });
      const seenOverride = new Set<string>();
      body.overrides.forEach((o, i) => {
        const key = `${o.event}:${o.channel}:${o.miner_id}`;
        const offSecurity = o.channel === "email" && isSecurity(o.event) && !o.enabled;
        if (userEvents.includes(o.event) || offSecurity || seenOverride.has(key)) {
          fields.push({ name: `overrides.${i}.event`, text: "invalid_input" });
        }
        seenOverride.add(key);
        if (!accounts.has(o.miner_id)) fields.push({ name: `overrides.${i}.miner_id`, text: "not_found" });
        rows.push({ event: o.event, channel: o.channel, minerId: o.miner_id, enabled: o.enabled });
      });
      const asked = body.time_zone;
      const timeZone = typeof asked === "string" ? canonicalTimeZone(asked) : asked;
      if (typeof asked === "string" && timeZone === null)
        fields.push({ name: "time_zone", text: "invalid_input" });
      if (fields.length > 0) {
        throw new ProductError("validation_failed", 400, "Request validation failed", fields.slice(0, 100));
      }
      await repo.replace(caller.user.id, rows, clock.now(), timeZone);
      return this.get(caller, identityId);
    },
  };
}
