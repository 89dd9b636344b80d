/**
 * A quick check of a Bitcoin mainnet payout address as it is typed, without a crypto library: P2PKH (`1...`) and
 * P2SH (`3...`) by their Base58 alphabet and length, bech32 (`bc1q`, witness v0, 20- or 32-byte program) and
 * bech32m (`bc1p`, witness v1, 32 bytes) with their checksum. The server decides (bitcoinjs-lib also checks the
 * Base58 checksum and the taproot key); this only lets a form say "invalid crypto address" before sending.
 */
export function looksLikeMainnetAddress(input: string): boolean {
  const text = input.trim();
  if (/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(text)) return true;
  return bech32Program(text);
}

const CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32 = 1;
const BECH32M = 0x2bc830a3;

function polymod(values: number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i] ?? 0;
  }
  return chk >>> 0;
}

function bech32Program(input: string): boolean {
  if (input.length < 14 || input.length > 90) return false;
  if (input !== input.toLowerCase() && input !== input.toUpperCase()) return false;
  const text = input.toLowerCase();
  if (!text.startsWith("bc1")) return false;
  const data: number[] = [];
  for (const char of text.slice(3)) {
    const value = CHARSET.indexOf(char);
    if (value < 0) return false;
    data.push(value);
  }
  const hrp = [3, 3, 0, 2, 3]; // "bc" expanded: high bits, 0, low bits
  const version = data[0];
  if (version === undefined || version > 1) return false;
  const check = polymod([...hrp, ...data]);
  if (check !== (version === 0 ? BECH32 : BECH32M)) return false;
  const bytes = Math.floor(((data.length - 7) * 5) / 8);
  return version === 0 ? bytes === 20 || bytes === 32 : bytes === 32;
}
