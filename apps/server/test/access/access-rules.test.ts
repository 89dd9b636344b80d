import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor } from "../product-session";
import { accessPerson, accessWorld } from "./access-world";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
let w: Awaited<ReturnType<typeof accessWorld>>;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock, rateLimitMax: 1e6 });
  await app.ready();
  w = await accessWorld(app, ctx.database.db, clock, "rules");
});
afterAll(() => app?.close());

describe("GET {type}/{id}/access", () => {
  it("lists the people and invitations for the owner and the admin, with role, since and 2FA", async () => {
    for (const who of ["owner", "admin"] as const) {
      const res = await w.call(who, "GET", w.base);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.members_total).toBe(6);
      expect(body.invites).toEqual([]);
      expect(body.members[0]).toEqual({
        permission_id: expect.any(String),
        user_id: w.people.owner.session.identityId,
        email: "rules-owner@access.test",
        role: "owner",
        since: expect.any(String),
        status: "active",
        two_factor: true,
      });
      expect(body.members.map((m: { role: string }) => m.role).sort()).toEqual([
        "accountant",
        "admin",
        "manager",
        "owner",
        "treasurer",
        "viewer",
      ]);
    }
  });

  it("refuses every other role, a stranger and the pool's staff (403), and anonymous (401)", async () => {
    for (const who of ["viewer", "manager", "accountant", "treasurer", "stranger", "poolStaff"] as const) {
      for (const path of [w.base, `${w.base}/audit`]) {
        const res = await w.call(who, "GET", path);
        expect(res.statusCode, `${who} ${path}`).toBe(403);
        expect(res.json().code).toBe("access_denied");
      }
      const grant = await w.call(who, "POST", w.base, { email: "x@access.test", role: "viewer" });
      expect(grant.statusCode, who).toBe(403);
    }
    const anonymous = await w.call(null, "GET", w.base);
    expect(anonymous.statusCode).toBe(401);
  });

  it("asks an aal1 session of an identity with a second factor for it (mfa_required)", async () => {
    const aal1 = await sessionFor(ctx.database.db, clock, "rules-owner@access.test", {
      aal: "aal1",
      totp: true,
    });
    const res = await w.call(aal1, "POST", w.base, { email: "aal1@access.test", role: "viewer" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("mfa_required");
  });
});

describe("grants, role changes and revocations", () => {
  it("grants an existing user at once (e-mail case ignored) and refuses a second grant", async () => {
    const res = await w.call("owner", "POST", w.base, {
      email: "  Rules-Stranger@Access.TEST ",
      role: "viewer",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: "granted",
      member: { email: "rules-stranger@access.test", role: "viewer", status: "active", two_factor: true },
    });
    const workers = await w.call("stranger", "GET", `/miners/${w.minerId}/workers`);
    expect(workers.statusCode).toBe(200);
    const again = await w.call("admin", "POST", w.base, {
      email: "rules-stranger@access.test",
      role: "manager",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([{ name: "email", text: "already_has_access" }]);
  });

  it("answers field errors for an invalid or too long e-mail and an unknown role", async () => {
    const bad = await w.call("owner", "POST", w.base, { email: "not-an-email", role: "viewer" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ name: "email", text: "invalid_input" }]);
    const long = await w.call("owner", "POST", w.base, { email: `${"a".repeat(250)}@x.io`, role: "viewer" });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0].name).toBe("email");
    const role = await w.call("owner", "POST", w.base, { email: "ok@access.test", role: "superuser" });
    expect(role.statusCode).toBe(400);
    expect(role.json().fields).toEqual([{ name: "role", text: "invalid_input" }]);
  });

  it("refuses escalation: an admin grants no owner, removes or lowers no admin or owner", async () => {
    const owner = await w.call("admin", "POST", w.base, { email: "boss@access.test", role: "owner" });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().code).toBe("access_denied");
    const other = await accessPerson(ctx.database.db, clock, "rules-admin2@access.test");
    const granted = await w.call("owner", "POST", w.base, { email: other.email, role: "admin" });
    expect(granted.statusCode).toBe(200);
    const otherAdmin = granted.json().member.permission_id;
    const revoke = await w.call("admin", "DELETE", `${w.base}?permission_id=${otherAdmin}`);
    expect(revoke.statusCode).toBe(403);
    const lower = await w.call("admin", "PUT", w.base, { permission_id: otherAdmin, role: "viewer" });
    expect(lower.statusCode).toBe(403);
    const ownerPermission = await w.permissionOf(w.people.owner.userId);
    const demote = await w.call("admin", "PUT", w.base, { permission_id: ownerPermission, role: "viewer" });
    expect(demote.statusCode).toBe(403);
    // An admin may still manage the roles below: the manager becomes an accountant.
    const manager = await w.permissionOf(w.people.manager.userId);
    const change = await w.call("admin", "PUT", w.base, { permission_id: manager, role: "accountant" });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ role: "accountant", email: "rules-manager@access.test" });
    const back = await w.call("owner", "PUT", w.base, { permission_id: manager, role: "manager" });
    expect(back.statusCode).toBe(200);
    // The owner removes the second admin.
    const removed = await w.call("owner", "DELETE", `${w.base}?permission_id=${otherAdmin}`);
    expect(removed.statusCode).toBe(204);
  });

  it("keeps the last owner, and nobody changes their own access", async () => {
    const ownerPermission = await w.permissionOf(w.people.owner.userId);
    const leave = await w.call("owner", "DELETE", `${w.base}?permission_id=${ownerPermission}`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toEqual({ code: "invalid_state", message: "An account keeps at least one owner" });
    const demote = await w.call("owner", "PUT", w.base, { permission_id: ownerPermission, role: "admin" });
    expect(demote.statusCode).toBe(409);
    const admin = await w.permissionOf(w.people.admin.userId);
    const self = await w.call("admin", "PUT", w.base, { permission_id: admin, role: "viewer" });
    expect(self.statusCode).toBe(403);
    // With a second owner, an owner still cannot demote themselves, but may demote the other.
    const second = await accessPerson(ctx.database.db, clock, "rules-owner2@access.test");
    const granted = await w.call("owner", "POST", w.base, { email: second.email, role: "owner" });
    expect(granted.statusCode).toBe(200);
    const ownSelf = await w.call("owner", "PUT", w.base, { permission_id: ownerPermission, role: "admin" });
    expect(ownSelf.statusCode).toBe(403);
    expect(ownSelf.json().message).toBe("You cannot change or remove your own access");
    const other = granted.json().member.permission_id;
    const gone = await w.call("owner", "DELETE", `${w.base}?permission_id=${other}`);
    expect(gone.statusCode).toBe(204);
  });

  it("answers 404 for a permission of another account and 400 without a target", async () => {
    const none = await w.call(
      "owner",
      "DELETE",
      `${w.base}?permission_id=00000000-0000-4000-8000-000000000000`,
    );
    expect(none.statusCode).toBe(404);
    const both = await w.call("owner", "DELETE", w.base);
    expect(both.statusCode).toBe(400);
  });

  it("revocation takes effect on the member's very next request", async () => {
    const before = await w.call("viewer", "GET", `/miners/${w.minerId}/workers`);
    expect(before.statusCode).toBe(200);
    const viewer = await w.permissionOf(w.people.viewer.userId);
    const revoked = await w.call("admin", "DELETE", `${w.base}?permission_id=${viewer}`);
    expect(revoked.statusCode).toBe(204);
    const after = await w.call("viewer", "GET", `/miners/${w.minerId}/workers`);
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe("access_denied");
    const identity = await w.call("viewer", "GET", "/identity");
    expect(identity.json().permissions).toEqual([]);
  });

  it("records every change in the audit log, newest first, with the actor and the address", async () => {
    const res = await w.call("owner", "GET", `${w.base}/audit?per_page=100`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const actions = body.items.map((i: { action: string }) => i.action);
    expect(actions[0]).toBe("revoke");
    expect(body.items[0]).toMatchObject({
      actor_email: "rules-admin@access.test",
      address: "127.0.0.1",
      target_email: "rules-viewer@access.test",
      role_before: "viewer",
      role_after: null,
    });
    expect(new Set(actions)).toEqual(new Set(["grant", "role_change", "revoke"]));
    expect(body.total).toBe(body.items.length);
    const page = await w.call("admin", "GET", `${w.base}/audit?per_page=2&page=2`);
    expect(page.json()).toMatchObject({ page: 2, per_page: 2, total: body.total });
    expect(page.json().items).toEqual(body.items.slice(2, 4));
    const tooMany = await w.call("owner", "GET", `${w.base}/audit?per_page=101`);
    expect(tooMany.statusCode).toBe(400);
  });
});
