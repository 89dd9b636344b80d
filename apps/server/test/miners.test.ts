import { sectionsOfRole } from "@pithead/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { courierMessages, minerDeletionRequests, miners, permissions, users } from "../src/db/schema";
import { deliveryChannels } from "../src/modules/notifications/delivery-channels";
import { deliverDue } from "../src/modules/notifications/outbox-delivery";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, tokenHeaders } from "./product-session";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
});
afterAll(() => app.close());

const unauthorized = { code: "unauthorized", message: "Authentication required" };
const fieldError = (text: string, message: string) => ({
  code: "validation_failed",
  message,
  fields: [{ name: "account_name", text }],
});

describe("POST /api/backend/v0.1/miners (the name step)", () => {
  const create = (headers: Record<string, string>, account_name: unknown) =>
    app.inject({ method: "POST", url: "/api/backend/v0.1/miners", headers, payload: { account_name } });

  it("creates the caller's miner: 201 {id, account_name}, and the caller owns it", async () => {
    const s = await sessionFor(ctx.database.db, clock, "digger@example.com");
    const res = await create(tokenHeaders(s), "digger42");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), account_name: "digger42" });
    const identity = await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(s) });
    expect(identity.json().permissions).toEqual([
      {
        id: expect.any(String),
        type: "miner",
        account_name: "digger42",
        role: "owner",
        sections: sectionsOfRole("owner"),
      },
    ]);
    const [miner] = await ctx.database.db.select().from(miners).where(eq(miners.id, res.json().id));
    expect(miner).toMatchObject({ accountName: "digger42", title: "digger42", operatorId: null });
  });

  it("answers each name error under the field", async () => {
    const s = await sessionFor(ctx.database.db, clock, "namer@example.com");
    const length = fieldError("account_name_length", "Account name length must be between 3 and 32 letters");
    const cases: [unknown, object][] = [
      ["", fieldError("required", "Account name is required")],
      ["ab", length],
      ["a".repeat(33), length],
      [
        "Alice1",
        fieldError("match_invalid", "Account name must consist only of lowercase Latin letters and digits"),
      ],
      [
        "bad_name",
        fieldError("match_invalid", "Account name must consist only of lowercase Latin letters and digits"),
      ],
      ["alice", fieldError("account_name_taken", "Account name is already taken")],
      ["northhub", fieldError("account_name_taken", "Account name is already taken")],
    ];
    for (const [name, body] of cases) {
      const res = await create(tokenHeaders(s), name);
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json()).toEqual(body);
    }
    expect((await create(tokenHeaders(s), "a".repeat(32))).statusCode).toBe(201);
  });

  it("refuses a second miner of one's own: user_already_has_miner", async () => {
    const s = await sessionFor(ctx.database.db, clock, "greedy@example.com");
    expect((await create(tokenHeaders(s), "greedy1")).statusCode).toBe(201);
    const res = await create(tokenHeaders(s), "greedy2");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fieldError("user_already_has_miner", "User already has a miner account"));
  });

  it("answers 400 for a body without the name and 401 without a session", async () => {
    const s = await sessionFor(ctx.database.db, clock, "quiet@example.com");
    const missing = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/miners",
      headers: tokenHeaders(s),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: "validation_failed",
      message: "Request validation failed",
      fields: [{ name: "account_name", text: "required" }],
    });
    const anonymous = await create({}, "anonymous1");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized);
  });
});

describe("DELETE /api/backend/v0.1/miners/{id}", () => {
  const remove = (headers: Record<string, string>, id: string) =>
    app.inject({ method: "DELETE", url: `/api/backend/v0.1/miners/${id}`, headers });

  /** The miner is made at aal2 when the identity has a second factor; the session answered is the one asked. */
  async function ownMiner(email: string, name: string, opts: { aal?: "aal1" | "aal2"; totp?: boolean } = {}) {
    const maker = await sessionFor(ctx.database.db, clock, email, {
      ...opts,
      aal: opts.totp ? "aal2" : opts.aal,
    });
    const res = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/miners",
      headers: tokenHeaders(maker),
      payload: { account_name: name },
    });
    expect(res.statusCode).toBe(201);
    const s = await sessionFor(ctx.database.db, clock, email, opts);
    return { session: s, minerId: res.json().id as string };
  }

  it("records the owner's request once and mails the instructions: 202 {status: requested}", async () => {
    const { session, minerId } = await ownMiner("leaver@example.com", "leaver");
    const res = await remove(tokenHeaders(session), minerId);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: "requested" });
    const again = await remove(tokenHeaders(session), minerId);
    expect(again.statusCode).toBe(202);
    const db = ctx.database.db;
    const requests = await db
      .select()
      .from(minerDeletionRequests)
      .where(eq(minerDeletionRequests.minerId, minerId));
    expect(requests).toHaveLength(1);
    // The mail is written to the notification outbox with the request, and sent by the delivery worker.
    await deliverDue(db, clock, deliveryChannels(app.config, null), { publicUrl: "https://pool.test" });
    const mail = await db.select().from(courierMessages).where(eq(courierMessages.to, "leaver@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "delete-miner",
      subject: "Deletion of the miner account leaver requested",
    });
    expect(mail[0]?.text).toContain("A request to delete the miner account leaver was made");
    expect(mail[0]?.text).toContain("2026-03-02 10:00 UTC");
  });

  it("answers 403 mfa_required to an owner with a second factor at aal1, and 202 at aal2", async () => {
    const { session, minerId } = await ownMiner("guarded@example.com", "guarded", { totp: true });
    const res = await remove(tokenHeaders(session), minerId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "mfa_required", message: "Additional authentication required" });
    const strong = await sessionFor(ctx.database.db, clock, "guarded@example.com", {
      aal: "aal2",
      totp: true,
    });
    expect((await remove(tokenHeaders(strong), minerId)).statusCode).toBe(202);
  });

  it("answers 403 access_denied to a viewer of the miner and to a stranger", async () => {
    const { minerId } = await ownMiner("host@example.com", "hostminer");
    const viewer = await sessionFor(ctx.database.db, clock, "viewer@example.com");
    await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(viewer) });
    const db = ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.identityId, viewer.identityId));
    if (!user) throw new Error("viewer user missing");
    await db.insert(permissions).values({ userId: user.id, type: "miner", minerId, role: "viewer" });
    const stranger = await sessionFor(ctx.database.db, clock, "stranger@example.com");
    for (const s of [viewer, stranger]) {
      const res = await remove(tokenHeaders(s), minerId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: "access_denied", message: "You have no access to this account" });
    }
    const still = await db
      .select()
      .from(minerDeletionRequests)
      .where(and(eq(minerDeletionRequests.minerId, minerId)));
    expect(still).toHaveLength(0);
  });

  it("answers 400 for an id that is not a UUID and 401 without a session", async () => {
    const s = await sessionFor(ctx.database.db, clock, "typo@example.com");
    const bad = await remove(tokenHeaders(s), "alice");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: "validation_failed",
      message: "Request validation failed",
      fields: [{ name: "id", text: "invalid_input" }],
    });
    const anonymous = await remove({}, "00000000-0000-4000-8000-000000000000");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized);
  });
});
