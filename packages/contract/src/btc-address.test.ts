import { describe, expect, it } from "vitest";
import { looksLikeMainnetAddress } from "./btc-address";

describe("the payout address as typed", () => {
  it.each([
    "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
    "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
    "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
    " BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4 ",
    "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3",
    "bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr",
  ])("passes %s", (address) => expect(looksLikeMainnetAddress(address)).toBe(true));

  it.each([
    "not-an-address",
    "",
    "mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn",
    "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx",
    "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",
    "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh",
    "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx",
    "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs",
    "bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
    "bc1qr508d6qejxtdg4y5r3zarvaryvqyzf3du",
    "LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz",
    // A Base58 address with one letter changed: its checksum fails.
    "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb",
    "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz",
  ])("refuses %s", (address) => expect(looksLikeMainnetAddress(address)).toBe(false));
});
