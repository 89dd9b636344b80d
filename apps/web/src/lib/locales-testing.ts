import { describe, expect, it } from "vitest";

type LocaleFile = Record<string, unknown>;

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
const keys = (value: unknown) => leaves(value).map(([key]) => key);
const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

/**
 * The checks every feature's locale files pass (tests only): they hold only `areas`, with one key set in en, ru
 * and cn and no empty text; every translation keeps the English placeholders and differs from the English text,
 * except the keys `sameAs` allows (units, brands, figures) for that language.
 */
export function describeLocaleFiles(
  name: string,
  files: { en: LocaleFile; ru: LocaleFile; cn: LocaleFile },
  opts: { areas: string[]; sameAs?: (key: string, language: "ru" | "cn") => boolean },
): void {
  const { en, ru, cn } = files;
  describe(`the ${name} locale files`, () => {
    it(`hold only ${opts.areas.join(", ")}, with one key set in en, ru and cn and no empty text`, () => {
      for (const file of [en, ru, cn]) expect(Object.keys(file)).toEqual(opts.areas);
      expect(keys(ru)).toEqual(keys(en));
      expect(keys(cn)).toEqual(keys(en));
      for (const file of [en, ru, cn])
        for (const [key, text] of leaves(file))
          expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
    });

    it("keep the same placeholders in every language and are translated", () => {
      const english = new Map(leaves(en));
      for (const [language, file] of [
        ["ru", ru],
        ["cn", cn],
      ] as const)
        for (const [key, text] of leaves(file)) {
          expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
          if (!opts.sameAs?.(key, language)) expect(text, key).not.toBe(english.get(key));
        }
    });
  });
}
