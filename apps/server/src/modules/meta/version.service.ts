import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { versionSchema } from "@pithead/contract";

/**
 * The build version the web app polls. The web build writes `<dist>/meta/version.json`, a new value
 * per build; it is re-read at most once a second, so a rebuilt dist is noticed without a restart.
 * Without a build (dev), the version is derived from the server's start time.
 */
export function versionSource(webDist: string, startedAt: Date, ttlMs = 1000) {
  const file = join(webDist, "meta", "version.json");
  const fallback = `dev-${startedAt.getTime().toString(36)}`;
  let cached: { version: string; at: number } | undefined;

  return async function currentVersion(): Promise<string> {
    const now = Date.now();
    if (cached && now - cached.at < ttlMs) return cached.version;
    let version = fallback;
    try {
      const parsed = versionSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
      if (parsed.success) version = parsed.data.version;
    } catch {
      // absent or unreadable: keep the start-time version
    }
    cached = { version, at: now };
    return version;
  };
}
