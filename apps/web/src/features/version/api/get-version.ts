import { loadResponseSchemas } from "../../../lib/api-client";

/** `GET /meta/version.json` -> the build's version; never served from the HTTP cache. */
export async function getVersion(): Promise<string> {
  const response = await fetch("/meta/version.json", {
    cache: "no-store",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Version check failed: HTTP ${response.status}`);
  const [body, { parseVersion }] = await Promise.all([
    response.json() as Promise<unknown>,
    loadResponseSchemas(),
  ]);
  return parseVersion(body);
}
