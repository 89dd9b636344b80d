import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { accessAudit, invites } from "../../src/db/schema";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor } from "../product-session";
import { accessWorld } from "./access-world";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
let w: Awaited<ReturnType<typeof accessWorld>>;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock, rateLimitMax: 1e6 });
  await app.ready();
  w = await accessWorld(app, ctx.database.db, clock, "inv");
});
afterAll(() => app?.close());

const accept = (who: Parameters<typeof w.call>[0], token: string | undefined) =>
  w.call(who, "POST", "/invites/accept", { token });

describe("invitations to an e-mail without an account", () => {
  it("mails the invitation to the dev mailbox; the invitee signs up and accepts it", async () => {
    const res = await w.call("owner", "POST", w.base, { email: "New.Person@Access.test", role: "viewer" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: "invited",
      invite: {
        invite_id: expect.any(String),
        email: "new.person@access.test",
        role: "viewer",
        sent_at: "2026-03-02T10:00:00.000Z",
        expires_at: "2026-03-09T10:00:00.000Z",
        status: "invited",
      },
    });
    const list = await w.call("admin", "GET", w.base);
    expect(list.json().invites).toEqual([res.json().invite]);
    const again = await w.call("admin", "POST", w.base, { email: "new.person@access.test", role: "manager" });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([{ name: "email", text: "already_invited" }]);

    const { token, mail } = await w.mailedToken("new.person@access.test");
    expect(token).toBeDefined();
    expect(mail?.subject).toContain("invshared");
    // Another person signed in cannot use it.
    const wrong = await accept("stranger", token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ name: "token", text: "invalid_input" }]);
    const invitee = await sessionFor(ctx.database.db, clock, "new.person@access.test");
    const accepted = await accept(invitee, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().permission).toMatchObject({ id: w.minerId, role: "viewer" });
    const workers = await w.call(invitee, "GET", `/miners/${w.minerId}/workers`);
    expect(workers.statusCode).toBe(200);
    const payments = await w.call(invitee, "GET", `/miners/${w.minerId}/payments`);
    expect(payments.statusCode).toBe(403);
    const after = (await w.call("owner", "GET", w.base)).json();
    expect(after.invites).toEqual([]);
    expect(after.members.map((m: { email: string }) => m.email)).toContain("new.person@access.test");
  });

  it("sends an invitation again with a new link (the old one stops); an expired one is refused", async () => {
    const res = await w.call("owner", "POST", w.base, { email: "late@access.test", role: "accountant" });
    const inviteId = res.json().invite.invite_id;
    const first = await w.mailedToken("late@access.test");
    // Seven days pass (the sessions of the test would end too, so the invitation's expiry moves instead).
    await ctx.database.db
      .update(invites)
      .set({ expiresAt: new Date(clock.now().getTime() - 1) })
      .where(eq(invites.id, inviteId));
    const listed = (await w.call("owner", "GET", w.base)).json().invites;
    expect(listed).toMatchObject([{ invite_id: inviteId, status: "expired" }]);
    const late = await sessionFor(ctx.database.db, clock, "late@access.test");
    const expired = await accept(late, first.token);
    expect(expired.statusCode).toBe(404);

    const resent = await w.call("admin", "POST", `${w.base}/invites/${inviteId}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ invite_id: inviteId, status: "invited" });
    const second = await w.mailedToken("late@access.test");
    expect(second.count).toBe(2);
    expect(second.token).not.toBe(first.token);
    expect((await accept(late, first.token)).statusCode).toBe(404);
    expect((await accept(late, second.token)).statusCode).toBe(200);
  });

  it("withdraws an invitation: its link stops working; only managers may", async () => {
    const res = await w.call("owner", "POST", w.base, { email: "maybe@access.test", role: "viewer" });
    const inviteId = res.json().invite.invite_id;
    const viewer = await w.call("manager", "DELETE", `${w.base}?invite_id=${inviteId}`);
    expect(viewer.statusCode).toBe(403);
    const staff = await w.call("poolStaff", "POST", `${w.base}/invites/${inviteId}/resend`);
    expect(staff.statusCode).toBe(403);
    const withdrawn = await w.call("admin", "DELETE", `${w.base}?invite_id=${inviteId}`);
    expect(withdrawn.statusCode).toBe(204);
    const twice = await w.call("admin", "DELETE", `${w.base}?invite_id=${inviteId}`);
    expect(twice.statusCode).toBe(404);
    const { token } = await w.mailedToken("maybe@access.test");
    const maybe = await sessionFor(ctx.database.db, clock, "maybe@access.test");
    expect((await accept(maybe, token)).statusCode).toBe(404);
  });

  it("an admin cannot invite an owner, nor resend or withdraw an owner's invitation", async () => {
    const res = await w.call("admin", "POST", w.base, { email: "boss@access.test", role: "owner" });
    expect(res.statusCode).toBe(403);
    const byOwner = await w.call("owner", "POST", w.base, { email: "boss@access.test", role: "owner" });
    const inviteId = byOwner.json().invite.invite_id;
    expect((await w.call("admin", "POST", `${w.base}/invites/${inviteId}/resend`)).statusCode).toBe(403);
    expect((await w.call("admin", "DELETE", `${w.base}?invite_id=${inviteId}`)).statusCode).toBe(403);
  });

  it("writes an audit row for every invitation, acceptance, resend and withdrawal", async () => {
    const rows = await ctx.database.db.select().from(accessAudit).where(eq(accessAudit.minerId, w.minerId));
    const actions = rows.map((r) => r.action).sort();
    expect(actions).toEqual([
      "invite",
      "invite",
      "invite",
      "invite",
      "invite_accepted",
      "invite_accepted",
      "invite_resend",
      "invite_withdraw",
    ]);
    expect(rows.every((r) => r.address === "127.0.0.1" && r.type === "miner")).toBe(true);
  });
});
