/**
 * Sign-in and sign-up tracking (SPEC sections 4 and 9): a successful sign-in or sign-up sets a flag; the next
 * session success reports the activity once and resets the flags. No analytics service exists yet, so the
 * report goes to a reporter the app passes in (a console debug line today; the marketing tool arrives later).
 */
export const ACTIVITY_KEY = "pithead.auth-activity";
export const activityIds = { signin: "act:cm:signin", signup: "act:cm:signup" } as const;
export type Activity = keyof typeof activityIds;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function markActivity(activity: Activity, store: Storage | null = storage()): void {
  try {
    store?.setItem(ACTIVITY_KEY, activity);
  } catch {
    // Storage unavailable: the activity is simply not reported.
  }
}

/** On a session success: reports the flagged activity (if any) and clears the flag. */
export function reportActivity(
  report: (activityId: string) => void,
  store: Storage | null = storage(),
): Activity | null {
  let flagged: string | null = null;
  try {
    flagged = store?.getItem(ACTIVITY_KEY) ?? null;
    store?.removeItem(ACTIVITY_KEY);
  } catch {
    return null;
  }
  if (flagged !== "signin" && flagged !== "signup") return null;
  report(activityIds[flagged]);
  return flagged;
}
