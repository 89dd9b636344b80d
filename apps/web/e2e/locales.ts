import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

const localesDir = resolve(import.meta.dirname, "../../../packages/contract/locales");

/** Reads a translation the way a user sees it, so specs assert real text without copying it. */
export function t(language: "en" | "ru" | "cn", key: string): string {
  const dir = resolve(localesDir, language);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    let node: unknown = JSON.parse(readFileSync(resolve(dir, file), "utf8"));
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node === "string") return node;
  }
  throw new Error(`no translation ${language}:${key}`);
}
