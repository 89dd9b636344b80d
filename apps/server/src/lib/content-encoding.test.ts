import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedForms, pickEncoding } from "./content-encoding";

describe("pickEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=abc, gzip", "gzip"],
  ])("%j -> %j", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("compressedForms", () => {
  it("gives brotli and gzip forms that decompress to the text, made once", () => {
    const text = JSON.stringify({ greeting: "Добро пожаловать".repeat(200) });
    const forms = compressedForms(text);
    const br = forms.get("br");
    expect(forms.get("br")).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(forms.get("gzip")).toString()).toBe(text);
    expect(br.length).toBeLessThan(forms.raw.length / 5);
  });
});
