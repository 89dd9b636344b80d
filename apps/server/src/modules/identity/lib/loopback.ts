import { isIPv4 } from "node:net";

/**
 * Whether a client address is this machine's: 127.0.0.0/8, ::1, or an IPv4 loopback address mapped
 * into IPv6 (`::ffff:127.x.y.z`). Anything else, an empty or malformed value included, is not.
 */
export function isLoopback(address: string): boolean {
  const lower = address.toLowerCase();
  const v4 = lower.startsWith("::ffff:") ? lower.slice("::ffff:".length) : lower;
  if (isIPv4(v4)) return v4.startsWith("127.");
  return lower === "::1" || lower === "0:0:0:0:0:0:0:1";
}
