/** Identity browser endpoints and the screens of this app that draw their flows. */
const screens: [RegExp, string][] = [
  [/\/self-service\/login\/browser\/?$/, "/auth/login"],
  [/\/self-service\/registration\/browser\/?$/, "/auth/registration"],
  [/\/self-service\/recovery\/browser\/?$/, "/auth/recovery"],
  [/\/self-service\/verification\/browser\/?$/, "/auth/verification"],
  [/\/self-service\/settings\/browser\/?$/, "/settings"],
];

export type Destination = { internal: true; to: string } | { internal: false; to: string };

/**
 * Where a `redirect_browser_to` leads: an identity browser endpoint becomes this app's screen with the same
 * query (so `.../self-service/login/browser?aal=aal2` opens `/auth/login?aal=aal2`); an address of this app is
 * followed inside the SPA; anything else is left to the browser.
 */
export function destinationOf(address: string, origin: string): Destination {
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return { internal: true, to: "/" };
  }
  for (const [pattern, screen] of screens) {
    if (pattern.test(url.pathname)) return { internal: true, to: `${screen}${url.search}` };
  }
  if (url.origin === origin) return { internal: true, to: `${url.pathname}${url.search}${url.hash}` };
  return { internal: false, to: url.toString() };
}

/** A `return_to` that stays inside this app as a path, or null (unknown or foreign addresses are dropped). */
export function safeReturnPath(returnTo: string | null | undefined, origin: string): string | null {
  if (!returnTo) return null;
  const destination = destinationOf(returnTo, origin);
  return destination.internal ? destination.to : null;
}
