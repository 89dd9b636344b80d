import type { LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { identityRepository } from "../../src/modules/identity/identities/identity.repository";
import { createPasswordIdentity } from "../../src/modules/identity/identity.api";
import { loginLimits } from "../../src/modules/identity/login/brute-force";
import { newTotpSecret, totpUrl } from "../../src/modules/identity/strategies/totp/totp";
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

/** The answers' statuses counted: `{ 400: n, 429: m }`. */
function statuses(answers: LightMyRequestResponse[]): Record<number, number> {
  const counted: Record<number, number> = {};
  for (const res of answers) counted[res.statusCode] = (counted[res.statusCode] ?? 0) + 1;
  return counted;
}

/** The ids of the flow's messages, node messages included. */
const messageIds = (res: LightMyRequestResponse): number[] => {
  const ui = (res.json() as FlowJson).ui;
  return [...(ui.messages ?? []), ...ui.nodes.flatMap((n) => n.messages ?? [])].map((m) => m.id);
};

// The limits are counted before the (slow) check, one submit at a time per key (an advisory lock): parallel
// submits cannot pass them together.
describe("brute force with parallel submits", () => {
  const parallel = 30;
  const free = loginLimits.pairFreeFailures;

  it(`checks exactly ${free} of ${parallel} parallel wrong passwords of one identifier from one address`, async () => {
    const erin = await identity("erin");
    const remoteAddress = "10.3.0.3";
    const flow = (await app.inject({ url: `${base}/login/api`, remoteAddress })).json() as FlowJson;
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, i) =>
        app.inject({
          method: "POST",
          url: `${base}/login?flow=${flow.id}`,
          remoteAddress,
          payload: { method: "password", identifier: erin, password: `wrong-${i}` },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 400: free, 429: parallel - free });
    for (const res of answers.filter((a) => a.statusCode === 400)) expect(messageIds(res)).toEqual([4000006]);
    for (const res of answers.filter((a) => a.statusCode === 429)) {
      expect(res.headers["retry-after"]).toBe("1");
      expect(res.json().error).toMatchObject({
        id: "self_service_flow_rate_limited",
        code: 429,
        details: { retry_after_seconds: 1 },
      });
    }
    // Exactly 5 failures were recorded: one second later the 6th is checked, then the wait is 2 s.
    clock.advance(1000);
    expect((await signIn(remoteAddress, erin, wrongPassword)).statusCode).toBe(400);
    expect((await signIn(remoteAddress, erin, goodPassword)).json().error.details).toEqual({
      retry_after_seconds: 2,
    });
    clock.advance(2000);
    expect((await signIn(remoteAddress, erin, goodPassword)).statusCode).toBe(200);
  });

  it(`signs in at least ${free} of ${parallel} parallel right passwords, the others answer 429`, async () => {
    const fay = await identity("fay");
    const answers = await Promise.all(
      Array.from({ length: parallel }, () => signIn("10.3.0.4", fay, goodPassword)),
    );
    const counted = statuses(answers);
    // A success forgets the pair's failures, reservations in progress too: later submits may pass again.
    expect((counted[200] ?? 0) + (counted[429] ?? 0)).toBe(parallel);
    expect(counted[200]).toBeGreaterThanOrEqual(free);
    expect((await signIn("10.3.0.4", fay, goodPassword)).statusCode).toBe(200);
  });

  /** An identity with an authenticator app, its aal1 api session and an aal2 api flow; a code that is wrong now. */
  async function secondFactorWorld(prefix: string) {
    const email = uniqueEmail(prefix);
    const { identityId } = await createPasswordIdentity(ctx.database.db, clock, {
      email,
      password: goodPassword,
    });
    const secret = newTotpSecret();
    await identityRepository(ctx.database.db).upsertCredential(identityId, "totp", {
      totp_url: totpUrl(secret, email),
    });
    const signedIn = await signIn("10.4.0.1", email, goodPassword);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().session_token as string;
    const aal2 = await app.inject({
      url: `${base}/login/api?aal=aal2`,
      remoteAddress: "10.4.0.1",
      headers: { "x-session-token": token },
    });
    expect(aal2.statusCode).toBe(200);
    const epoch = Math.floor(clock.now().getTime() / 1000);
    const valid = await Promise.all(
      [-30, 0, 30].map((offset) => generate({ secret, epoch: epoch + offset })),
    );
    const wrongCode = ["000000", "111111", "222222", "333333"].find((c) => !valid.includes(c)) as string;
    const tryCode = (remoteAddress: string, totp_code: string) =>
      app.inject({
        method: "POST",
        url: `${base}/login?flow=${(aal2.json() as FlowJson).id}`,
        remoteAddress,
        headers: { "x-session-token": token },
        payload: { method: "totp", totp_code },
      });
    return {
      tryCode,
      wrongCode,
      rightCode: () => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }),
    };
  }

  it(`checks exactly ${free} of ${parallel} parallel wrong second-factor codes from one address`, async () => {
    const { tryCode, wrongCode, rightCode } = await secondFactorWorld("gus");
    const answers = await Promise.all(Array.from({ length: parallel }, () => tryCode("10.4.0.2", wrongCode)));
    expect(statuses(answers)).toEqual({ 400: free, 429: parallel - free });
    for (const res of answers.filter((a) => a.statusCode === 400)) expect(messageIds(res)).toEqual([4000008]);
    for (const res of answers.filter((a) => a.statusCode === 429)) {
      expect(res.json().error).toMatchObject({
        id: "self_service_flow_rate_limited",
        details: { retry_after_seconds: 1 },
      });
    }
    expect((await tryCode("10.4.0.2", await rightCode())).statusCode).toBe(429);
    clock.advance(1000);
    const passed = await tryCode("10.4.0.2", await rightCode());
    expect(passed.statusCode).toBe(200);
    expect(passed.json().session.authenticator_assurance_level).toBe("aal2");
  });

  it(`checks exactly ${loginLimits.perSubject.secondFactor} parallel wrong codes from ${parallel} unknown addresses`, async () => {
    const limit = loginLimits.perSubject.secondFactor;
    const { tryCode, wrongCode } = await secondFactorWorld("hal");
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, i) => tryCode(`198.51.100.${101 + i}`, wrongCode)),
    );
    expect(statuses(answers)).toEqual({ 400: limit, 429: parallel - limit });
    for (const res of answers.filter((a) => a.statusCode === 429)) {
      expect(res.json().error.details.retry_after_seconds).toBe(60 * 60);
    }
  });
});
