import { watcherExpiryChoices } from "@pithead/contract";

export type ExpiryChoice = (typeof watcherExpiryChoices)[number];

/** The choices of the form: never, 1 day, 7 days, 30 days. */
export const expiryChoices = watcherExpiryChoices;

/** The `expires_at` a choice asks for, counted from `now`; null: never. */
export function expiresAtFor(choice: ExpiryChoice, now: Date): string | null {
  return choice === null ? null : new Date(now.getTime() + choice * 86_400_000).toISOString();
}

/** The value of a choice in a `<select>` and back. */
export const expiryValue = (choice: ExpiryChoice): string => (choice === null ? "never" : String(choice));
export function expiryOf(value: string): ExpiryChoice {
  return expiryChoices.find((choice) => expiryValue(choice) === value) ?? null;
}
