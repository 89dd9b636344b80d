/**
 * Masking of error reports before they leave the process (SPEC sections 5, 8, 9; issue 17), shared by the
 * browser's and the server's Sentry SDKs (`beforeSend`, `beforeBreadcrumb`): bearer and session tokens, watcher
 * links, secrets in query strings and e-mail addresses are replaced wherever they sit (message, exception values,
 * URLs, breadcrumbs, extra, contexts, headers), and values under secret-sounding keys are dropped whole.
 */

export const filtered = "[Filtered]";
export const maskedEmail = "[email]";

/** Keys whose value is a secret whatever it looks like (compared lower-case, `-` and `_` ignored). */
const secretKeys = new Set([
  "authorization",
  "proxyauthorization",
  "cookie",
  "setcookie",
  "password",
  "passwd",
  "secret",
  "token",
  "accesstoken",
  "refreshtoken",
  "sessiontoken",
  "xsessiontoken",
  "xwatchertoken",
  "xingesttoken",
  "apikey",
  "xapikey",
  "csrftoken",
  "totpcode",
  "code",
  "recoverycode",
  "lookupsecret",
]);

const isSecretKey = (key: string) => secretKeys.has(key.toLowerCase().replace(/[-_]/g, ""));

const patterns: [RegExp, string][] = [
  // `Authorization: Bearer <token>` and bare "Bearer <token>" anywhere in a text.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${filtered}`],
  // Identity session and logout tokens (`ory_st_…`, `ory_lo_…`), wherever they appear.
  [/\bory_(st|lo|ht|ac|rt)_[A-Za-z0-9]+/g, `ory_$1_${filtered}`],
  // A Telegram Bot API URL carries the bot's token in its path (`/bot<id>:<secret>/`).
  [/\/bot\d+:[A-Za-z0-9_-]+/g, `/bot${filtered}`],
  // A watcher link's token: `/watch/<token>` and `watchers/<token>`.
  [/\/(watch|watchers)\/[A-Za-z0-9_-]{20,}/g, `/$1/${filtered}`],
  // Secrets in query strings and form bodies: `token=…`, `code=…`, `password=…`.
  [
    /([?&#;](?:token|access_token|session_token|code|password|secret|api_key|key|flow_token)=)[^&#\s"']*/gi,
    `$1${filtered}`,
  ],
  // E-mail addresses (also URL-encoded `%40`).
  [/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, maskedEmail],
];

/** A text with every token, secret query value and e-mail address replaced. */
export function maskText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of patterns) out = out.replace(pattern, replacement);
  return out;
}

/**
 * A copy of `value` with every string masked (`maskText`) and the value of every secret key replaced by
 * `[Filtered]`, down to `maxDepth` levels (deeper values are replaced too: nothing unmasked leaves). Cycles
 * are cut. Keys are masked like values (an e-mail used as a key).
 */
export function maskDeep<T>(value: T, maxDepth = 12): T {
  const seen = new WeakSet<object>();
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === "string") return maskText(v);
    if (v === null || typeof v !== "object") return v;
    if (depth > maxDepth) return filtered;
    if (seen.has(v)) return "[Circular]";
    seen.add(v);
    if (Array.isArray(v)) return v.map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(v)) {
      out[maskText(key)] = isSecretKey(key) && child != null ? filtered : walk(child, depth + 1);
    }
    return out;
  };
  return walk(value, 0) as T;
}

/**
 * An error event (Sentry's shape, or any object) ready to send: masked everywhere, and without the user's
 * e-mail and IP address (the user id stays, so a report can be matched to a user's own account of it).
 */
export function maskEvent<T extends object>(event: T): T {
  const masked = maskDeep(event) as T & { user?: Record<string, unknown> };
  if (masked.user) {
    const { email: _email, ip_address: _ip, username: _name, ...rest } = masked.user;
    masked.user = rest;
  }
  return masked;
}
