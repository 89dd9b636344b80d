import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networkDifficultySource, networkRateMsats } from "./network-difficulty.source";

describe("networkRateMsats: 86400 x 10^12 / (difficulty x 2^32) x (subsidy + fees)", () => {
  it("computes the hashprice exactly, floored to the millisatoshi", () => {
    // 86400e15 x 332,500,000 / (1e14 x 2^32) = 66887.19... -> 66,887 msats = 66.887 sat per TH/s per day.
    expect(networkRateMsats("100000000000000", 332_500_000n)).toBe(66_887n);
    expect(networkRateMsats("1e14", 332_500_000n)).toBe(66_887n);
    // A fractional difficulty is taken as the exact decimal it is.
    expect(networkRateMsats("109604228837.5", 332_500_000n)).toBe(61_026_465n);
  });

  it("refuses a zero or malformed difficulty and a non-positive reward", () => {
    expect(() => networkRateMsats("0", 1n)).toThrow();
    expect(() => networkRateMsats("-5", 1n)).toThrow();
    expect(() => networkRateMsats("1e14", 0n)).toThrow();
  });
});

describe("the network-difficulty source against an HTTP endpoint", () => {
  let server: Server;
  let base = "";
  const answers: Record<string, [number, string]> = {
    "/ok": [
      200,
      JSON.stringify({ difficulty: 100_000_000_000_000, subsidy_sats: 312_500_000, fees_sats: 20_000_000 }),
    ],
    "/string": [
      200,
      JSON.stringify({ difficulty: "1e14", subsidy_sats: 312_500_000, fees_sats: 20_000_000 }),
    ],
    "/bad": [200, JSON.stringify({ difficulty: 0, subsidy_sats: 1 })],
    "/down": [503, "{}"],
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      const [status, body] = answers[req.url ?? ""] ?? [404, "{}"];
      res.writeHead(status, { "content-type": "application/json" }).end(body);
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("answers the rate from difficulty, subsidy and fees", async () => {
    expect(await networkDifficultySource(`${base}/ok`).fetchMsatsPerThDay()).toBe(66_887n);
    expect(await networkDifficultySource(`${base}/string`).fetchMsatsPerThDay()).toBe(66_887n);
  });

  it("fails on an error status or a malformed answer, and is unconfigured without a URL", async () => {
    await expect(networkDifficultySource(`${base}/down`).fetchMsatsPerThDay()).rejects.toThrow();
    await expect(networkDifficultySource(`${base}/bad`).fetchMsatsPerThDay()).rejects.toThrow();
    const off = networkDifficultySource(undefined);
    expect(off.configured).toBe(false);
    await expect(off.fetchMsatsPerThDay()).rejects.toThrow();
  });
});
