import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type Language, languages } from "@pithead/contract";
import { compressedForms } from "../../lib/content-encoding";

export type Translations = Record<string, unknown>;

/**
 * Merges every `<dir>/<lng>/*.json` area file into one object. Area files must not share top-level
 * keys (each area owns its namespace); a clash throws, naming both files. A missing dir gives {}.
 */
export function loadLanguage(localesDir: string, lng: string): Translations {
  const dir = join(localesDir, lng);
  if (!existsSync(dir)) return {};
  const merged: Translations = {};
  const owner = new Map<string, string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const path = join(dir, file);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, "utf8"));
    } catch (err) {
      throw new Error(`Locale file ${path} is not valid JSON: ${(err as Error).message}`);
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      throw new Error(`Locale file ${path} must hold a JSON object`);
    }
    for (const [key, value] of Object.entries(data)) {
      const first = owner.get(key);
      if (first) throw new Error(`Locale key "${key}" is defined in both ${first} and ${path}`);
      owner.set(key, path);
      merged[key] = value;
    }
  }
  return merged;
}

/** The locale files' names, sizes and change times: a new value when any file is added, removed or edited. */
function filesStamp(localesDir: string): string {
  return languages
    .flatMap((lng) => {
      const dir = join(localesDir, lng);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .map((f) => {
          const stat = statSync(join(dir, f));
          return `${lng}/${f}:${stat.size}:${stat.mtimeMs}`;
        });
    })
    .join("|");
}

/**
 * Serialized translations per language, with their brotli and gzip forms (made on first request: the file is
 * about 80 KB of JSON and 20 KB as brotli, which takes brotli 130-200 ms of the event loop). All languages load at
 * creation, so a broken or clashing file stops the server at start. Outside production the files are looked at
 * again at most every `reloadMs`, and reloaded only when one changed, so edits show without every request after a
 * pause paying the load and the compression (as `npm start`'s demo did, about 0.5 s per first visit).
 */
export function localeStore(localesDir: string, opts: { reloadMs?: number } = {}) {
  const load = () =>
    Object.fromEntries(
      languages.map((l) => [l, compressedForms(JSON.stringify(loadLanguage(localesDir, l)))]),
    ) as Record<Language, ReturnType<typeof compressedForms>>;
  let cache = load();
  let stamp = opts.reloadMs === undefined ? "" : filesStamp(localesDir);
  let checkedAt = Date.now();
  return {
    get(lng: Language): ReturnType<typeof compressedForms> {
      if (opts.reloadMs !== undefined && Date.now() - checkedAt > opts.reloadMs) {
        checkedAt = Date.now();
        const now = filesStamp(localesDir);
        if (now !== stamp) {
          cache = load();
          stamp = now;
        }
      }
      return cache[lng];
    },
  };
}
