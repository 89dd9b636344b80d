import {
  type NotificationPreferences,
  notificationDefault,
  notificationEvents,
  securityEvents,
  userEvents,
} from "@pithead/contract";

/** For tests: the state of a user with two accounts who has chosen nothing yet (the defaults). */
export function preferencesFixture(over: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    events: notificationEvents.map((event) => ({
      event,
      email: notificationDefault(event, "email"),
      telegram: notificationDefault(event, "telegram"),
      security: securityEvents.includes(event),
      per_account: !userEvents.includes(event),
    })),
    overrides: [],
    accounts: [
      { miner_id: "m1", account_name: "alice" },
      { miner_id: "m2", account_name: "alice-2" },
    ],
    time_zone: null,
    channels: {
      email: { available: true, address: "miner@pithead.test" },
      telegram: { available: false, linked: false },
    },
    ...over,
  };
}
