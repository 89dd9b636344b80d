import { describe, expect, it } from "vitest";
import { parseLimit } from "./limit-amount";

describe("a payment limit typed in BTC", () => {
  it("becomes integer satoshis exactly", () => {
    expect(parseLimit("0.001")).toEqual({ ok: true, sats: 100_000 });
    expect(parseLimit("0,0001")).toEqual({ ok: true, sats: 10_000 });
    expect(parseLimit("0.29")).toEqual({ ok: true, sats: 29_000_000 }); // 0.29 * 1e8 = 28999999.999999996
    expect(parseLimit("1.00000001")).toEqual({ ok: true, sats: 100_000_001 });
  });

  it("takes 0 (a maximum of 0 is no limit)", () => {
    expect(parseLimit("0")).toEqual({ ok: true, sats: 0 });
    expect(parseLimit("0.00000000")).toEqual({ ok: true, sats: 0 });
  });

  it("refuses an empty text and what is not an amount", () => {
    expect(parseLimit(" ")).toEqual({ ok: false, reason: "required" });
    for (const text of ["-1", "1e-3", "0.000000001", "abc", "21000000.00000001", "1.2.3"])
      expect(parseLimit(text), text).toEqual({ ok: false, reason: "invalid" });
  });
});
