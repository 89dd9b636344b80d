import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { buildTestApp, useTestDatabase } from "./helper";
import { grant, userOf } from "./payments/payments-fixture";
import { sessionFor, type TestSession, tokenHeaders } from "./product-session";
import { api, createMinerLink, ownerOf } from "./watchers-helper";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
let owner: { session: TestSession; minerId: string };
let other: { session: TestSession; minerId: string };
let walletId: string;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  owner = await ownerOf(app, ctx.database.db, clock, "wallet-owner@example.com", "walletowner");
  other = await ownerOf(app, ctx.database.db, clock, "wallet-other@example.com", "walletother");
  const res = await app.inject({
    url: `${api}/miners/${owner.minerId}/wallet`,
    headers: tokenHeaders(owner.session),
  });
  walletId = res.json().data.id;
});
afterAll(() => app.close());

const as = (s: TestSession | null, method: "GET" | "POST", url: string, payload?: object) =>
  app.inject({ method, url: `${api}${url}`, headers: s ? tokenHeaders(s) : {}, payload });
const watcherToken = async (permissions: string[]) =>
  (await createMinerLink(app, owner.session, owner.minerId, { label: "w", permissions })).json()
    .token as string;
const bc1 = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
const p2tr = "bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr";
const p2wsh = "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3";

describe("GET miners/{id}/wallet", () => {
  it("is made on first read with the pool's default minimum, no address and no limit", async () => {
    const res = await as(owner.session, "GET", `/miners/${owner.minerId}/wallet`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: walletId,
        owner_type: "miner",
        miner_id: owner.minerId,
        operator_id: null,
        currency: "BTC",
        address: null,
        payouts_paused_until: null,
        min_payment: 100_000,
        max_payment: 0,
        min_payment_floor: 10_000,
        min_payment_ceiling: 100_000_000,
        balance: 0,
        daily_average: 0,
        payout_time_utc: "14:00",
      },
    });
  });

  it("is refused to any watcher link (no watcher section: SPEC section 6), another user and anonymous", async () => {
    const payments = await watcherToken(["payments"]);
    const dashboard = await watcherToken(["dashboard"]);
    const url = `${api}/miners/${owner.minerId}/wallet`;
    for (const token of [payments, dashboard]) {
      const res = await app.inject({ url, headers: { "x-watcher-token": token } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("access_denied");
    }
    expect((await as(other.session, "GET", `/miners/${owner.minerId}/wallet`)).statusCode).toBe(403);
    expect((await as(null, "GET", `/miners/${owner.minerId}/wallet`)).statusCode).toBe(401);
  });
});

describe("wallet addresses", () => {
  it("sets a mainnet address paused for 24 h; the same again is 200 without a new pause", async () => {
    const res = await as(owner.session, "POST", `/wallets/${walletId}/addresses`, { address: bc1 });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toEqual({
      id: expect.any(String),
      address: bc1,
      network: "mainnet",
      created_at: "2026-03-02T10:00:00.000Z",
      paused_until: "2026-03-03T10:00:00.000Z",
      current: true,
    });
    clock.advance(3600_000);
    const again = await as(owner.session, "POST", `/wallets/${walletId}/addresses`, { address: ` ${bc1} ` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(created);
    const wallet = (await as(owner.session, "GET", `/miners/${owner.minerId}/wallet`)).json().data;
    expect(wallet.address).toEqual(created);
    expect(wallet.payouts_paused_until).toBe("2026-03-03T10:00:00.000Z");
  });

  it("lists newest first with `current` on the newest; the pause ends after 24 h", async () => {
    const res = await as(owner.session, "POST", `/wallets/${walletId}/addresses`, { address: p2tr });
    expect(res.json().data).toMatchObject({
      created_at: "2026-03-02T11:00:00.000Z",
      paused_until: "2026-03-03T11:00:00.000Z",
    });
    const list = (await as(owner.session, "GET", `/wallets/${walletId}/addresses`)).json().data;
    expect(list.map((a: { address: string; current: boolean }) => [a.address, a.current])).toEqual([
      [p2tr, true],
      [bc1, false],
    ]);
    clock.set("2026-03-03T11:00:00Z");
    // Test sessions last 24 h: sign both users in again.
    owner.session = await sessionFor(ctx.database.db, clock, "wallet-owner@example.com");
    other.session = await sessionFor(ctx.database.db, clock, "wallet-other@example.com");
    const wallet = (await as(owner.session, "GET", `/miners/${owner.minerId}/wallet`)).json().data;
    expect(wallet.payouts_paused_until).toBeNull();
  });

  it("refuses an address that is not Bitcoin mainnet with invalid_crypto_address", async () => {
    for (const address of [
      "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx",
      "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb",
      "nope",
    ]) {
      const res = await as(owner.session, "POST", `/wallets/${walletId}/addresses`, { address });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: "validation_failed",
        message: "invalid crypto address for BTC on mainnet",
        fields: [{ name: "address", text: "invalid_crypto_address" }],
      });
    }
  });

  it("refuses another user, a watcher, anonymous, an unknown wallet id; aal1 with 2FA is mfa_required", async () => {
    const url = `/wallets/${walletId}/addresses`;
    expect((await as(other.session, "POST", url, { address: bc1 })).statusCode).toBe(403);
    expect((await as(other.session, "GET", url)).statusCode).toBe(403);
    expect((await as(null, "POST", url, { address: bc1 })).statusCode).toBe(401);
    expect((await as(null, "GET", url)).statusCode).toBe(401);
    const token = await watcherToken(["payments"]);
    // The address history is no watcher section, even for a link that shares payments.
    const read = await app.inject({ url: `${api}${url}`, headers: { "x-watcher-token": token } });
    expect(read.statusCode).toBe(403);
    const write = await app.inject({
      method: "POST",
      url: `${api}${url}`,
      headers: { "x-watcher-token": token },
      payload: { address: bc1 },
    });
    expect(write.statusCode).toBe(403);
    const unknown = "7b0c4a9e-2f4e-4d8b-9a51-3c1d2e3f4a5b";
    expect((await as(owner.session, "GET", `/wallets/${unknown}/addresses`)).json().code).toBe(
      "access_denied",
    );
    expect(
      (await as(owner.session, "POST", `/wallets/${unknown}/addresses`, { address: bc1 })).statusCode,
    ).toBe(403);
    const weak = await ownerOf(app, ctx.database.db, clock, "wallet-2fa@example.com", "wallettwofa", {
      totp: true,
    });
    // Reads too: a password-only session of a user with a second factor sees no wallet.
    const weakRead = await as(weak.session, "GET", `/miners/${weak.minerId}/wallet`);
    expect(weakRead.json()).toEqual({ code: "mfa_required", message: "Additional authentication required" });
    const strong = await sessionFor(ctx.database.db, clock, "wallet-2fa@example.com", {
      aal: "aal2",
      totp: true,
    });
    const weakWallet = (await as(strong, "GET", `/miners/${weak.minerId}/wallet`)).json().data.id;
    const res = await as(weak.session, "POST", `/wallets/${weakWallet}/addresses`, { address: bc1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("mfa_required");
    expect(
      (await as(weak.session, "POST", `/wallets/${weakWallet}/min-payments`, { amount: 20_000 })).json().code,
    ).toBe("mfa_required");
  });
});

describe("who changes payouts (the contract's role table)", () => {
  it("only the owner sets the payout address; an admin or treasurer sets the limits; others neither", async () => {
    const db = ctx.database.db;
    const addressNow = async () =>
      (await as(owner.session, "GET", `/miners/${owner.minerId}/wallet`)).json().data.address;
    const before = await addressNow();
    const memberWith = async (role: string) => {
      const member = await userOf(db, clock, `wallet-${role}@example.com`, { totp: true, aal: "aal2" });
      await grant(db, member.id, { minerId: owner.minerId }, role);
      return member.session;
    };
    for (const role of ["admin", "treasurer", "manager", "accountant"]) {
      const member = await memberWith(role);
      const address = await as(member, "POST", `/wallets/${walletId}/addresses`, { address: p2wsh });
      expect([role, address.statusCode, address.json().code]).toEqual([role, 403, "access_denied"]);
      const limit = await as(member, "POST", `/wallets/${walletId}/max-payments`, { amount: 0 });
      const expected = role === "admin" || role === "treasurer" ? 200 : 403;
      expect([role, limit.statusCode]).toEqual([role, expected]);
    }
    expect(await addressNow()).toEqual(before);
    const set = await as(owner.session, "POST", `/wallets/${walletId}/addresses`, { address: p2wsh });
    expect(set.statusCode).toBe(201);
  });
});

describe("payment limits", () => {
  const limit = (s: TestSession | null, which: string, amount?: number) =>
    as(
      s,
      amount === undefined ? "GET" : "POST",
      `/wallets/${walletId}/${which}`,
      amount === undefined ? undefined : { amount },
    );
  const fields = (text: string) => [{ name: "amount", text }];

  it("keeps the minimum at the pool's floor or above and under a set maximum", async () => {
    expect((await limit(owner.session, "min-payments")).json()).toEqual({ data: { amount: 100_000 } });
    const low = await limit(owner.session, "min-payments", 9_999);
    expect([low.statusCode, low.json().fields]).toEqual([400, fields("min_threshold")]);
    expect((await limit(owner.session, "min-payments", 10_000)).json()).toEqual({ data: { amount: 10_000 } });
    expect((await limit(owner.session, "max-payments", 20_000)).json()).toEqual({ data: { amount: 20_000 } });
    const above = await limit(owner.session, "min-payments", 20_001);
    expect([above.statusCode, above.json().fields]).toEqual([400, fields("max_threshold")]);
    expect((await limit(owner.session, "min-payments", 20_000)).statusCode).toBe(200);
  });

  it("takes 0 as no maximum; a non-zero maximum below the minimum is min_threshold", async () => {
    const below = await limit(owner.session, "max-payments", 19_999);
    expect([below.statusCode, below.json().fields]).toEqual([400, fields("min_threshold")]);
    expect((await limit(owner.session, "max-payments", 0)).json()).toEqual({ data: { amount: 0 } });
    expect((await limit(owner.session, "max-payments")).json()).toEqual({ data: { amount: 0 } });
    expect((await limit(owner.session, "min-payments", 5_000_000)).statusCode).toBe(200);
    const negative = await limit(owner.session, "max-payments", -1);
    expect(negative.statusCode).toBe(400);
  });

  it("refuses a minimum above the pool's ceiling (1 BTC) so a payout stays reachable; the ceiling itself is kept", async () => {
    const huge = await limit(owner.session, "min-payments", 10_000_000_000);
    expect([huge.statusCode, huge.json().fields]).toEqual([400, fields("max_threshold")]);
    expect(huge.json().message).toBe("The minimum payment is at most 100000000 sat");
    const over = await limit(owner.session, "min-payments", 100_000_001);
    expect([over.statusCode, over.json().fields]).toEqual([400, fields("max_threshold")]);
    expect((await limit(owner.session, "min-payments", 100_000_000)).json()).toEqual({
      data: { amount: 100_000_000 },
    });
    const wallet = await as(owner.session, "GET", `/miners/${owner.minerId}/wallet`);
    expect(wallet.json().data).toMatchObject({ min_payment: 100_000_000, min_payment_ceiling: 100_000_000 });
    expect((await limit(owner.session, "min-payments", 5_000_000)).statusCode).toBe(200);
  });

  it("refuses another user, anonymous, and a watcher's read and write", async () => {
    expect((await limit(other.session, "min-payments")).statusCode).toBe(403);
    expect((await limit(other.session, "max-payments", 0)).statusCode).toBe(403);
    expect((await limit(null, "max-payments")).statusCode).toBe(401);
    expect((await limit(null, "min-payments", 20_000)).statusCode).toBe(401);
    const token = await watcherToken(["payments"]);
    const url = `${api}/wallets/${walletId}/min-payments`;
    expect((await app.inject({ url, headers: { "x-watcher-token": token } })).json().code).toBe(
      "access_denied",
    );
    const write = await app.inject({
      method: "POST",
      url,
      headers: { "x-watcher-token": token },
      payload: { amount: 20_000 },
    });
    expect(write.statusCode).toBe(403);
  });
});
