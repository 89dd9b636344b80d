import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { accessAudit, invites, operators, permissions, users } from "../src/db/schema";
import { inviteTokenHash } from "../src/modules/invites/invites.service";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, type TestSession, tokenHeaders } from "./product-session";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
let operatorId: string;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const [operator] = await ctx.database.db
    .select()
    .from(operators)
    .where(eq(operators.operatorName, "northhub"));
  if (!operator) throw new Error("demo operator missing");
  operatorId = operator.id;
});
afterAll(() => app.close());

/** An invitation to the demo operator, as the access-grant feature will store it. */
async function invite(
  token: string,
  email: string,
  opts: { expiresInMs?: number; acceptedAt?: Date; role?: string } = {},
) {
  await ctx.database.db.insert(invites).values({
    tokenHash: inviteTokenHash(token),
    email,
    type: "operator",
    operatorId,
    role: opts.role ?? "accountant",
    expiresAt: new Date(clock.now().getTime() + (opts.expiresInMs ?? 7 * 24 * 3600_000)),
    acceptedAt: opts.acceptedAt ?? null,
  });
}

const accept = (s: TestSession | null, token: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/backend/v0.1/invites/accept",
    headers: s ? tokenHeaders(s) : {},
    payload: { token },
  });

const notFound = {
  code: "not_found",
  message: "The invitation does not exist, has expired or was already used",
};

describe("POST /api/backend/v0.1/invites/accept", () => {
  it("grants the invited permission to the invitee (e-mail case ignored), once", async () => {
    await invite("tok-accountant", "Invitee@Example.com");
    const s = await sessionFor(ctx.database.db, clock, "invitee@example.com");
    const res = await accept(s, "tok-accountant");
    expect(res.statusCode).toBe(200);
    const expected = {
      id: expect.any(String),
      type: "operator",
      operator_name: "northhub",
      role: "accountant",
      sections: ["section_payments_read", "section_virtual_mining_read", "section_referrals_read"],
    };
    expect(res.json()).toEqual({ permission: expected });
    const identity = await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(s) });
    expect(identity.json().permissions).toEqual([{ ...expected, id: res.json().permission.id }]);
    const [row] = await ctx.database.db
      .select()
      .from(invites)
      .where(eq(invites.tokenHash, inviteTokenHash("tok-accountant")));
    expect(row?.acceptedAt).toEqual(clock.now());
    const reused = await accept(s, "tok-accountant");
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toEqual(notFound);
  });

  it("keeps a higher role the invitee already holds and writes the acceptance to the audit log", async () => {
    const s = await sessionFor(ctx.database.db, clock, "admin-invitee@example.com");
    await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(s) });
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, "admin-invitee@example.com"));
    await ctx.database.db
      .insert(permissions)
      .values({ userId: user?.id ?? "", type: "operator", operatorId, role: "admin" });
    await invite("tok-lower", "admin-invitee@example.com", { role: "viewer" });
    const res = await accept(s, "tok-lower");
    expect(res.statusCode).toBe(200);
    expect(res.json().permission.role).toBe("admin");
    const lines = await ctx.database.db
      .select()
      .from(accessAudit)
      .where(eq(accessAudit.operatorId, operatorId));
    expect(lines.map((l) => [l.action, l.actorEmail, l.roleBefore, l.roleAfter])).toContainEqual([
      "invite_accepted",
      "admin-invitee@example.com",
      "admin",
      "admin",
    ]);
  });

  it("answers 404 not_found for an unknown or expired token", async () => {
    await invite("tok-expired", "late@example.com", { expiresInMs: -1 });
    const s = await sessionFor(ctx.database.db, clock, "late@example.com");
    for (const token of ["tok-unknown", "tok-expired"]) {
      const res = await accept(s, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });

  it("answers 400 when the caller's e-mail is not the invited one, and the invite stays open", async () => {
    await invite("tok-other", "intended@example.com");
    const s = await sessionFor(ctx.database.db, clock, "intruder@example.com");
    const res = await accept(s, "tok-other");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "validation_failed",
      message: "This invitation was sent to another e-mail address",
      fields: [{ name: "token", text: "invalid_input" }],
    });
    const intended = await sessionFor(ctx.database.db, clock, "intended@example.com");
    expect((await accept(intended, "tok-other")).statusCode).toBe(200);
  });

  it("answers 403 mfa_required to an invitee with a second factor at aal1, and grants at aal2", async () => {
    await invite("tok-mfa", "careful@example.com");
    const weak = await sessionFor(ctx.database.db, clock, "careful@example.com", { totp: true });
    const res = await accept(weak, "tok-mfa");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "mfa_required", message: "Additional authentication required" });
    const strong = await sessionFor(ctx.database.db, clock, "careful@example.com", {
      totp: true,
      aal: "aal2",
    });
    expect((await accept(strong, "tok-mfa")).statusCode).toBe(200);
  });

  it("answers 400 without a token and 401 without a session", async () => {
    const s = await sessionFor(ctx.database.db, clock, "blank@example.com");
    const blank = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/invites/accept",
      headers: tokenHeaders(s),
      payload: {},
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      code: "validation_failed",
      message: "Request validation failed",
      fields: [{ name: "token", text: "required" }],
    });
    const long = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/invites/accept",
      headers: tokenHeaders(s),
      payload: { token: "t".repeat(257) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual([{ name: "token", text: "length_out_of_range" }]);
    const anonymous = await accept(null, "tok-accountant");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: "unauthorized", message: "Authentication required" });
  });
});
