import cn from "@pithead/contract/locales/cn/ui.json";
import en from "@pithead/contract/locales/en/ui.json";
import ru from "@pithead/contract/locales/ru/ui.json";
import { describe, expect, it } from "vitest";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("ui locale files", () => {
  it("hold only the ui and language areas", () => {
    for (const file of [en, ru, cn]) expect(Object.keys(file).sort()).toEqual(["language", "ui"]);
  });

  it("have identical key sets with non-empty strings", () => {
    expect(keys(ru)).toEqual(keys(en));
    expect(keys(cn)).toEqual(keys(en));
    for (const file of [en, ru, cn]) {
      for (const key of keys(file)) {
        const text = key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
        expect(typeof text === "string" && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  it("keep the SPEC wording of the generic failure", () => {
    expect(en.ui.toast.genericError).toBe("Something went wrong, Please refresh the page");
    expect(ru.ui.toast.genericError).not.toBe(en.ui.toast.genericError);
    expect(cn.ui.clipboard.copied).not.toBe(en.ui.clipboard.copied);
  });
});
