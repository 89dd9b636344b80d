import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../test/payments/rfc4180";
import { btcOf, compactDay, csvField, csvRecord, fiatOf } from "./payments-csv";

describe("payments CSV", () => {
  it("quotes fields holding a comma, a quote, CR or LF, doubling quotes (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\r\nbreak")).toBe('"line\r\nbreak"');
    expect(csvField("lf\n")).toBe('"lf\n"');
    expect(csvField("")).toBe("");
    const tricky = ["", "a,b", 'q"q', "x\r\ny", "\n", '"'];
    const text = csvRecord(tricky) + csvRecord(["1", "2", "3", "4", "5", "6"]);
    expect(parseCsv(text)).toEqual([tricky, ["1", "2", "3", "4", "5", "6"]]);
  });

  it("writes BTC with 8 decimals from integer satoshis, without floats", () => {
    expect(btcOf(0n)).toBe("0.00000000");
    expect(btcOf(1n)).toBe("0.00000001");
    expect(btcOf(123456789n)).toBe("1.23456789");
    expect(btcOf(2_100_000_000_000_000n)).toBe("21000000.00000000");
    expect(btcOf(2_099_999_999_999_999n)).toBe("20999999.99999999");
  });

  it("values satoshis at a decimal price with 2 decimals, half a cent rounded up", () => {
    expect(fiatOf(297300n, "90000")).toBe("267.57");
    expect(fiatOf(250000n, "95000.50")).toBe("237.50");
    expect(fiatOf(12345n, "95000.50000000")).toBe("11.73");
    expect(fiatOf(1n, "500000")).toBe("0.01");
    expect(fiatOf(1n, "499999.99")).toBe("0.00");
    expect(fiatOf(100_000_000n, "7600000")).toBe("7600000.00");
    expect(fiatOf(2_100_000_000_000_000n, "123456789.12345678")).toBe("2592592571592592.38");
    expect(fiatOf(5n, null)).toBe("");
    expect(fiatOf(5n, "abc")).toBe("");
    expect(fiatOf(5n, "0")).toBe("");
    expect(fiatOf(100_000_000n, "9.5e+4")).toBe("95000.00");
  });

  it("dates a file name by the UTC day", () => {
    expect(compactDay(new Date("2026-03-10T23:59:59Z"))).toBe("20260310");
  });
});
