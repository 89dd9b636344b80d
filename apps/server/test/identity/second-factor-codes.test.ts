import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import {
  LOOKUP_CODE_COUNT,
  lookupConfigOf,
  markLookupCodeUsed,
  matchLookupCode,
  newLookupCodes,
} from "../../src/modules/identity/strategies/lookup/lookup-codes";
import {
  newTotpSecret,
  secretOfTotpUrl,
  totpQrDataUri,
  totpUrl,
  verifyTotp,
} from "../../src/modules/identity/strategies/totp/totp";

describe("TOTP", () => {
  const now = new Date("2025-03-01T12:00:00Z");
  const epoch = now.getTime() / 1000;

  it("makes a 20-byte base32 secret inside an otpauth URL for Pithead and the e-mail", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = totpUrl(secret, "ann@example.com");
    expect(url).toMatch(/^otpauth:\/\/totp\/Pithead:ann(%40|@)example\.com\?/);
    expect(url).toContain("issuer=Pithead");
    expect(secretOfTotpUrl(url)).toBe(secret);
  });

  it("accepts the current code and one step of drift either way, refuses others", async () => {
    const secret = newTotpSecret();
    const at = (offset: number) => generate({ secret, epoch: epoch + offset });
    expect(await verifyTotp(secret, await at(0), now)).toBe(true);
    expect(await verifyTotp(secret, await at(-30), now)).toBe(true);
    expect(await verifyTotp(secret, await at(30), now)).toBe(true);
    expect(await verifyTotp(secret, await at(-90), now)).toBe(false);
    expect(await verifyTotp(secret, "12345", now)).toBe(false);
    expect(await verifyTotp(secret, "abcdef", now)).toBe(false);
  });

  it("draws the QR code as a 256x256 PNG data URI", async () => {
    const uri = await totpQrDataUri(totpUrl(newTotpSecret(), "ann@example.com"));
    expect(uri).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(uri.split(",")[1] ?? "", "base64");
    expect(png.readUInt32BE(16)).toBe(256);
    expect(png.readUInt32BE(20)).toBe(256);
  });
});

describe("lookup secrets", () => {
  it("makes 12 distinct codes of 8 characters [a-z0-9]", () => {
    const codes = newLookupCodes();
    expect(codes).toHaveLength(LOOKUP_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{8}$/);
    expect(new Set(codes).size).toBe(12);
  });

  it("stores digests only, and tells ok, used and invalid apart", () => {
    const codes = newLookupCodes();
    const config = lookupConfigOf(codes);
    expect(JSON.stringify(config)).not.toContain(codes[0]);
    const match = matchLookupCode(config, ` ${codes[3]?.toUpperCase()} `);
    expect(match).toEqual({ status: "ok", index: 3 });
    const used = markLookupCodeUsed(config, 3, new Date("2025-01-01T00:00:00Z"));
    expect(matchLookupCode(used, codes[3] ?? "")).toEqual({ status: "used" });
    expect(matchLookupCode(used, "zzzzzzzz")).toEqual({ status: "invalid" });
  });
});
