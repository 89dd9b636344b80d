import Bowser from "bowser";

/**
 * What a session's user agent says (bowser; settings' own sessions and pool staff's view of a user's), for
 * "Chrome 131 on Windows": the browser with its major version, the system.
 */
export type DeviceName = { browser: string | null; system: string | null };

export function deviceName(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(" ") : null;
  return { browser, system: parsed.os.name || null };
}
