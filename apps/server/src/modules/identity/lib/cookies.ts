/** Minimal Cookie / Set-Cookie handling (the module owns its cookies; no global cookie plugin needed). */

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] ??= decodeURIComponent(value);
    } catch {
      out[name] ??= value;
    }
  }
  return out;
}

export type CookieOptions = { secure: boolean; maxAgeSeconds?: number; expires?: Date };

/** `name=value; Path=/; HttpOnly; SameSite=Lax[; Secure][; Max-Age][; Expires]`. */
export function serializeCookie(name: string, value: string, opts: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (opts.secure) parts.push("Secure");
  if (opts.maxAgeSeconds !== undefined) parts.push(`Max-Age=${opts.maxAgeSeconds}`);
  if (opts.expires) parts.push(`Expires=${opts.expires.toUTCString()}`);
  return parts.join("; ");
}

export function clearCookie(name: string, secure: boolean): string {
  return serializeCookie(name, "", { secure, maxAgeSeconds: 0, expires: new Date(0) });
}
