import type {
  NotificationChannel,
  NotificationEvent,
  NotificationPreferences,
  NotificationPreferencesBody,
} from "@pithead/contract";
import { isApiError } from "../../../lib/api-client";

export type Choice = Record<NotificationChannel, boolean>;

/**
 * What the page edits: each event's choice for all accounts, and the per-account values the user set (keyed by
 * `accountKey`; an account without one follows its event's choice).
 */
export type PreferencesForm = {
  events: Partial<Record<NotificationEvent, Choice>>;
  accounts: Record<string, boolean>;
};

type EventInfo = NotificationPreferences["events"][number];

export const accountKey = (event: NotificationEvent, channel: NotificationChannel, minerId: string) =>
  `${event}|${channel}|${minerId}`;

/** A security event's e-mail is always on: its boxes are checked and cannot be changed. */
export const isLocked = (info: Pick<EventInfo, "security">, channel: NotificationChannel) =>
  info.security && channel === "email";

/** The form the server's state starts (security e-mails on whatever was stored). */
export function formFromPreferences(state: NotificationPreferences): PreferencesForm {
  const events: PreferencesForm["events"] = {};
  for (const info of state.events)
    events[info.event] = { email: info.email || info.security, telegram: info.telegram };
  const accounts: Record<string, boolean> = {};
  for (const o of state.overrides) accounts[accountKey(o.event, o.channel, o.miner_id)] = o.enabled;
  return { events, accounts };
}

/** An event's choice on a channel for all accounts. */
export function eventValue(form: PreferencesForm, info: EventInfo, channel: NotificationChannel): boolean {
  return isLocked(info, channel) || (form.events[info.event]?.[channel] ?? false);
}

/** What one account gets: its own value when set, else the event's choice. */
export function accountValue(
  form: PreferencesForm,
  info: EventInfo,
  channel: NotificationChannel,
  minerId: string,
): boolean {
  if (isLocked(info, channel)) return true;
  return form.accounts[accountKey(info.event, channel, minerId)] ?? eventValue(form, info, channel);
}

export function setEventValue(
  form: PreferencesForm,
  event: NotificationEvent,
  channel: NotificationChannel,
  on: boolean,
): PreferencesForm {
  const current = form.events[event] ?? { email: false, telegram: false };
  return { ...form, events: { ...form.events, [event]: { ...current, [channel]: on } } };
}

export function setAccountValue(
  form: PreferencesForm,
  event: NotificationEvent,
  channel: NotificationChannel,
  minerId: string,
  on: boolean,
): PreferencesForm {
  return { ...form, accounts: { ...form.accounts, [accountKey(event, channel, minerId)]: on } };
}

/** Accounts of an event whose value differs from the event's choice on some channel. */
export function differingAccounts(form: PreferencesForm, state: NotificationPreferences, info: EventInfo) {
  return state.accounts.filter((account) =>
    (["email", "telegram"] as const).some(
      (channel) => accountValue(form, info, channel, account.miner_id) !== eventValue(form, info, channel),
    ),
  ).length;
}

/**
 * The PUT body: every event's choice (security e-mails on), and only the per-account values that differ from
 * their event's choice (never a locked security e-mail, never an event without per-account choices).
 */
export function bodyFromForm(
  form: PreferencesForm,
  state: NotificationPreferences,
): NotificationPreferencesBody {
  const events = state.events.map((info) => ({
    event: info.event,
    email: eventValue(form, info, "email"),
    telegram: eventValue(form, info, "telegram"),
  }));
  const overrides: NotificationPreferencesBody["overrides"] = [];
  for (const info of state.events) {
    if (!info.per_account) continue;
    for (const account of state.accounts)
      for (const channel of ["email", "telegram"] as const) {
        if (isLocked(info, channel)) continue;
        const enabled = accountValue(form, info, channel, account.miner_id);
        if (enabled !== eventValue(form, info, channel))
          overrides.push({ event: info.event, channel, miner_id: account.miner_id, enabled });
      }
  }
  return { events, overrides };
}

/** The server's field errors of a PUT, by the event they are about: `events.<i>.*` and `overrides.<i>.*`. */
export function fieldErrorsByEvent(
  error: unknown,
  body: NotificationPreferencesBody,
): Partial<Record<NotificationEvent, string>> {
  const found: Partial<Record<NotificationEvent, string>> = {};
  if (!isApiError(error)) return found;
  for (const field of error.fields) {
    const [list, index] = field.name.split(".");
    const item =
      list === "events"
        ? body.events[Number(index)]
        : list === "overrides"
          ? body.overrides?.[Number(index)]
          : null;
    if (item && !found[item.event]) found[item.event] = field.text;
  }
  return found;
}
