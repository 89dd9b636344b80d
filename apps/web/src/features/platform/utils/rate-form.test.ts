import { describe, expect, it } from "vitest";
import { parseRate, utcDay } from "./rate-form";

describe("parseRate", () => {
  it("keeps up to 3 decimals as typed, with a comma read as the decimal point", () => {
    expect(parseRate("52.5")).toEqual({ ok: true, value: "52.5" });
    expect(parseRate(" 1500 ")).toEqual({ ok: true, value: "1500" });
    expect(parseRate("0,125")).toEqual({ ok: true, value: "0.125" });
    expect(parseRate("007.010")).toEqual({ ok: true, value: "7.010" });
  });

  it("refuses an empty text, a fourth decimal, a sign or letters, and zero", () => {
    expect(parseRate("")).toEqual({ ok: false, reason: "empty" });
    expect(parseRate("1.2345")).toEqual({ ok: false, reason: "format" });
    expect(parseRate("-3")).toEqual({ ok: false, reason: "format" });
    expect(parseRate("1e3")).toEqual({ ok: false, reason: "format" });
    expect(parseRate("0.000")).toEqual({ ok: false, reason: "zero" });
  });

  it("refuses a rate above 1e9, as the server does", () => {
    expect(parseRate("1000000000")).toEqual({ ok: true, value: "1000000000" });
    expect(parseRate("1000000000.001")).toEqual({ ok: false, reason: "range" });
  });
});

describe("utcDay", () => {
  it("is the UTC date, not the local one", () => {
    expect(utcDay(new Date("2026-11-21T23:30:00-05:00"))).toBe("2026-11-22");
  });
});
