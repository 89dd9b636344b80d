import * as bitcoin from "bitcoinjs-lib";
import * as ecc from "tiny-secp256k1";

// Once per process: bech32m (taproot, witness v1) outputs check their x-only key through the ECC library.
bitcoin.initEccLib(ecc);

export type MainnetAddressType = "p2pkh" | "p2sh" | "p2wpkh" | "p2wsh" | "p2tr";

/**
 * The payout address rule: a Bitcoin MAINNET address of a type the payout wallet can pay, i.e. P2PKH (`1...`),
 * P2SH (`3...`), bech32 witness v0 (`bc1q...`, 20- or 32-byte program) or bech32m witness v1 (`bc1p...`, a
 * valid x-only key). Checksums, encodings (bech32 for v0, bech32m for v1) and the network come from
 * bitcoinjs-lib's `address.toOutputScript(addr, networks.bitcoin)`; future witness versions (v2-16), which the
 * library would accept, are refused first. Answers the normalized address (bech32 in lower case, as BIP 173
 * writes it) and its type, or null when the address is not payable.
 */
export function parseMainnetAddress(input: string): { address: string; type: MainnetAddressType } | null {
  const raw = input.trim();
  if (raw.length === 0 || raw.length > 100) return null;
  // BIP 173: bech32 is all lower or all upper case; store the lower-case form.
  const address = /^bc1/i.test(raw) && raw === raw.toUpperCase() ? raw.toLowerCase() : raw;
  let script: Uint8Array;
  try {
    // Witness v2-16 would pass toOutputScript (with a console warning): refuse them before it.
    if (/^bc1/i.test(address) && bitcoin.address.fromBech32(address).version > 1) return null;
    script = bitcoin.address.toOutputScript(address, bitcoin.networks.bitcoin);
  } catch {
    return null;
  }
  const type = outputType(script);
  return type ? { address, type } : null;
}

/** Which standard output a script is (by its template), or null for any other (future witness versions). */
function outputType(s: Uint8Array): MainnetAddressType | null {
  const { OP_DUP, OP_HASH160, OP_EQUALVERIFY, OP_CHECKSIG, OP_EQUAL, OP_0, OP_1 } = bitcoin.opcodes;
  if (s.length === 25 && s[0] === OP_DUP && s[1] === OP_HASH160 && s[2] === 20 && s[23] === OP_EQUALVERIFY)
    return s[24] === OP_CHECKSIG ? "p2pkh" : null;
  if (s.length === 23 && s[0] === OP_HASH160 && s[1] === 20 && s[22] === OP_EQUAL) return "p2sh";
  if (s.length === 22 && s[0] === OP_0 && s[1] === 20) return "p2wpkh";
  if (s.length === 34 && s[0] === OP_0 && s[1] === 32) return "p2wsh";
  if (s.length === 34 && s[0] === OP_1 && s[1] === 32) return "p2tr";
  return null;
}
