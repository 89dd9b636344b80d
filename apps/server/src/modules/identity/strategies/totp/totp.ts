import { generateSecret, generateURI, verify } from "otplib";
import { loadOnce } from "../../../../lib/load-once";

/** qrcode loads with the first TOTP set-up, not at start. */
const qrcode = loadOnce(async () => (await import("qrcode")).default);

/** TOTP as authenticator apps expect it: SHA-1, 6 digits, 30 s steps, a 20-byte secret. */
export const TOTP_ISSUER = "Pithead";
const PERIOD = 30;

/** A new base32 secret of 20 random bytes. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URL an authenticator app scans (label: the account's e-mail). */
export function totpUrl(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: PERIOD, digits: 6 });
}

/** The secret inside an otpauth:// URL (how the credential stores it, as Kratos's `totp_url`). */
export function secretOfTotpUrl(url: string): string {
  return new URL(url).searchParams.get("secret") ?? "";
}

/** The QR code of the otpauth:// URL as a 256x256 PNG data URI. */
export async function totpQrDataUri(url: string): Promise<string> {
  return (await qrcode()).toDataURL(url, { type: "image/png", width: 256, margin: 1 });
}

/** Checks a 6-digit code at `now`, allowing one step of clock drift either way. */
export async function verifyTotp(secret: string, code: string, now: Date): Promise<boolean> {
  const token = code.trim();
  if (!/^\d{6}$/.test(token) || !secret) return false;
  const result = await verify({
    secret,
    token,
    period: PERIOD,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD,
  });
  return result.valid;
}
