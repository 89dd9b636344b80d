import { errorCodes, fieldErrorTexts } from "@pithead/contract";
import cnErrors from "@pithead/contract/locales/cn/errors.json";
import cnShell from "@pithead/contract/locales/cn/shell.json";
import enErrors from "@pithead/contract/locales/en/errors.json";
import enShell from "@pithead/contract/locales/en/shell.json";
import ruErrors from "@pithead/contract/locales/ru/errors.json";
import ruShell from "@pithead/contract/locales/ru/shell.json";
import { describe, expect, it } from "vitest";

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
const keys = (value: unknown) => leaves(value).map(([key]) => key);

describe("shell and errors locale files", () => {
  it("use only their own top-level keys", () => {
    for (const file of [enShell, ruShell, cnShell]) {
      expect(Object.keys(file).sort()).toEqual(["app", "nav", "pages", "version"]);
    }
    for (const file of [enErrors, ruErrors, cnErrors]) expect(Object.keys(file)).toEqual(["errors"]);
  });

  it("have identical key sets in en, ru and cn, every text non-empty", () => {
    expect(keys(ruShell)).toEqual(keys(enShell));
    expect(keys(cnShell)).toEqual(keys(enShell));
    expect(keys(ruErrors)).toEqual(keys(enErrors));
    expect(keys(cnErrors)).toEqual(keys(enErrors));
    for (const file of [enShell, ruShell, cnShell, enErrors, ruErrors, cnErrors]) {
      for (const [key, text] of leaves(file))
        expect(typeof text === "string" && text.trim() !== "", key).toBe(true);
    }
  });

  it("translate every product error code and field error of the contract", () => {
    for (const code of errorCodes) expect(enErrors.errors.codes).toHaveProperty(code);
    for (const text of fieldErrorTexts) expect(enErrors.errors.fields).toHaveProperty(text);
    expect(enErrors.errors.config).toEqual({
      empty: "Empty configuration",
      loadFailed: "Could not load configuration",
    });
  });

  it("are written in Russian and Chinese, not left in English", () => {
    expect(ruShell.pages.workers.empty).not.toBe(enShell.pages.workers.empty);
    expect(cnErrors.errors.frontend.notFound.title).not.toBe(enErrors.errors.frontend.notFound.title);
    expect(ruErrors.errors.frontend.back).toBe("Назад");
    expect(cnErrors.errors.frontend.back).toBe("返回");
  });
});
