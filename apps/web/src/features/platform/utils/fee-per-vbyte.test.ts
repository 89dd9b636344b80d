import { describe, expect, it } from "vitest";
import { parseFeePerVbyte } from "./fee-per-vbyte";

describe("parseFeePerVbyte", () => {
  it("reads empty as no override and whole numbers from 1 to 10,000", () => {
    expect(parseFeePerVbyte(" ")).toEqual({ ok: true, value: null });
    expect(parseFeePerVbyte("1")).toEqual({ ok: true, value: 1 });
    expect(parseFeePerVbyte("10000")).toEqual({ ok: true, value: 10_000 });
  });

  it("refuses 0, 10,001, decimals and signs", () => {
    for (const text of ["0", "10001", "2.5", "-3", "+4", "1e3"])
      expect(parseFeePerVbyte(text)).toEqual({ ok: false });
  });
});
