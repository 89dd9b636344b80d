import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import {
  accessAudit,
  identities,
  identityCredentials,
  invites,
  permissions,
  pools,
  userDeletionRequests,
  users,
} from "../../src/db/schema";
import { buildTestApp, useTestDatabase } from "../helper";
import { mailsTo } from "../identity/mailbox";
import { sessionFor, tokenHeaders } from "../product-session";
import {
  api,
  currentPool,
  grant,
  minerOf,
  operatorOf,
  type Person,
  person,
  sessionIdOf,
} from "./pool-users-world";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
let poolId: string;
let minerId: string;
const staff = {} as Record<"owner" | "admin", Person>;
const refused = {} as Record<string, Person>;
let bob: Person;
let carol: Person;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  poolId = await currentPool(db);
  const operatorId = await operatorOf(db, poolId, "hubpu");
  minerId = await minerOf(db, poolId, "alicepu");
  const mk = (email: string, language?: string) => person(app, db, clock, email, { language });
  staff.owner = await mk("owner@pu.test");
  staff.admin = await mk("admin@pu.test");
  await grant(db, staff.owner.userId, { poolId }, "owner");
  await grant(db, staff.admin.userId, { poolId }, "admin");
  for (const role of ["viewer", "manager", "accountant", "treasurer"]) {
    const member = await mk(`${role}@pu.test`);
    refused[`pool ${role}`] = member;
    await grant(db, member.userId, { poolId }, role);
  }
  refused["miner owner"] = await mk("alice@pu.test");
  await grant(db, refused["miner owner"].userId, { minerId }, "owner");
  refused.operator = await mk("op@pu.test");
  await grant(db, refused.operator.userId, { operatorId }, "owner");
  bob = await mk("bob@pu.test", "ru");
  await grant(db, bob.userId, { minerId }, "viewer");
  carol = await mk("carol@pu.test");
  await grant(db, carol.userId, { minerId }, "manager");
});
afterAll(() => app.close());

const call = (p: Person | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url: `${api}/${url}`, headers: p ? tokenHeaders(p.session) : {}, payload });

describe("who may", () => {
  const reads = () => [
    `pools/${poolId}/users`,
    `users/${bob.identityId}`,
    `users/${bob.identityId}/permissions`,
    `users/${bob.identityId}/sessions`,
    `users/${bob.identityId}/invites`,
  ];

  it("answers the pool's owner and admin", async () => {
    for (const who of [staff.owner, staff.admin]) {
      for (const url of reads()) expect((await call(who, "GET", url)).statusCode, url).toBe(200);
    }
  });

  it("refuses every other role with 403 access_denied, and anonymous with 401", async () => {
    for (const [name, who] of Object.entries(refused)) {
      for (const url of reads()) {
        const res = await call(who, "GET", url);
        expect([res.statusCode, res.json().code], `${name} ${url}`).toEqual([403, "access_denied"]);
      }
      for (const [method, url] of [
        ["POST", `users/${carol.identityId}/2fa/reset`],
        ["DELETE", `users/${carol.identityId}`],
        ["POST", `users/${carol.identityId}/invites`],
      ] as const) {
        const res = await call(who, method, url, method === "POST" ? {} : undefined);
        expect([res.statusCode, res.json().code], `${name} ${method} ${url}`).toEqual([403, "access_denied"]);
      }
    }
    for (const url of reads()) expect((await call(null, "GET", url)).statusCode).toBe(401);
  });

  it("asks an aal1 session of an identity with a second factor for the second factor", async () => {
    const aal1 = await sessionFor(ctx.database.db, clock, staff.owner.email, { aal: "aal1", totp: true });
    const res = await app.inject({ url: `${api}/pools/${poolId}/users`, headers: tokenHeaders(aal1) });
    expect([res.statusCode, res.json().code]).toEqual([403, "mfa_required"]);
  });

  it("answers 404 for a user outside the pool and 400 for an id that is no uuid", async () => {
    const outsider = await person(app, ctx.database.db, clock, "outsider@pu.test");
    expect((await call(staff.owner, "GET", `users/${outsider.identityId}`)).statusCode).toBe(404);
    const bad = await call(staff.owner, "GET", "users/not-a-uuid");
    expect([bad.statusCode, bad.json().code]).toEqual([400, "validation_failed"]);
  });
});

describe("the list", () => {
  it("shows each user's accounts and roles, second factor, last sign-in and sessions", async () => {
    const res = await call(staff.owner, "GET", `pools/${poolId}/users?search=BOB@`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: bob.identityId,
          email: "bob@pu.test",
          accounts: [{ type: "miner", account_id: minerId, name: "alicepu", role: "viewer" }],
          two_factor: true,
          last_sign_in_at: "2026-03-02T10:00:00.000Z",
          active_sessions: 2,
        },
      ],
      total: 1,
      page: 1,
      per_page: 20,
    });
  });

  it("pages by e-mail with the total, and bounds per_page", async () => {
    const first = (await call(staff.owner, "GET", `pools/${poolId}/users?per_page=3`)).json();
    expect(first.data).toHaveLength(3);
    const second = (await call(staff.owner, "GET", `pools/${poolId}/users?per_page=3&page=2`)).json();
    expect(second.total).toBe(first.total);
    expect(first.data[2].email < second.data[0].email).toBe(true);
    const past = (await call(staff.owner, "GET", `pools/${poolId}/users?page=999`)).json();
    expect(past).toMatchObject({ data: [], total: first.total });
    expect((await call(staff.owner, "GET", `pools/${poolId}/users?per_page=101`)).statusCode).toBe(400);
    const wild = (await call(staff.owner, "GET", `pools/${poolId}/users?search=%25`)).json();
    expect(wild.total).toBe(0);
  });
});

describe("the total", () => {
  it("follows a new member, an e-mail change and a removed permission at once", async () => {
    const db = ctx.database.db;
    const total = async (query = "") =>
      (await call(staff.owner, "GET", `pools/${poolId}/users${query}`)).json().total as number;
    const before = await total();
    const erin = await person(app, db, clock, "erin@pu.test");
    expect(await total()).toBe(before);
    await grant(db, erin.userId, { minerId }, "viewer");
    expect(await total()).toBe(before + 1);
    expect(await total("?search=erin@")).toBe(1);
    await db.update(users).set({ email: "erin.two@pu.test" }).where(eq(users.id, erin.userId));
    expect(await total("?search=erin@")).toBe(0);
    expect(await total("?search=erin.two@")).toBe(1);
    await db.delete(permissions).where(eq(permissions.userId, erin.userId));
    expect(await total()).toBe(before);
    expect(await total("?search=erin.two@")).toBe(0);
  });
});

describe("sessions", () => {
  it("lists a user's sessions and closes one at once: its next call is 401", async () => {
    const db = ctx.database.db;
    const dave = await person(app, db, clock, "dave@pu.test");
    await grant(db, dave.userId, { minerId }, "viewer");
    const sessions = (await call(staff.admin, "GET", `users/${dave.identityId}/sessions`)).json().data;
    const id = await sessionIdOf(db, dave.session);
    expect(sessions.map((s: { id: string }) => s.id)).toContain(id);
    expect(sessions[0]).toMatchObject({ aal: "aal2", expires_at: expect.any(String), user_agent: null });

    const res = await call(staff.admin, "DELETE", `pools/${poolId}/sessions/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(dave, "GET", "identity")).statusCode).toBe(401);
    expect((await call(staff.admin, "DELETE", `pools/${poolId}/sessions/${id}`)).statusCode).toBe(404);
    const [row] = await db
      .select()
      .from(accessAudit)
      .where(and(eq(accessAudit.targetUserId, dave.userId), eq(accessAudit.action, "session_closed")));
    expect(row).toMatchObject({ poolId, actorEmail: "admin@pu.test", address: "127.0.0.1" });
  });

  it("refuses a session of someone outside the pool (404) and other roles (403)", async () => {
    const outsider = await person(app, ctx.database.db, clock, "outsider2@pu.test");
    const id = await sessionIdOf(ctx.database.db, outsider.session);
    expect((await call(staff.owner, "DELETE", `pools/${poolId}/sessions/${id}`)).statusCode).toBe(404);
    const res = await call(refused["pool viewer"] ?? null, "DELETE", `pools/${poolId}/sessions/${id}`);
    expect(res.statusCode).toBe(403);
  });

  it("lets only the pool's owner act on its admin", async () => {
    const id = await sessionIdOf(ctx.database.db, staff.owner.session);
    const res = await call(staff.admin, "DELETE", `pools/${poolId}/sessions/${id}`);
    expect([res.statusCode, res.json().code]).toEqual([403, "access_denied"]);
    expect((await call(staff.admin, "POST", `users/${staff.owner.identityId}/2fa/reset`)).statusCode).toBe(
      403,
    );
  });
});

describe("second factor reset", () => {
  it("removes the factors, signs the user out and mails them in their language", async () => {
    const db = ctx.database.db;
    const res = await call(staff.owner, "POST", `users/${bob.identityId}/2fa/reset`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: 1, sessions_closed: 2 });
    const factors = await db
      .select()
      .from(identityCredentials)
      .where(eq(identityCredentials.identityId, bob.identityId));
    expect(factors.map((f) => f.type)).toEqual(["password"]);
    expect((await call(bob, "GET", "identity")).statusCode).toBe(401);
    const [mail] = await mailsTo(app, bob.email);
    expect(mail).toMatchObject({ kind: "2fa-reset", subject: "Двухфакторная аутентификация сброшена" });
    const view = (await call(staff.owner, "GET", `users/${bob.identityId}`)).json();
    expect(view).toMatchObject({ two_factor: false, active_sessions: 0 });
    // A new sign-in needs the password only: the product answers it.
    const again = await sessionFor(db, clock, bob.email, { aal: "aal1" });
    expect((await app.inject({ url: `${api}/identity`, headers: tokenHeaders(again) })).statusCode).toBe(200);
  });

  it("refuses the caller's own (409)", async () => {
    const res = await call(staff.owner, "POST", `users/${staff.owner.identityId}/2fa/reset`);
    expect([res.statusCode, res.json().code]).toEqual([409, "invalid_state"]);
  });
});

describe("invitations", () => {
  it("lists the user's pending invitations and mails them again", async () => {
    const db = ctx.database.db;
    const other = await minerOf(db, poolId, "otherpu");
    const [invite] = await db
      .insert(invites)
      .values({
        tokenHash: "h".repeat(64),
        email: carol.email,
        type: "miner",
        minerId: other,
        role: "viewer",
        invitedBy: staff.owner.userId,
        expiresAt: new Date("2026-03-01T00:00:00Z"),
        sentAt: new Date("2026-02-22T00:00:00Z"),
      })
      .returning();
    const list = (await call(staff.owner, "GET", `users/${carol.identityId}/invites`)).json();
    expect(list.data).toEqual([
      expect.objectContaining({ id: invite?.id, account_name: "otherpu", role: "viewer", expired: true }),
    ]);
    const res = await call(staff.owner, "POST", `users/${carol.identityId}/invites`, {
      invite_id: invite?.id,
    });
    expect(res.json()).toEqual({ resent: 1 });
    expect((await mailsTo(app, carol.email))[0]).toMatchObject({ kind: "invite" });
    const after = (await call(staff.owner, "GET", `users/${carol.identityId}/invites`)).json();
    expect(after.data[0]).toMatchObject({ expired: false, expires_at: "2026-03-09T10:00:00.000Z" });
    const unknown = await call(staff.owner, "POST", `users/${carol.identityId}/invites`, {
      invite_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("deleting a user", () => {
  it("removes their access in the pool; with none left, the user and identity are gone", async () => {
    const db = ctx.database.db;
    const erin = await person(app, db, clock, "erin@pu.test");
    await grant(db, erin.userId, { minerId }, "accountant");
    const res = await call(staff.owner, "DELETE", `users/${erin.identityId}`);
    expect(res.json()).toEqual({ deleted: true, permissions_removed: 1 });
    expect(await db.select().from(users).where(eq(users.id, erin.userId))).toEqual([]);
    expect(await db.select().from(identities).where(eq(identities.id, erin.identityId))).toEqual([]);
    expect((await call(erin, "GET", "identity")).statusCode).toBe(401);
    const [audit] = await db
      .select()
      .from(accessAudit)
      .where(and(eq(accessAudit.targetEmail, erin.email), eq(accessAudit.action, "user_deleted")));
    expect(audit).toMatchObject({ poolId, actorEmail: staff.owner.email });
  });

  it("keeps a user who has access outside the pool, without the pool's access", async () => {
    const db = ctx.database.db;
    const frank = await person(app, db, clock, "frank@pu.test");
    await grant(db, frank.userId, { minerId }, "viewer");
    const [elsewhere] = await db.insert(pools).values({ name: "other-pool-pu" }).returning();
    if (!elsewhere) throw new Error("no other pool");
    await grant(db, frank.userId, { poolId: elsewhere.id }, "viewer");
    const res = await call(staff.admin, "DELETE", `users/${frank.identityId}`);
    expect(res.json()).toEqual({ deleted: false, permissions_removed: 1 });
    const left = await db.select().from(permissions).where(eq(permissions.userId, frank.userId));
    expect(left.map((p) => p.poolId)).toEqual([elsewhere.id]);
    expect((await call(frank, "GET", "identity")).statusCode).toBe(200);
    expect((await call(staff.admin, "GET", `users/${frank.identityId}`)).statusCode).toBe(404);
  });

  it("never deletes the caller or an account's only owner (409)", async () => {
    const self = await call(staff.owner, "DELETE", `users/${staff.owner.identityId}`);
    expect([self.statusCode, self.json().code]).toEqual([409, "invalid_state"]);
    const owner = await call(staff.owner, "DELETE", `users/${refused["miner owner"]?.identityId}`);
    expect([owner.statusCode, owner.json().code]).toEqual([409, "invalid_state"]);
    expect(owner.json().message).toContain("alicepu");
  });
});

describe("the user's own deletion request", () => {
  it("is recorded and mailed once, and shown to the pool's staff", async () => {
    const db = ctx.database.db;
    const first = await call(carol, "POST", `users/${carol.identityId}/deletion-request`);
    expect(first.json()).toEqual({ status: "requested", requested_at: "2026-03-02T10:00:00.000Z" });
    clock.advance(60_000);
    const second = await call(carol, "POST", `users/${carol.identityId}/deletion-request`);
    expect(second.json()).toEqual(first.json());
    const mails = (await mailsTo(app, carol.email)).filter((m) => m.kind === "delete-user");
    expect(mails).toHaveLength(1);
    expect(
      await db.select().from(userDeletionRequests).where(eq(userDeletionRequests.userId, carol.userId)),
    ).toHaveLength(1);
    const view = (await call(staff.owner, "GET", `users/${carol.identityId}`)).json();
    expect(view.deletion_requested_at).toBe("2026-03-02T10:00:00.000Z");
  });

  it("is only the user's own", async () => {
    const res = await call(staff.owner, "POST", `users/${carol.identityId}/deletion-request`);
    expect([res.statusCode, res.json().code]).toEqual([403, "access_denied"]);
    expect((await call(null, "POST", `users/${carol.identityId}/deletion-request`)).statusCode).toBe(401);
  });
});
