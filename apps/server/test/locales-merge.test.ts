import { describe, expect, it } from "vitest";
import { loadLanguage, localeStore } from "../src/modules/locales/locales.service";
import { tempDir, writeFiles } from "./helper";

describe("loadLanguage", () => {
  it("merges the area files of one language into one object", () => {
    const dir = writeFiles(tempDir(), {
      "en/shell.json": JSON.stringify({ shell: { title: "Pithead" } }),
      "en/errors.json": JSON.stringify({ errors: { frontend: { back: "Back" } } }),
      "en/notes.txt": "ignored",
    });
    expect(loadLanguage(dir, "en")).toEqual({
      shell: { title: "Pithead" },
      errors: { frontend: { back: "Back" } },
    });
  });

  it("gives an empty object for a language without a directory", () => {
    expect(loadLanguage(tempDir(), "ru")).toEqual({});
  });

  it("refuses two files sharing a top-level key, naming both", () => {
    const dir = writeFiles(tempDir(), {
      "en/a.json": JSON.stringify({ ui: { a: "A" } }),
      "en/b.json": JSON.stringify({ ui: { b: "B" } }),
    });
    expect(() => loadLanguage(dir, "en")).toThrow(
      /Locale key "ui" is defined in both .*a\.json and .*b\.json/,
    );
    expect(() => localeStore(dir)).toThrow(/Locale key "ui"/);
  });

  it("refuses a file that is not a JSON object", () => {
    const dir = writeFiles(tempDir(), { "cn/a.json": "[1]", "ru/a.json": "{oops" });
    expect(() => loadLanguage(dir, "cn")).toThrow(/must hold a JSON object/);
    expect(() => loadLanguage(dir, "ru")).toThrow(/is not valid JSON/);
  });
});

describe("localeStore outside production", () => {
  it("keeps its serialized forms while no file changes, and shows an edit after the interval", async () => {
    const dir = writeFiles(tempDir(), { "en/shell.json": JSON.stringify({ shell: { title: "Pithead" } }) });
    const store = localeStore(dir, { reloadMs: 0 });
    const first = store.get("en");
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Nothing changed: the same object, so its brotli form is made once, not after every pause.
    expect(store.get("en")).toBe(first);
    writeFiles(dir, { "en/shell.json": JSON.stringify({ shell: { title: "Pithead Pool" } }) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(JSON.parse(store.get("en").raw.toString())).toEqual({ shell: { title: "Pithead Pool" } });
  });
});
