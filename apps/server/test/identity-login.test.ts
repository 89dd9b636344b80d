import { describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { identityCredentials } from "../src/db/schema";
import { createPasswordIdentity } from "../src/modules/identity/identity.api";
import {
  browserRequest,
  csrfOf,
  type FlowJson,
  flowMessages,
  goodPassword,
  InjectJar,
  loginBrowser,
  nodeMessages,
  uniqueEmail,
  useIdentityApp,
} from "./identity-helper";

let app: App;
const { ctx, clock, base } = useIdentityApp((built) => {
  app = built;
});

async function identity(opts: { totp?: boolean } = {}) {
  const email = uniqueEmail("login");
  const { identityId } = await createPasswordIdentity(ctx.database.db, clock, {
    email,
    password: goodPassword,
  });
  if (opts.totp) {
    await ctx.database.db
      .insert(identityCredentials)
      .values({ identityId, type: "totp", config: { totp_url: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP" } });
  }
  return { email, identityId };
}

describe("login flow creation", () => {
  it("creates a browser flow with csrf, identifier, password and submit nodes, and sets the CSRF cookie", async () => {
    const jar = new InjectJar();
    const res = await browserRequest(app, jar, "GET", `${base}/login/browser`);
    expect(res.statusCode).toBe(200);
    const flow = res.json() as FlowJson;
    expect(flow).toMatchObject({
      type: "browser",
      state: "choose_method",
      refresh: false,
      requested_aal: "aal1",
    });
    expect(flow.ui.action).toBe(`https://pool.test/identity/self-service/login?flow=${flow.id}`);
    expect(flow.ui.nodes.map((n) => n.attributes.name)).toEqual([
      "csrf_token",
      "identifier",
      "password",
      "method",
    ]);
    for (const node of flow.ui.nodes)
      expect(Object.keys(node).sort()).toEqual(["attributes", "group", "messages", "meta", "type"]);
    const cookie = [res.headers["set-cookie"]].flat().find((c) => String(c).startsWith("csrf_token_"));
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax; Secure/);
  });

  it("redirects a browser navigation (no JSON Accept) to the login page with 303", async () => {
    const res = await app.inject({
      method: "GET",
      url: `${base}/login/browser`,
      headers: { accept: "text/html" },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^https:\/\/pool\.test\/auth\/login\?flow=[0-9a-f-]{36}$/);
  });

  it("refuses a return_to on another origin with 400 self_service_flow_return_to_forbidden", async () => {
    const res = await browserRequest(
      app,
      new InjectJar(),
      "GET",
      `${base}/login/browser?return_to=https://evil.test/`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ id: "self_service_flow_return_to_forbidden", code: 400 });
  });

  it("keeps an allowed return_to", async () => {
    const res = await browserRequest(
      app,
      new InjectJar(),
      "GET",
      `${base}/login/browser?return_to=https://pool.test/workers`,
    );
    expect(res.json().return_to).toBe("https://pool.test/workers");
  });

  it("answers 401 session_aal1_required for aal=aal2 without a session", async () => {
    const res = await browserRequest(app, new InjectJar(), "GET", `${base}/login/browser?aal=aal2`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.id).toBe("session_aal1_required");
  });

  it("answers 400 session_already_available when signed in, and a refresh flow with 1010003", async () => {
    const { email } = await identity();
    const jar = new InjectJar();
    expect((await loginBrowser(app, jar, email)).res.statusCode).toBe(200);
    const again = await browserRequest(app, jar, "GET", `${base}/login/browser`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.id).toBe("session_already_available");
    const refresh = await browserRequest(app, jar, "GET", `${base}/login/browser?refresh=true`);
    expect(refresh.statusCode).toBe(200);
    const flow = refresh.json() as FlowJson;
    expect(flow.refresh).toBe(true);
    expect(flowMessages(flow)).toEqual([1010003]);
    const res = await browserRequest(app, jar, "POST", `${base}/login?flow=${flow.id}`, {
      method: "password",
      csrf_token: csrfOf(flow),
      identifier: email,
      password: goodPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().session.authentication_methods).toHaveLength(2);
  });
});

describe("login submit", () => {
  it("signs in a browser: session, continue_with redirect and the session cookie", async () => {
    const { email, identityId } = await identity();
    const jar = new InjectJar();
    const { res } = await loginBrowser(app, jar, email.toUpperCase(), goodPassword, "?return_to=/workers");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.session).toMatchObject({
      active: true,
      authenticator_assurance_level: "aal1",
      identity: { id: identityId },
    });
    expect(body.continue_with).toEqual([
      { action: "redirect_browser_to", redirect_browser_to: "https://pool.test/workers" },
    ]);
    const cookie = [res.headers["set-cookie"]]
      .flat()
      .find((c) => String(c).startsWith("ory_kratos_session="));
    expect(cookie).toMatch(/^ory_kratos_session=ory_st_\w{32}; Path=\/; HttpOnly; SameSite=Lax; Secure/);
  });

  it("signs in an api flow: {session, session_token}", async () => {
    const { email } = await identity();
    const flow = (await app.inject({ url: `${base}/login/api` })).json() as FlowJson;
    expect(flow.ui.nodes.map((n) => n.attributes.name)).not.toContain("csrf_token");
    const res = await app.inject({
      method: "POST",
      url: `${base}/login?flow=${flow.id}`,
      payload: { method: "password", identifier: email, password: goodPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().session_token).toMatch(/^ory_st_/);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses an api flow submitted with a cookie or an Origin header", async () => {
    const flow = (await app.inject({ url: `${base}/login/api` })).json() as FlowJson;
    for (const headers of [{ cookie: "a=b" }, { origin: "https://pool.test" }]) {
      const res = await app.inject({
        method: "POST",
        url: `${base}/login?flow=${flow.id}`,
        headers,
        payload: { method: "password" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.id).toBe("browser_flow_required");
    }
  });

  it("answers 400 with 4000002 on each missing field", async () => {
    const jar = new InjectJar();
    const flow = (await browserRequest(app, jar, "GET", `${base}/login/browser`)).json() as FlowJson;
    const res = await browserRequest(app, jar, "POST", `${base}/login?flow=${flow.id}`, {
      method: "password",
      csrf_token: csrfOf(flow),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as FlowJson;
    expect(nodeMessages(body, "identifier")).toEqual([4000002]);
    expect(nodeMessages(body, "password")).toEqual([4000002]);
  });

  it("answers 400 with 4000006 for a wrong password and for an unknown identifier", async () => {
    const { email } = await identity();
    for (const [identifier, password] of [
      [email, "Wrong-pass-1!"],
      [uniqueEmail("nobody"), goodPassword],
    ] as const) {
      const { res } = await loginBrowser(app, new InjectJar(), identifier, password);
      expect(res.statusCode).toBe(400);
      const body = res.json() as FlowJson;
      expect(flowMessages(body)).toEqual([4000006]);
      expect(body.ui.nodes.find((n) => n.attributes.name === "identifier")?.attributes.value).toBe(
        identifier,
      );
    }
  });

  it("answers 403 security_csrf_violation without the CSRF cookie or with a wrong token", async () => {
    const { email } = await identity();
    const jar = new InjectJar();
    const flow = (await browserRequest(app, jar, "GET", `${base}/login/browser`)).json() as FlowJson;
    const payload = {
      method: "password",
      csrf_token: csrfOf(flow),
      identifier: email,
      password: goodPassword,
    };
    const noCookie = await app.inject({
      method: "POST",
      url: `${base}/login?flow=${flow.id}`,
      headers: { accept: "application/json" },
      payload,
    });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json().error.id).toBe("security_csrf_violation");
    const wrong = await browserRequest(app, jar, "POST", `${base}/login?flow=${flow.id}`, {
      ...payload,
      csrf_token: "x",
    });
    expect(wrong.statusCode).toBe(403);
    const getFlow = await app.inject({
      url: `/identity/self-service/login/flows?id=${flow.id}`,
      headers: { accept: "application/json" },
    });
    expect(getFlow.statusCode).toBe(403);
    expect((await browserRequest(app, jar, "GET", `${base}/login/flows?id=${flow.id}`)).statusCode).toBe(200);
  });

  it("answers 410 self_service_flow_expired after an hour, with a fresh flow carrying 4010001", async () => {
    const jar = new InjectJar();
    const flow = (
      await browserRequest(app, jar, "GET", `${base}/login/browser?return_to=/payments`)
    ).json() as FlowJson;
    clock.advance(60 * 60 * 1000 + 1000);
    const res = await browserRequest(app, jar, "POST", `${base}/login?flow=${flow.id}`, {
      method: "password",
      csrf_token: csrfOf(flow),
    });
    expect(res.statusCode).toBe(410);
    const body = res.json();
    expect(body.error.id).toBe("self_service_flow_expired");
    const fresh = (
      await browserRequest(app, jar, "GET", `${base}/login/flows?id=${body.use_flow_id}`)
    ).json() as FlowJson;
    expect(flowMessages(fresh)).toEqual([4010001]);
    expect(fresh.return_to).toBe("https://pool.test/payments");
  });

  it("answers 404 for an unknown flow and 4010002 for an unknown method", async () => {
    const unknown = await browserRequest(
      app,
      new InjectJar(),
      "GET",
      `${base}/login/flows?id=00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(404);
    const jar = new InjectJar();
    const flow = (await browserRequest(app, jar, "GET", `${base}/login/browser`)).json() as FlowJson;
    const res = await browserRequest(app, jar, "POST", `${base}/login?flow=${flow.id}`, {
      method: "magic",
      csrf_token: csrfOf(flow),
    });
    expect(flowMessages(res.json())).toEqual([4010002]);
  });

  it("accepts a form-urlencoded browser post and answers with a 303 and the cookie", async () => {
    const { email } = await identity();
    const jar = new InjectJar();
    const flow = (await browserRequest(app, jar, "GET", `${base}/login/browser`)).json() as FlowJson;
    const form = new URLSearchParams({
      method: "password",
      csrf_token: csrfOf(flow),
      identifier: email,
      password: goodPassword,
    });
    const res = await app.inject({
      method: "POST",
      url: `${base}/login?flow=${flow.id}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        cookie: jar.header() ?? "",
      },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("https://pool.test/");
    expect(String(res.headers["set-cookie"])).toContain("ory_kratos_session=ory_st_");
  });
});

describe("second factor", () => {
  it("signs a 2FA identity in at aal1, then 422 browser_location_change_required to the aal2 login", async () => {
    const { email } = await identity({ totp: true });
    const jar = new InjectJar();
    const { res } = await loginBrowser(app, jar, email);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { id: "browser_location_change_required", code: 422 },
      redirect_browser_to: "https://pool.test/identity/self-service/login/browser?aal=aal2",
    });
    expect(jar.get("ory_kratos_session")).toMatch(/^ory_st_/);
    const who = await browserRequest(app, jar, "GET", "/identity/sessions/whoami");
    expect(who.statusCode).toBe(403);
    expect(who.json().error.id).toBe("session_aal2_required");
    const aal2 = await browserRequest(app, jar, "GET", `${base}/login/browser?aal=aal2`);
    expect(aal2.statusCode).toBe(200);
    expect(aal2.json()).toMatchObject({ requested_aal: "aal2" });
    expect(flowMessages(aal2.json())).toEqual([1010004]);
  });

  it("gives an api flow the aal1 session and its token, as Kratos does", async () => {
    const { email } = await identity({ totp: true });
    const flow = (await app.inject({ url: `${base}/login/api` })).json() as FlowJson;
    const res = await app.inject({
      method: "POST",
      url: `${base}/login?flow=${flow.id}`,
      payload: { method: "password", identifier: email, password: goodPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().session.authenticator_assurance_level).toBe("aal1");
  });
});

// The growing delay per identifier and address and the distributed-attack guard: identity/brute-force.test.ts.
describe("brute force", () => {
  it("answers 429 after 50 failed attempts from one address", async () => {
    const remoteAddress = "203.0.113.9";
    const attempt = async (identifier: string, password: string) => {
      const flow = (await app.inject({ url: `${base}/login/api` })).json() as FlowJson;
      return app.inject({
        method: "POST",
        url: `${base}/login?flow=${flow.id}`,
        remoteAddress,
        payload: { method: "password", identifier, password },
      });
    };
    for (let i = 0; i < 50; i++)
      expect((await attempt(`x${i}@example.com`, "Wrong-pass-1!")).statusCode).toBe(400);
    const { email } = await identity();
    expect((await attempt(email, goodPassword)).statusCode).toBe(429);
  });
});
