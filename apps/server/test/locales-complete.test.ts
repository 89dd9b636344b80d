import { languages } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { defaultLocalesDir } from "../src/app";
import { loadLanguage, type Translations } from "../src/modules/locales/locales.service";

/** Every leaf key path of a translations object, e.g. `errors.frontend.back`. */
function leaves(obj: Translations, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [p, v] of leaves(value as Translations, path)) out.set(p, v);
    } else out.set(path, value);
  }
  return out;
}

function isEmpty(v: unknown): boolean {
  return v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);
}

const byLanguage = Object.fromEntries(languages.map((l) => [l, leaves(loadLanguage(defaultLocalesDir, l))]));
const required = [
  "errors.frontend.notFound.code",
  "errors.frontend.notFound.title",
  "errors.frontend.notFound.description",
  "errors.frontend.internal.code",
  "errors.frontend.internal.title",
  "errors.frontend.internal.description",
  "errors.frontend.back",
];

describe("the shipped translations (packages/contract/locales)", () => {
  it.each(languages.filter((l) => l !== "en"))("%s has exactly the key paths of en", (lng) => {
    const en = [...(byLanguage.en?.keys() ?? [])].sort();
    expect([...(byLanguage[lng]?.keys() ?? [])].sort()).toEqual(en);
  });

  it.each(languages)("%s has no empty value", (lng) => {
    const empty = [...(byLanguage[lng] ?? [])].filter(([, v]) => isEmpty(v));
    expect(empty.map(([k]) => k)).toEqual([]);
  });

  it.each(languages)("%s has the error-page texts", (lng) => {
    const missing = required.filter((k) => !byLanguage[lng]?.has(k));
    expect(missing).toEqual([]);
  });
});
