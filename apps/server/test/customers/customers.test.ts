import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { accessAudit, courierMessages, miners, permissions, users } from "../../src/db/schema";
import { buildTestApp, useTestDatabase } from "../helper";
import { credit } from "../payouts-helper";
import { sessionFor, type TestSession, tokenHeaders } from "../product-session";
import { buildSecurityWorld, type SecurityWorld, worldNow } from "../security/security-world";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock(worldNow);
const api = "/api/backend/v0.1";
let app: App;
let world: SecurityWorld;
const staff: Record<string, TestSession> = {};

/** A session of a user with `role` on the world's operator Hub. */
async function operatorMember(role: string): Promise<TestSession> {
  const db = ctx.database.db;
  const email = `op-${role}@customers.test`;
  const session = await sessionFor(db, clock, email);
  const [user] = await db.insert(users).values({ identityId: session.identityId, email }).returning();
  if (!user) throw new Error("no user");
  await db
    .insert(permissions)
    .values({ userId: user.id, type: "operator", operatorId: world.operatorId, role });
  return session;
}

beforeAll(async () => {
  app = await buildTestApp(ctx.database, {
    clock,
    rateLimitMax: 1_000_000,
    env: { PUBLIC_URL: "https://pool.test" },
  });
  await app.ready();
  world = await buildSecurityWorld(app, ctx.database.db, clock);
  for (const role of ["admin", "viewer", "accountant", "manager"]) staff[role] = await operatorMember(role);
});
afterAll(() => app?.close());

const as = (p: keyof SecurityWorld["headers"]) => world.headers[p];
const create = (headers: Record<string, string>, payload: object, operatorId = world.operatorId) =>
  app.inject({ method: "POST", url: `${api}/operators/${operatorId}/miners`, headers, payload });
const lastMailTo = async (to: string) => {
  const [mail] = await ctx.database.db
    .select()
    .from(courierMessages)
    .where(eq(courierMessages.to, to))
    .orderBy(desc(courierMessages.createdAt))
    .limit(1);
  return mail;
};

describe("POST operators/{id}/miners: a new customer", () => {
  it("creates the miner under the operator, invites the e-mail as owner, audits, and the invitee accepts", async () => {
    const res = await create(as("operator"), {
      account_name: "newcust1",
      email: "Customer1@Example.com",
      title: "First customer",
      fee_percent: "2.5",
      wallet_address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      account_name: "newcust1",
      title: "First customer",
      operator_id: world.operatorId,
      pool_id: world.poolId,
      owners: 0,
      invites: [{ email: "customer1@example.com", expires_at: "2026-03-09T10:07:30.000Z" }],
    });
    const mail = await lastMailTo("customer1@example.com");
    expect(mail?.kind).toBe("invite");
    const link = /https:\/\/pool\.test\/invitation\?token=([\w-]+)&operator=hub/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const [audit] = await ctx.database.db
      .select()
      .from(accessAudit)
      .where(and(eq(accessAudit.operatorId, world.operatorId), eq(accessAudit.action, "customer_created")));
    expect(audit).toMatchObject({ targetEmail: "customer1@example.com", roleAfter: "owner" });

    const customer = await sessionFor(ctx.database.db, clock, "customer1@example.com");
    const accepted = await app.inject({
      method: "POST",
      url: `${api}/invites/accept`,
      headers: tokenHeaders(customer),
      payload: { token: link?.[1] },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().permission).toMatchObject({ id: data.id, type: "miner", role: "owner" });
    const identity = await app.inject({ url: `${api}/identity`, headers: tokenHeaders(customer) });
    expect(identity.json().permissions).toEqual([
      expect.objectContaining({ id: data.id, account_name: "newcust1" }),
    ]);

    const fee = await app.inject({
      url: `${api}/miners/${data.id}/fees/current`,
      headers: tokenHeaders(customer),
    });
    expect(fee.json().data).toMatchObject({ operator_percent: "2.5", hidden: false });
    const wallet = await app.inject({
      url: `${api}/miners/${data.id}/wallet`,
      headers: tokenHeaders(customer),
    });
    expect(wallet.json().data.address.address).toBe("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
  });

  it("is allowed to the operator's admin (201), refused to its viewer and accountant, others and anonymous", async () => {
    const ok = await create(tokenHeaders(staff.admin as TestSession), {
      account_name: "byadmin",
      email: "a@b.test",
    });
    expect(ok.statusCode).toBe(201);
    for (const headers of [
      tokenHeaders(staff.viewer as TestSession),
      tokenHeaders(staff.accountant as TestSession),
      as("owner"),
      as("poolStaff"),
      as("stranger"),
    ]) {
      const res = await create(headers, { account_name: "refused", email: "r@b.test" });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("access_denied");
    }
    expect((await create({}, { account_name: "anon" })).statusCode).toBe(401);
    // Another operator's id: no permission there.
    const other = await create(as("operator"), { account_name: "elsewhere" }, world.poolId);
    expect(other.statusCode).toBe(403);
  });

  it("answers the account-name rules with their exact messages", async () => {
    const cases: [string, string, string][] = [
      ["", "required", "Account name is required"],
      ["ab", "account_name_length", "Account name length must be between 3 and 32 letters"],
      ["Bad_Name", "match_invalid", "Account name must consist only of lowercase Latin letters and digits"],
      ["cust", "account_name_taken", "Account name is already taken"],
      ["hub", "account_name_taken", "Account name is already taken"],
    ];
    for (const [name, text, message] of cases) {
      const res = await create(as("operator"), { account_name: name, email: "x@y.test" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: "validation_failed",
        message,
        fields: [{ name: "account_name", text }],
      });
    }
    const bad = await create(as("operator"), { account_name: "okname", wallet_address: "bc1notanaddress" });
    expect(bad.json().fields).toEqual([{ name: "wallet_address", text: "invalid_crypto_address" }]);
    const fee = await create(as("operator"), { account_name: "okname", fee_percent: "100.5" });
    expect(fee.json().fields).toEqual([{ name: "fee_percent", text: "max_threshold" }]);
    const email = await create(as("operator"), { account_name: "okname", email: "not-an-email" });
    expect(email.statusCode).toBe(400);
    // Nothing of the refused requests was written.
    const rows = await ctx.database.db.select().from(miners).where(eq(miners.accountName, "okname"));
    expect(rows).toEqual([]);
  });

  it("refuses a wallet address from an admin (payout_address is the owner's)", async () => {
    const res = await create(tokenHeaders(staff.admin as TestSession), {
      account_name: "adminwallet",
      wallet_address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("sub-accounts", () => {
  it("of a customer: its owners own the new account; of the operator: the caller owns it", async () => {
    const db = ctx.database.db;
    const [alice] = await db.select().from(users).where(eq(users.email, "alice@security.test"));
    await db
      .insert(permissions)
      .values({ userId: alice?.id ?? "", type: "miner", minerId: world.miners.cust, role: "owner" });
    const sub = await create(as("operator"), { account_name: "custsub", parent_miner_id: world.miners.cust });
    expect(sub.statusCode).toBe(201);
    // The world's customer principal and alice, added above.
    expect(sub.json().data).toMatchObject({ owners: 2, operator_id: world.operatorId, invites: [] });
    const identity = await app.inject({ url: `${api}/identity`, headers: as("owner") });
    expect(identity.json().permissions.map((p: { account_name: string }) => p.account_name)).toContain(
      "custsub",
    );

    const own = await create(as("operator"), { account_name: "hubown" });
    expect(own.json().data).toMatchObject({ owners: 1, invites: [] });
    const mine = await app.inject({ url: `${api}/identity`, headers: as("operator") });
    expect(mine.json().permissions.map((p: { account_name: string }) => p.account_name)).toContain("hubown");

    const foreign = await create(as("operator"), {
      account_name: "nosub",
      parent_miner_id: world.miners.alice,
    });
    expect(foreign.statusCode).toBe(404);
    const both = await create(as("operator"), {
      account_name: "nosub",
      parent_miner_id: world.miners.cust,
      email: "x@y.test",
    });
    expect(both.json().fields).toEqual([{ name: "email", text: "invalid_input" }]);
  });

  it("POST miners with parent_miner_id: the owner's extra account; a viewer of the parent is refused", async () => {
    const res = await app.inject({
      method: "POST",
      url: `${api}/miners`,
      headers: as("owner"),
      payload: { account_name: "aliceextra", parent_miner_id: world.miners.alice },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ account_name: "aliceextra" });
    const viewer = await app.inject({
      method: "POST",
      url: `${api}/miners`,
      headers: as("viewer"),
      payload: { account_name: "viewerextra", parent_miner_id: world.miners.alice },
    });
    expect(viewer.statusCode).toBe(403);
    // The name step stays as it was.
    const again = await app.inject({
      method: "POST",
      url: `${api}/miners`,
      headers: as("owner"),
      payload: { account_name: "alicethree" },
    });
    expect(again.json().fields).toEqual([{ name: "account_name", text: "user_already_has_miner" }]);
  });
});

describe("POST pools/{id}/miners", () => {
  it("pool staff create a miner for an invited e-mail; the operator and others are refused", async () => {
    const url = `${api}/pools/${world.poolId}/miners`;
    const res = await app.inject({
      method: "POST",
      url,
      headers: as("poolStaff"),
      payload: { account_name: "poolmade", email: "pm@x.test" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ operator_id: null, invites: [{ email: "pm@x.test" }] });
    expect((await lastMailTo("pm@x.test"))?.text).not.toContain("operator=");
    for (const p of ["operator", "owner", "stranger"] as const) {
      const refused = await app.inject({
        method: "POST",
        url,
        headers: as(p),
        payload: { account_name: "nope" },
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe("GET miners/lookup-by-account-name", () => {
  const lookup = (name: string, headers = as("stranger")) =>
    app.inject({
      url: `${api}/miners/lookup-by-account-name?account_name=${encodeURIComponent(name)}`,
      headers,
    });
  it("answers free or taken for a well-formed name, field errors otherwise, 401 without a session", async () => {
    expect((await lookup("freename")).json()).toEqual({
      data: { account_name: "freename", available: true },
    });
    expect((await lookup("alice")).json()).toEqual({ data: { account_name: "alice", available: false } });
    expect((await lookup("hub")).json().data.available).toBe(false);
    expect((await lookup("Alice")).json().fields).toEqual([{ name: "account_name", text: "match_invalid" }]);
    expect((await lookup("x".repeat(500))).statusCode).toBe(400);
    expect((await lookup("alice", {})).statusCode).toBe(401);
  });
});

describe("the customers list", () => {
  it("adds balance and the operator's fee for roles that read financial data", async () => {
    await credit(ctx.database.db, clock, world.miners.cust, 12_345n);
    const list = (headers: Record<string, string>) =>
      app.inject({ url: `${api}/operators/${world.operatorId}/miners?name=cust`, headers });
    const owner = await list(as("operator"));
    expect(owner.statusCode).toBe(200);
    const row = owner.json().data.find((r: { account_name: string }) => r.account_name === "cust");
    expect(row).toMatchObject({ balance: 12_345, fee_percent: "0" });
    expect(row.workers).toMatchObject({ stable: 1 });
    const manager = await list(tokenHeaders(staff.manager as TestSession));
    expect(manager.json().data[0]).toMatchObject({
      balance: expect.any(Number),
      fee_percent: expect.any(String),
    });
    const viewer = await list(tokenHeaders(staff.viewer as TestSession));
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json().data[0]).toMatchObject({ balance: null, fee_percent: null });
    // The accountant has no mining data: the list (hashrate, workers) is refused.
    expect((await list(tokenHeaders(staff.accountant as TestSession))).statusCode).toBe(403);
  });
});

describe("total_fee_hide", () => {
  it("hides the operator's fee from the customer's users, not from the operator", async () => {
    const created = await create(as("operator"), {
      account_name: "hidecust",
      email: "hide@x.test",
      fee_percent: "3",
    });
    const minerId = created.json().data.id as string;
    const token = /token=([\w-]+)/.exec((await lastMailTo("hide@x.test"))?.text ?? "")?.[1];
    const customer = await sessionFor(ctx.database.db, clock, "hide@x.test");
    await app.inject({
      method: "POST",
      url: `${api}/invites/accept`,
      headers: tokenHeaders(customer),
      payload: { token },
    });
    const url = `${api}/operators/${world.operatorId}/miners/${minerId}/fee-visibility`;
    const put = (headers: Record<string, string>, hide: boolean) =>
      app.inject({ method: "PUT", url, headers, payload: { total_fee_hide: hide } });
    const fee = (headers: Record<string, string>) =>
      app.inject({ url: `${api}/miners/${minerId}/fees/current`, headers });

    expect((await fee(tokenHeaders(customer))).json().data).toMatchObject({
      hidden: false,
      operator_percent: "3",
    });
    expect((await put(tokenHeaders(staff.viewer as TestSession), true)).statusCode).toBe(403);
    expect((await put(tokenHeaders(customer), true)).statusCode).toBe(403);
    const hidden = await put(as("operator"), true);
    expect(hidden.json()).toEqual({ data: { miner_id: minerId, total_fee_hide: true } });
    expect((await app.inject({ url, headers: as("operator") })).json().data.total_fee_hide).toBe(true);

    expect((await fee(tokenHeaders(customer))).json().data).toMatchObject({
      hidden: true,
      operator_percent: null,
      percent: null,
    });
    expect((await fee(as("operator"))).json().data).toMatchObject({ hidden: false, operator_percent: "3" });
    const identity = await app.inject({ url: `${api}/identity`, headers: tokenHeaders(customer) });
    expect(identity.json().permissions[0].sections).toContain("total_fee_hide");

    await put(as("operator"), false);
    expect((await fee(tokenHeaders(customer))).json().data.hidden).toBe(false);
    const notCustomer = await app.inject({
      method: "PUT",
      url: `${api}/operators/${world.operatorId}/miners/${world.miners.alice}/fee-visibility`,
      headers: as("operator"),
      payload: { total_fee_hide: true },
    });
    expect(notCustomer.statusCode).toBe(404);
  });
});
