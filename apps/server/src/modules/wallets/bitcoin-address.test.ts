import { describe, expect, it } from "vitest";
import { parseMainnetAddress } from "./bitcoin-address";

describe("the payout address rule (Bitcoin mainnet)", () => {
  it.each([
    ["1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", "p2pkh"],
    ["3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", "p2sh"],
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "p2wpkh"],
    ["bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3", "p2wsh"],
    ["bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr", "p2tr"],
    ["bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", "p2tr"],
  ])("accepts %s (%s)", (address, type) => {
    expect(parseMainnetAddress(address)).toEqual({ address, type });
  });

  it("trims and writes an all-upper-case bech32 address in lower case", () => {
    expect(parseMainnetAddress("  BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4 ")).toEqual({
      address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      type: "p2wpkh",
    });
  });

  it.each([
    ["testnet P2PKH", "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn"],
    ["testnet P2SH", "2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc"],
    ["testnet bech32", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"],
    ["testnet bech32m", "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c"],
    ["regtest bech32", "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080"],
    ["P2PKH with a bad checksum", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb"],
    ["P2SH with a bad checksum", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz"],
    ["bech32 with a bad checksum", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5"],
    ["witness v0 in bech32m", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh"],
    [
      "witness v1 in bech32 (BIP 173 only)",
      "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx",
    ],
    ["a future witness version (v2)", "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs"],
    ["mixed case bech32", "bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"],
    ["a witness v0 program of a wrong size", "bc1qr508d6qejxtdg4y5r3zarvaryvqyzf3du"],
    ["a Litecoin address", "LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz"],
    ["an Ethereum address", "0x742d35Cc6634C0532925a3b844Bc454e4438f44e"],
    ["garbage", "not an address"],
    ["an empty string", "   "],
  ])("refuses %s", (_label, address) => {
    expect(parseMainnetAddress(address)).toBeNull();
  });
});
