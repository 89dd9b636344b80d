/**
 * Product analytics records 25% of sessions (SPEC section 9). The SDK has no session sampling of its own, so
 * the draw is ours: one per analytics session, kept in localStorage with the session's last activity; a page
 * opened within `SESSION_TIMEOUT_MS` of the last one keeps the draw, a later one draws again. A session that
 * is not drawn never loads the SDK.
 *
 * Tests force the draw by writing the record first, e.g. `{"sampled":true,"lastSeen":<now>}`.
 */
export const ANALYTICS_SESSION_KEY = "pithead.analytics-session";
export const ANALYTICS_SHARE = 0.25;
/** The analytics idle timeout (SPEC section 9): also the SDK's `sessionTimeout`. */
export const SESSION_TIMEOUT_MS = 1_800_000;

type SessionRecord = { sampled: boolean; lastSeen: number };

function read(storage: Pick<Storage, "getItem">): SessionRecord | null {
  try {
    const raw = JSON.parse(storage.getItem(ANALYTICS_SESSION_KEY) ?? "null") as unknown;
    if (typeof raw !== "object" || raw === null) return null;
    const { sampled, lastSeen } = raw as Record<string, unknown>;
    return typeof sampled === "boolean" && typeof lastSeen === "number" ? { sampled, lastSeen } : null;
  } catch {
    return null;
  }
}

/** Whether this page's analytics session is recorded; stores the draw and the activity time. */
export function inAnalyticsShare({
  storage = localStorage as Pick<Storage, "getItem" | "setItem">,
  now = Date.now(),
  random = Math.random,
  share = ANALYTICS_SHARE,
} = {}): boolean {
  const previous = read(storage);
  const fresh = previous && now - previous.lastSeen >= 0 && now - previous.lastSeen < SESSION_TIMEOUT_MS;
  const sampled = fresh ? previous.sampled : random() < share;
  try {
    storage.setItem(ANALYTICS_SESSION_KEY, JSON.stringify({ sampled, lastSeen: now }));
  } catch {
    // Without storage every page draws anew: still a quarter of pages on average.
  }
  return sampled;
}

/** Keeps the session's draw alive: called when the page is hidden or left (the user was active until then). */
export function touchAnalyticsSession({
  storage = localStorage as Pick<Storage, "getItem" | "setItem">,
  now = Date.now(),
} = {}): void {
  const previous = read(storage);
  if (!previous) return;
  try {
    storage.setItem(ANALYTICS_SESSION_KEY, JSON.stringify({ sampled: previous.sampled, lastSeen: now }));
  } catch {
    // nothing to keep
  }
}
