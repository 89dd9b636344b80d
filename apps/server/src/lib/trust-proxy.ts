import { isIP } from "node:net";

/**
 * Which proxies may set `X-Forwarded-For` (TRUST_PROXY), in a form Fastify's `trustProxy` takes: off (false)
 * or a list of proxy addresses, CIDR ranges and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`.
 * Off by default: trusting the header from anyone lets a client pick its own address and step around every
 * per-address limit. No hop count: it cannot tell a proxy from a client that sends the header itself (Fastify
 * 5.12 treats one as trusting nobody), so a number is refused rather than silently ignored.
 */
export type TrustProxy = false | string[];

const names = new Set(["loopback", "linklocal", "uniquelocal"]);

export const trustProxyHint =
  "must be off, or proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal separated by commas";

function isProxyEntry(entry: string): boolean {
  if (names.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's value, or null when it is not one of the accepted forms. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim() ?? "";
  if (text === "" || ["off", "0", "false", "no"].includes(text)) return false;
  const entries = text.split(",").map((entry) => entry.trim());
  return entries.every(isProxyEntry) ? entries : null;
}
