import { bech32, bech32m } from "bech32";
import bs58check from "bs58check";

/**
 * A check of a Bitcoin mainnet payout address as it is typed, so a form can say "invalid crypto address" before
 * sending: P2PKH (`1...`) and P2SH (`3...`) by their Base58Check checksum and version byte (`bs58check`),
 * SegWit v0 (`bc1q`, bech32, a 20- or 32-byte program) and taproot (`bc1p`, bech32m, 32 bytes) with their
 * checksum (`bech32`). The server still decides (bitcoinjs-lib, which also checks the taproot key).
 */
export function looksLikeMainnetAddress(input: string): boolean {
  const text = input.trim();
  return base58Address(text) || segwitAddress(text);
}

const P2PKH_VERSION = 0x00;
const P2SH_VERSION = 0x05;

function base58Address(text: string): boolean {
  if (!/^[13]/.test(text)) return false;
  try {
    const payload = bs58check.decode(text);
    return payload.length === 21 && (payload[0] === P2PKH_VERSION || payload[0] === P2SH_VERSION);
  } catch {
    return false;
  }
}

function segwitAddress(text: string): boolean {
  if (!/^bc1/i.test(text)) return false;
  const v0 = bech32.decodeUnsafe(text);
  const v1 = v0 ? undefined : bech32m.decodeUnsafe(text);
  const decoded = v0 ?? v1;
  if (decoded?.prefix !== "bc") return false;
  const [version, ...words] = decoded.words;
  const program = bech32.fromWordsUnsafe(words);
  if (!program) return false;
  if (v0) return version === 0 && (program.length === 20 || program.length === 32);
  return version === 1 && program.length === 32;
}
