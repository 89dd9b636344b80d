import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { identityCredentials } from "../../src/db/schema";
import { createPasswordIdentity } from "../../src/modules/identity/identity.api";
import {
  browserRequest,
  csrfOf,
  type FlowJson,
  goodPassword,
  InjectJar,
  loginBrowser,
  sentCodeFlow,
  submitCodeFlow,
  uniqueEmail,
  useIdentityApp,
} from "../identity-helper";
import { latestCode } from "./mailbox";

let app: App;
const { ctx, clock, base } = useIdentityApp((built) => {
  app = built;
});

const totpSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const newPassword = "Fresh-quarry-2027!";

/** An identity signed in from two browsers: `current` makes the change, `other` is the session elsewhere. */
async function twoSessions() {
  const email = uniqueEmail("revoke");
  const { identityId } = await createPasswordIdentity(ctx.database.db, clock, {
    email,
    password: goodPassword,
  });
  const current = new InjectJar();
  const other = new InjectJar();
  expect((await loginBrowser(app, current, email)).res.statusCode).toBe(200);
  expect((await loginBrowser(app, other, email)).res.statusCode).toBe(200);
  return { email, identityId, current, other };
}

const whoami = async (jar: InjectJar) =>
  (await browserRequest(app, jar, "GET", "/identity/sessions/whoami")).statusCode;

async function settingsFlow(jar: InjectJar): Promise<FlowJson> {
  const res = await browserRequest(app, jar, "GET", `${base}/settings/browser`);
  expect(res.statusCode).toBe(200);
  return res.json() as FlowJson;
}

async function submitSettings(jar: InjectJar, body: Record<string, unknown>, flow?: FlowJson) {
  const shown = flow ?? (await settingsFlow(jar));
  const res = await browserRequest(app, jar, "POST", `${base}/settings?flow=${shown.id}`, {
    csrf_token: csrfOf(shown),
    ...body,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as FlowJson;
}

type Node = FlowJson["ui"]["nodes"][number] & { group: string; meta: { label?: { id: number } } };
const revokeNodes = (flow: FlowJson) =>
  (flow.ui.nodes as Node[]).filter((n) => n.attributes.name === "revoke_other_sessions");

/** Gives the identity an authenticator app and raises `jar`'s session to aal2 with it. */
async function withTotp(identityId: string, jar: InjectJar) {
  await ctx.database.db
    .insert(identityCredentials)
    .values({ identityId, type: "totp", config: { totp_url: `otpauth://totp/x?secret=${totpSecret}` } });
  const aal2 = (await browserRequest(app, jar, "GET", `${base}/login/browser?aal=aal2`)).json() as FlowJson;
  const res = await browserRequest(app, jar, "POST", `${base}/login?flow=${aal2.id}`, {
    method: "totp",
    totp_code: await generate({ secret: totpSecret, epoch: Math.floor(clock.now().getTime() / 1000) }),
    csrf_token: csrfOf(aal2),
  });
  expect(res.statusCode).toBe(200);
}

describe("signing out other sessions on a password change", () => {
  it("offers a checked box in the password group, labelled 1079001", async () => {
    const { current } = await twoSessions();
    const flow = await settingsFlow(current);
    const nodes = revokeNodes(flow);
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({
      type: "input",
      group: "password",
      attributes: { name: "revoke_other_sessions", type: "checkbox", value: true, node_type: "input" },
      meta: { label: { id: 1079001, text: "Sign out of all other sessions", type: "info" } },
    });
    const names = (flow.ui.nodes as Node[])
      .filter((n) => n.group === "password")
      .map((n) => n.attributes.name);
    expect(names).toEqual(["password", "revoke_other_sessions", "method"]);
  });

  it("checked (as the flow gives it) revokes every other session; the current one stays", async () => {
    const { current, other } = await twoSessions();
    await submitSettings(current, { method: "password", password: newPassword, revoke_other_sessions: true });
    expect(await whoami(other)).toBe(401);
    expect(await whoami(current)).toBe(200);
  });

  it("is on when the field is absent (a client that does not know it)", async () => {
    const { current, other } = await twoSessions();
    await submitSettings(current, { method: "password", password: newPassword });
    expect(await whoami(other)).toBe(401);
    expect(await whoami(current)).toBe(200);
  });

  it("unchecked keeps every session, JSON false or a form's 'false'", async () => {
    const { current, other } = await twoSessions();
    await submitSettings(current, {
      method: "password",
      password: newPassword,
      revoke_other_sessions: false,
    });
    expect(await whoami(other)).toBe(200);
    expect(await whoami(current)).toBe(200);

    const flow = await settingsFlow(current);
    const form = new URLSearchParams({
      csrf_token: csrfOf(flow),
      method: "password",
      password: "Other-quarry-2028!",
      revoke_other_sessions: "false",
    });
    const res = await app.inject({
      method: "POST",
      url: `${base}/settings?flow=${flow.id}`,
      payload: form.toString(),
      headers: {
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
        cookie: current.header() ?? "",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await whoami(other)).toBe(200);
  });

  it("leaves other sessions alone when the password is refused", async () => {
    const { current, other } = await twoSessions();
    const flow = await settingsFlow(current);
    const res = await browserRequest(app, current, "POST", `${base}/settings?flow=${flow.id}`, {
      csrf_token: csrfOf(flow),
      method: "password",
      password: "short",
    });
    expect(res.statusCode).toBe(400);
    expect(await whoami(other)).toBe(200);
  });

  it("does not sign out on a profile change", async () => {
    const { email, current, other } = await twoSessions();
    await submitSettings(current, { method: "profile", traits: { email, language: "ru" } });
    expect(await whoami(other)).toBe(200);
  });

  it("ends a recovery's password change: sessions from before the recovery are revoked", async () => {
    const { email, other } = await twoSessions();
    const recovering = new InjectJar();
    const { flow } = await sentCodeFlow(app, recovering, "recovery", email);
    const done = await submitCodeFlow(
      app,
      recovering,
      "recovery",
      flow,
      await latestCode(app, email, "recovery_code"),
    );
    const settingsId = done.json().continue_with[0].flow.id as string;
    const settings = (
      await browserRequest(app, recovering, "GET", `${base}/settings/flows?id=${settingsId}`)
    ).json() as FlowJson;
    expect(revokeNodes(settings).map((n) => n.attributes.value)).toEqual([true]);
    await submitSettings(recovering, { method: "password", password: newPassword }, settings);
    expect(await whoami(other)).toBe(401);
    expect(await whoami(recovering)).toBe(200);
  });
});

describe("signing out other sessions on a second-factor reset", () => {
  it("unlinking TOTP revokes the others by default; the box sits in the totp group", async () => {
    const { identityId, current, other } = await twoSessions();
    await withTotp(identityId, current);
    const flow = await settingsFlow(current);
    expect(revokeNodes(flow).map((n) => n.group)).toEqual(["password", "totp"]);
    await submitSettings(current, { method: "totp", totp_unlink: true, revoke_other_sessions: true }, flow);
    expect(await whoami(other)).toBe(401);
    expect(await whoami(current)).toBe(200);
  });

  it("unlinking TOTP unchecked keeps the others", async () => {
    const { identityId, current, other } = await twoSessions();
    await withTotp(identityId, current);
    await submitSettings(current, { method: "totp", totp_unlink: true, revoke_other_sessions: false });
    expect(await whoami(other)).toBe(200);
  });

  it("backup codes: setting them up keeps the others; replacing or disabling them revokes", async () => {
    const { email, current, other } = await twoSessions();
    const regenerate = async () =>
      submitSettings(current, { method: "lookup_secret", lookup_secret_regenerate: true });
    const confirm = (shown: FlowJson, extra: Record<string, unknown> = {}) =>
      submitSettings(current, { method: "lookup_secret", lookup_secret_confirm: true, ...extra }, shown);

    expect(revokeNodes(await settingsFlow(current)).map((n) => n.group)).toEqual(["password"]);
    const firstCodes = await regenerate();
    expect(revokeNodes(firstCodes).map((n) => n.group)).toEqual(["password"]);
    await confirm(firstCodes);
    expect(await whoami(other)).not.toBe(401);

    expect(revokeNodes(await settingsFlow(current)).map((n) => n.group)).toEqual([
      "password",
      "lookup_secret",
    ]);
    const kept = await regenerate();
    expect(revokeNodes(kept).map((n) => n.group)).toEqual(["password", "lookup_secret"]);
    await confirm(kept, { revoke_other_sessions: false });
    expect(await whoami(other)).not.toBe(401);
    await confirm(await regenerate());
    expect(await whoami(other)).toBe(401);

    const third = new InjectJar();
    // With backup codes the password signs in at aal1 (422 to the aal2 step): a session all the same.
    expect((await loginBrowser(app, third, email)).res.statusCode).toBe(422);
    expect(await whoami(third)).toBe(403);
    await submitSettings(current, { method: "lookup_secret", lookup_secret_disable: true });
    expect(await whoami(third)).toBe(401);
    expect(await whoami(current)).toBe(200);
  });

  it("removing a security key revokes the others by default, unchecked keeps them", async () => {
    const { identityId, current, other } = await twoSessions();
    const key = (id: string) => ({
      id,
      public_key: "cHVibGlj",
      counter: 0,
      transports: [],
      display_name: `key ${id}`,
      added_at: clock.now().toISOString(),
    });
    await ctx.database.db.insert(identityCredentials).values({
      identityId,
      type: "webauthn",
      config: { credentials: [key("a"), key("b")], user_handle: "aGFuZGxl" },
    });
    // A security key is a second factor: the changing session first reaches aal2 (here with TOTP).
    await withTotp(identityId, current);
    const flow = await settingsFlow(current);
    expect(revokeNodes(flow).map((n) => n.group)).toEqual(["password", "totp", "webauthn"]);
    await submitSettings(
      current,
      { method: "webauthn", webauthn_remove: "a", revoke_other_sessions: false },
      flow,
    );
    expect(await whoami(other)).not.toBe(401);
    await submitSettings(current, { method: "webauthn", webauthn_remove: "b" });
    expect(await whoami(other)).toBe(401);
    expect(await whoami(current)).toBe(200);
  });
});
