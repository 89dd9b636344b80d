import { describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { createPasswordIdentity } from "../../src/modules/identity/identity.api";
import { type FlowJson, goodPassword, uniqueEmail, useIdentityApp } from "../identity-helper";

let app: App;
const { ctx, clock, base } = useIdentityApp((built) => {
  app = built;
});

const wrongPassword = "Wrong-pass-1!";

async function identity(prefix: string) {
  const email = uniqueEmail(prefix);
  await createPasswordIdentity(ctx.database.db, clock, { email, password: goodPassword });
  return email;
}

/** A password sign-in through a fresh api flow from `remoteAddress`. */
async function signIn(remoteAddress: string, identifier: string, password: string) {
  const flow = (await app.inject({ url: `${base}/login/api`, remoteAddress })).json() as FlowJson;
  return app.inject({
    method: "POST",
    url: `${base}/login?flow=${flow.id}`,
    remoteAddress,
    payload: { method: "password", identifier, password },
  });
}

/** `count` failed sign-ins from `remoteAddress`, waiting out each 429; answers the waits asked for. */
async function failures(remoteAddress: string, identifier: string, count: number): Promise<number[]> {
  const waits: number[] = [];
  let failed = 0;
  while (failed < count) {
    const res = await signIn(remoteAddress, identifier, wrongPassword);
    if (res.statusCode === 429) {
      const seconds = res.json().error.details.retry_after_seconds as number;
      waits.push(seconds);
      clock.advance(seconds * 1000);
      continue;
    }
    expect(res.statusCode).toBe(400);
    failed += 1;
  }
  return waits;
}

describe("brute force on one identifier", () => {
  it("does not lock the owner out: 20 failures from 10.0.0.9, then the right password from 10.0.0.1", async () => {
    const alice = await identity("alice");
    await failures("10.0.0.9", alice, 20);
    expect((await signIn("10.0.0.9", alice, goodPassword)).statusCode).toBe(429);
    const owner = await signIn("10.0.0.1", alice, goodPassword);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().session.identity.traits.email).toBe(alice);
  });

  it("makes the attacking pair wait: 5 failures free, then 429 with a retry that doubles up to 15 minutes", async () => {
    const bob = await identity("bob");
    const waits = await failures("10.0.0.9", bob, 20);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900, 900]);

    await failures("10.0.0.9", bob, 0);
    const res = await signIn("10.0.0.9", bob, goodPassword);
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("900");
    expect(res.json().error).toMatchObject({
      id: "self_service_flow_rate_limited",
      code: 429,
      reason: "Too many failed sign-in attempts. Try again in 15 minutes.",
      details: { retry_after_seconds: 900 },
    });
    clock.advance(899 * 1000);
    expect((await signIn("10.0.0.9", bob, goodPassword)).json().error.details).toEqual({
      retry_after_seconds: 1,
    });
    clock.advance(1000);
    expect((await signIn("10.0.0.9", bob, goodPassword)).statusCode).toBe(200);
  });

  it("forgets a pair's failures after a successful sign-in from that address", async () => {
    const carol = await identity("carol");
    await failures("10.0.0.20", carol, 5);
    const waiting = await signIn("10.0.0.20", carol, goodPassword);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.reason).toBe("Too many failed sign-in attempts. Try again in 1 second.");
    clock.advance(1000);
    expect((await signIn("10.0.0.20", carol, goodPassword)).statusCode).toBe(200);
    expect(await failures("10.0.0.20", carol, 5)).toEqual([]);
  });
});

describe("brute force from many addresses", () => {
  it("after 100 failures within an hour lets only the identity's known addresses try", async () => {
    const dave = await identity("dave");
    expect((await signIn("10.1.0.1", dave, goodPassword)).statusCode).toBe(200);
    for (let i = 0; i < 100; i++) {
      const res = await signIn(`198.51.100.${i + 1}`, dave, wrongPassword);
      expect(res.statusCode).toBe(400);
    }
    const stranger = await signIn("10.2.0.2", dave, goodPassword);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.details.retry_after_seconds).toBeGreaterThan(3500);
    expect((await signIn("10.1.0.1", dave, goodPassword)).statusCode).toBe(200);

    clock.advance(60 * 60 * 1000);
    expect((await signIn("10.2.0.2", dave, goodPassword)).statusCode).toBe(200);
  });
});
