import { describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { identityCredentials } from "../src/db/schema";
import { createPasswordIdentity, resolveSession, SESSION_COOKIE } from "../src/modules/identity/identity.api";
import {
  browserRequest,
  type FlowJson,
  goodPassword,
  InjectJar,
  loginBrowser,
  uniqueEmail,
  useIdentityApp,
} from "./identity-helper";

let app: App;
const { ctx, clock } = useIdentityApp(
  (built) => {
    app = built;
  },
  { now: "2025-05-01T08:00:00Z", publicUrl: "http://pool.test" },
);
const base = "/identity";

async function apiLogin(email: string, query = "") {
  const flow = (await app.inject({ url: `${base}/self-service/login/api${query}` })).json() as FlowJson;
  const res = await app.inject({
    method: "POST",
    url: `${base}/self-service/login?flow=${flow.id}`,
    payload: { method: "password", identifier: email, password: goodPassword },
  });
  return { flow, res, token: res.json().session_token as string };
}

async function newIdentity() {
  const email = uniqueEmail("sess");
  const { identityId } = await createPasswordIdentity(ctx.database.db, clock, {
    email,
    password: goodPassword,
    verified: true,
  });
  return { email, identityId };
}

describe("whoami", () => {
  it("answers the session for X-Session-Token, Bearer and the cookie; 401 session_inactive otherwise", async () => {
    const { email, identityId } = await newIdentity();
    const { token } = await apiLogin(email);
    for (const headers of [
      { "x-session-token": token },
      { authorization: `Bearer ${token}` },
      { cookie: `${SESSION_COOKIE}=${token}` },
    ]) {
      const res = await app.inject({ url: `${base}/sessions/whoami`, headers });
      expect(res.statusCode).toBe(200);
      const session = res.json();
      expect(session).toMatchObject({
        active: true,
        authenticator_assurance_level: "aal1",
        identity: { id: identityId, schema_id: "default" },
      });
      expect(session.identity.verifiable_addresses[0]).toMatchObject({
        value: email,
        verified: true,
        status: "completed",
      });
      expect(session.devices[0]).toMatchObject({ ip_address: "127.0.0.1" });
      expect(session.authentication_methods[0]).toMatchObject({ method: "password", aal: "aal1" });
    }
    const none = await app.inject({ url: `${base}/sessions/whoami` });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toMatchObject({ id: "session_inactive", code: 401, status: "Unauthorized" });
  });

  it("answers 403 session_aal2_required for an aal1 session of an identity with a second factor", async () => {
    const { email, identityId } = await newIdentity();
    const { token } = await apiLogin(email);
    await ctx.database.db.insert(identityCredentials).values({ identityId, type: "totp", config: {} });
    const res = await app.inject({ url: `${base}/sessions/whoami`, headers: { "x-session-token": token } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: { id: "session_aal2_required" },
      redirect_browser_to: "http://pool.test/identity/self-service/login/browser?aal=aal2",
    });
    const resolved = await resolveSession(ctx.database.db, clock, { token });
    expect(resolved).toMatchObject({ identityId, email, aal: "aal1", hasSecondFactor: true });
  });

  it("answers tokenize_as as Kratos does without tokenizer templates", async () => {
    const { email } = await newIdentity();
    const { token } = await apiLogin(email);
    const res = await app.inject({
      url: `${base}/sessions/whoami?tokenize_as=jwt`,
      headers: { "x-session-token": token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe('Unable to find tokenizer template "jwt".');
  });

  it("stops answering an expired session", async () => {
    const { email } = await newIdentity();
    const { token } = await apiLogin(email);
    clock.advance(31 * 24 * 3600 * 1000);
    expect(
      (await app.inject({ url: `${base}/sessions/whoami`, headers: { "x-session-token": token } }))
        .statusCode,
    ).toBe(401);
    expect(await resolveSession(ctx.database.db, clock, { token })).toBeNull();
  });
});

describe("sessions list and revoke", () => {
  it("answers Kratos's 400 for a page token it did not write (a 400-digit one was a 500)", async () => {
    const { email } = await newIdentity();
    const headers = { "x-session-token": (await apiLogin(email)).token };
    for (const token of ["9".repeat(400), "99999999999999999999", "-1", "abc"]) {
      const res = await app.inject({ url: `${base}/sessions?page_token=${token}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 400, message: expect.any(String) });
    }
    const next = await app.inject({ url: `${base}/sessions?page_size=2&page_token=2`, headers });
    expect(next.statusCode).toBe(200);
  });

  it("lists the other sessions, revokes one (204), refuses the current one (400), revokes the rest ({count})", async () => {
    const { email } = await newIdentity();
    const [a, b, c, d] = [
      await apiLogin(email),
      await apiLogin(email),
      await apiLogin(email),
      await apiLogin(email),
    ];
    const headers = { "x-session-token": a.token };
    const list = await app.inject({ url: `${base}/sessions`, headers });
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as { id: string }[]).map((s) => s.id);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain(a.res.json().session.id);
    const paged = await app.inject({ url: `${base}/sessions?page_size=2`, headers });
    expect(paged.json()).toHaveLength(2);
    expect(paged.headers.link).toContain("page_token=2");

    const one = await app.inject({
      method: "DELETE",
      url: `${base}/sessions/${b.res.json().session.id}`,
      headers,
    });
    expect(one.statusCode).toBe(204);
    expect(
      (await app.inject({ url: `${base}/sessions/whoami`, headers: { "x-session-token": b.token } }))
        .statusCode,
    ).toBe(401);
    const current = await app.inject({
      method: "DELETE",
      url: `${base}/sessions/${a.res.json().session.id}`,
      headers,
    });
    expect(current.statusCode).toBe(400);
    const unknown = await app.inject({
      method: "DELETE",
      url: `${base}/sessions/00000000-0000-4000-8000-000000000000`,
      headers,
    });
    expect(unknown.statusCode).toBe(404);

    const all = await app.inject({ method: "DELETE", url: `${base}/sessions`, headers });
    expect(all.json()).toEqual({ count: 2 });
    for (const s of [c, d]) {
      expect(
        (await app.inject({ url: `${base}/sessions/whoami`, headers: { "x-session-token": s.token } }))
          .statusCode,
      ).toBe(401);
    }
    expect((await app.inject({ url: `${base}/sessions/whoami`, headers })).statusCode).toBe(200);
  });
});

describe("token exchange", () => {
  it("exchanges the init code and the return_to code once for a session token", async () => {
    const { email, identityId } = await newIdentity();
    const { flow, res } = await apiLogin(
      email,
      "?return_session_token_exchange_code=true&return_to=http://pool.test/app",
    );
    const initCode = flow.session_token_exchange_code as string;
    expect(initCode).toMatch(/^\w{64}$/);
    const redirect = (res.json().continue_with as { action: string; redirect_browser_to?: string }[]).find(
      (c) => c.action === "redirect_browser_to",
    );
    const code = new URL(String(redirect?.redirect_browser_to)).searchParams.get("code");
    expect(redirect?.redirect_browser_to).toMatch(/^http:\/\/pool\.test\/app\?code=/);
    const wrong = await app.inject({
      url: `${base}/sessions/token-exchange?init_code=${initCode}&return_to_code=nope`,
    });
    expect(wrong.statusCode).toBe(404);
    const ok = await app.inject({
      url: `${base}/sessions/token-exchange?init_code=${initCode}&return_to_code=${code}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      session_token: expect.stringMatching(/^ory_st_/),
      session: { identity: { id: identityId } },
    });
    const again = await app.inject({
      url: `${base}/sessions/token-exchange?init_code=${initCode}&return_to_code=${code}`,
    });
    expect(again.statusCode).toBe(404);
    expect((await app.inject({ url: `${base}/sessions/token-exchange` })).statusCode).toBe(400);
  });
});

describe("logout", () => {
  it("browser: logout URL (401 without session), 403 for another session's token, 204 for JSON", async () => {
    expect(
      (await browserRequest(app, new InjectJar(), "GET", `${base}/self-service/logout/browser`)).statusCode,
    ).toBe(401);
    const { email } = await newIdentity();
    const jar = new InjectJar();
    await loginBrowser(app, jar, email);
    const other = new InjectJar();
    await loginBrowser(app, other, email);
    const mine = (
      await browserRequest(app, jar, "GET", `${base}/self-service/logout/browser?return_to=/auth/login`)
    ).json();
    expect(mine.logout_token).toMatch(/^ory_lo_/);
    expect(mine.logout_url).toBe(
      `http://pool.test/identity/self-service/logout?token=${mine.logout_token}&return_to=http%3A%2F%2Fpool.test%2Fauth%2Flogin`,
    );
    const theirs = (await browserRequest(app, other, "GET", `${base}/self-service/logout/browser`)).json();
    const forbidden = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/self-service/logout?token=${theirs.logout_token}`,
    );
    expect(forbidden.statusCode).toBe(403);
    const res = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/self-service/logout?token=${mine.logout_token}`,
    );
    expect(res.statusCode).toBe(204);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect((await browserRequest(app, other, "GET", `${base}/sessions/whoami`)).statusCode).toBe(200);
  });

  it("browser navigation: 303 to return_to", async () => {
    const { email } = await newIdentity();
    const jar = new InjectJar();
    await loginBrowser(app, jar, email);
    const { logout_url } = (
      await browserRequest(app, jar, "GET", `${base}/self-service/logout/browser?return_to=/auth/login`)
    ).json();
    const res = await app.inject({
      url: new URL(logout_url).pathname + new URL(logout_url).search,
      headers: { accept: "text/html", cookie: jar.header() ?? "" },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("http://pool.test/auth/login");
    expect(String(res.headers["set-cookie"])).toContain(`${SESSION_COOKIE}=; Path=/`);
  });

  it("api: DELETE /self-service/logout/api with the session token -> 204; unknown token -> 403", async () => {
    const { email } = await newIdentity();
    const { token } = await apiLogin(email);
    const res = await app.inject({
      method: "DELETE",
      url: `${base}/self-service/logout/api`,
      payload: { session_token: token },
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await app.inject({ url: `${base}/sessions/whoami`, headers: { "x-session-token": token } }))
        .statusCode,
    ).toBe(401);
    const again = await app.inject({
      method: "DELETE",
      url: `${base}/self-service/logout/api`,
      payload: { session_token: token },
    });
    expect(again.statusCode).toBe(403);
  });
});

describe("errors, fed-cm, schemas, webauthn script", () => {
  it("stores a browser navigation's error and serves it at /self-service/errors; 404 for unknown ids", async () => {
    const res = await app.inject({
      url: `${base}/self-service/login/browser?return_to=https://evil.test/`,
      headers: { accept: "text/html" },
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe("/auth/error");
    const id = location.searchParams.get("id");
    const stored = await app.inject({ url: `${base}/self-service/errors?id=${id}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      id,
      error: { id: "self_service_flow_return_to_forbidden", code: 400 },
    });
    expect(
      (await app.inject({ url: `${base}/self-service/errors?id=00000000-0000-4000-8000-000000000000` }))
        .statusCode,
    ).toBe(404);
  });

  it("answers fed-cm as open-source Kratos without a provider (404)", async () => {
    expect((await app.inject({ url: `${base}/self-service/fed-cm/parameters` })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: "POST",
          url: `${base}/self-service/fed-cm/token`,
          payload: { token: "x" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("serves the identity schema at the identity's schema_url", async () => {
    const res = await app.inject({ url: `${base}/schemas/ZGVmYXVsdA` });
    expect(res.statusCode).toBe(200);
    expect(res.json().properties.traits.required).toEqual(["email", "terms_agreed"]);
  });

  it("serves Ory's WebAuthn helper as text/javascript", async () => {
    const res = await app.inject({ url: `${base}/.well-known/ory/webauthn.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.body).toContain("SPDX-License-Identifier: Apache-2.0");
    expect(res.body).toContain("window.__oryWebAuthnLogin = __oryWebAuthnLogin");
  });
});

describe("createPasswordIdentity", () => {
  it("is idempotent by e-mail", async () => {
    const email = uniqueEmail("seed");
    const first = await createPasswordIdentity(ctx.database.db, clock, {
      email,
      password: goodPassword,
      language: "cn",
    });
    const second = await createPasswordIdentity(ctx.database.db, clock, {
      email: email.toUpperCase(),
      password: "x",
    });
    expect(first.created).toBe(true);
    expect(second).toEqual({ identityId: first.identityId, created: false });
  });
});
