import { describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { createPasswordIdentity } from "../../src/modules/identity/identity.api";
import {
  browserRequest,
  csrfOf,
  type FlowJson,
  flowMessages,
  goodPassword,
  InjectJar,
  loginBrowser,
  nodeMessages,
  sentCodeFlow,
  submitCodeFlow,
  uniqueEmail,
  useIdentityApp,
} from "../identity-helper";
import { latestCode, mailsTo, wrongCode } from "./mailbox";

let app: App;
const { ctx, clock, base } = useIdentityApp((built) => {
  app = built;
});

async function person() {
  const email = uniqueEmail("recover");
  await createPasswordIdentity(ctx.database.db, clock, { email, password: goodPassword, language: "ru" });
  return email;
}

const sentFlow = (jar: InjectJar, email: string) => sentCodeFlow(app, jar, "recovery", email);
const submitCode = (jar: InjectJar, flow: FlowJson, code: string) =>
  submitCodeFlow(app, jar, "recovery", flow, code);

describe("recovery by e-mailed code", () => {
  it("creates a flow asking for the address", async () => {
    const res = await browserRequest(app, new InjectJar(), "GET", `${base}/recovery/browser`);
    expect(res.statusCode).toBe(200);
    const flow = res.json() as FlowJson;
    expect(flow).toMatchObject({ type: "browser", state: "choose_method" });
    expect(flow.ui.action).toBe(`https://pool.test/identity/self-service/recovery?flow=${flow.id}`);
    expect(flow.ui.nodes.map((n) => n.attributes.name)).toEqual(["csrf_token", "email", "method"]);
    const api = await app.inject({ url: `${base}/recovery/api`, headers: { accept: "application/json" } });
    expect(api.json().ui.nodes.map((n: FlowJson["ui"]["nodes"][0]) => n.attributes.name)).toEqual([
      "email",
      "method",
    ]);
  });

  it("sends a code in the identity's language, then issues a privileged session and a settings flow (1060001)", async () => {
    const email = await person();
    const jar = new InjectJar();
    const { res, flow } = await sentFlow(jar, email);
    expect(res.statusCode).toBe(200);
    expect(flow.state).toBe("sent_email");
    expect(flow.active).toBe("code");
    expect(flowMessages(flow)).toEqual([1060003]);
    expect(flow.ui.nodes.map((n) => `${n.attributes.name}:${n.attributes.type}`)).toEqual([
      "csrf_token:hidden",
      "code:text",
      "method:hidden",
      "method:submit",
      "email:submit",
    ]);
    const [mail] = await mailsTo(app, email);
    expect(mail).toMatchObject({
      kind: "recovery_code",
      subject: "Восстановление доступа к аккаунту Pithead",
    });

    const done = await submitCode(jar, flow, await latestCode(app, email, "recovery_code"));
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.state).toBe("passed_challenge");
    expect(body.continue_with).toEqual([
      {
        action: "show_settings_ui",
        flow: {
          id: expect.any(String),
          url: `https://pool.test/settings?flow=${body.continue_with[0].flow.id}`,
        },
      },
    ]);
    expect(jar.get("ory_kratos_session")).toMatch(/^ory_st_/);
    const whoami = await browserRequest(app, jar, "GET", "/identity/sessions/whoami");
    expect(whoami.json().authentication_methods).toEqual([
      expect.objectContaining({ method: "code_recovery", aal: "aal1" }),
    ]);
    expect(whoami.json().identity.verifiable_addresses[0]).toMatchObject({
      verified: true,
      status: "completed",
    });

    const settings = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/settings/flows?id=${body.continue_with[0].flow.id}`,
    );
    expect(settings.statusCode).toBe(200);
    expect(flowMessages(settings.json())).toEqual([1060001]);
    const changed = await browserRequest(app, jar, "POST", `${base}/settings?flow=${settings.json().id}`, {
      method: "password",
      password: "Fresh-quarry-2027!",
      csrf_token: csrfOf(settings.json()),
    });
    expect(changed.statusCode).toBe(200);
    expect(flowMessages(changed.json())).toEqual([1050001]);
    const relogin = await loginBrowser(app, new InjectJar(), email, "Fresh-quarry-2027!");
    expect(relogin.res.statusCode).toBe(200);
  });

  it("answers a wrong code with 4060006 on the same flow, and a reused code likewise", async () => {
    const email = await person();
    const jar = new InjectJar();
    const { flow } = await sentFlow(jar, email);
    const code = await latestCode(app, email, "recovery_code");
    const wrong = await submitCode(jar, flow, wrongCode(code));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().id).toBe(flow.id);
    expect(flowMessages(wrong.json())).toEqual([4060006]);
    expect((await submitCode(jar, flow, code)).json().state).toBe("passed_challenge");
    jar.cookies.delete("ory_kratos_session");
    const reused = await submitCode(jar, flow, code);
    expect(reused.statusCode).toBe(200);
    expect(flowMessages(reused.json())).toEqual([4060006]);
    expect(reused.headers["set-cookie"] ?? "").not.toMatch(/ory_kratos_session/);
  });

  it("resends a code: the first one stops working, the new one works", async () => {
    const email = await person();
    const jar = new InjectJar();
    const { flow } = await sentFlow(jar, email);
    const first = await latestCode(app, email, "recovery_code");
    const resent = await browserRequest(app, jar, "POST", `${base}/recovery?flow=${flow.id}`, {
      method: "code",
      email,
      csrf_token: csrfOf(flow),
    });
    expect(resent.statusCode).toBe(200);
    expect(flowMessages(resent.json())).toEqual([1060003]);
    expect(await mailsTo(app, email)).toHaveLength(2);
    const second = await latestCode(app, email, "recovery_code");
    if (first !== second)
      expect(flowMessages((await submitCode(jar, flow, first)).json())).toEqual([4060006]);
    expect((await submitCode(jar, flow, second)).json().state).toBe("passed_challenge");
  });

  it("answers an unknown address like a known one and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const jar = new InjectJar();
    const { res, flow } = await sentFlow(jar, email);
    expect(res.statusCode).toBe(200);
    expect(flow.state).toBe("sent_email");
    expect(flowMessages(flow)).toEqual([1060003]);
    expect(await mailsTo(app, email)).toEqual([]);
    expect(flowMessages((await submitCode(jar, flow, "123456")).json())).toEqual([4060006]);
  });

  it("expires with the flow after an hour: 410 and a fresh flow with 4060005", async () => {
    const email = await person();
    const jar = new InjectJar();
    const { flow } = await sentFlow(jar, email);
    const code = await latestCode(app, email, "recovery_code");
    clock.advance(61 * 60 * 1000);
    const res = await submitCode(jar, flow, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.id).toBe("self_service_flow_expired");
    const fresh = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/recovery/flows?id=${res.json().use_flow_id}`,
    );
    expect(fresh.json().state).toBe("choose_method");
    expect(flowMessages(fresh.json())).toEqual([4060005]);
    expect(jar.get("ory_kratos_session")).toBeUndefined();
  });

  it("spends the flow after 5 wrong codes: even the right one then gets a new flow (4000001)", async () => {
    const email = await person();
    const jar = new InjectJar();
    const { flow } = await sentFlow(jar, email);
    const code = await latestCode(app, email, "recovery_code");
    for (let i = 0; i < 5; i++) {
      expect(flowMessages((await submitCode(jar, flow, wrongCode(code))).json())).toEqual([4060006]);
    }
    const res = await submitCode(jar, flow, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.id).toBe("self_service_flow_replaced");
    const fresh = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/recovery/flows?id=${res.json().use_flow_id}`,
    );
    expect(flowMessages(fresh.json())).toEqual([4000001]);
    expect(jar.get("ory_kratos_session")).toBeUndefined();
  });

  it("answers a link token with a new flow carrying 4060004", async () => {
    const jar = new InjectJar();
    const created = (await browserRequest(app, jar, "GET", `${base}/recovery/browser`)).json() as FlowJson;
    const res = await browserRequest(app, jar, "POST", `${base}/recovery?flow=${created.id}&token=abc`, {
      method: "code",
      csrf_token: csrfOf(created),
    });
    expect(res.statusCode).toBe(410);
    const fresh = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/recovery/flows?id=${res.json().use_flow_id}`,
    );
    expect(flowMessages(fresh.json())).toEqual([4060004]);
  });

  it("validates the address (4000002, 4000040) and the CSRF token (403)", async () => {
    const jar = new InjectJar();
    const created = (await browserRequest(app, jar, "GET", `${base}/recovery/browser`)).json() as FlowJson;
    const url = `${base}/recovery?flow=${created.id}`;
    const missing = await browserRequest(app, jar, "POST", url, {
      method: "code",
      csrf_token: csrfOf(created),
    });
    expect(missing.statusCode).toBe(400);
    expect(nodeMessages(missing.json(), "email")).toEqual([4000002]);
    const bad = await browserRequest(app, jar, "POST", url, {
      method: "code",
      email: "nope",
      csrf_token: csrfOf(created),
    });
    expect(nodeMessages(bad.json(), "email")).toEqual([4000040]);
    const forged = await browserRequest(app, jar, "POST", url, { method: "code", email: "a@example.com" });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.id).toBe("security_csrf_violation");
  });

  it("refuses a signed-in browser (400 session_already_available)", async () => {
    const email = await person();
    const jar = new InjectJar();
    await loginBrowser(app, jar, email);
    const res = await browserRequest(app, jar, "GET", `${base}/recovery/browser`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.id).toBe("session_already_available");
  });

  it("api flows: the session token arrives in continue_with (set_ory_session_token)", async () => {
    const email = await person();
    const json = { accept: "application/json", "content-type": "application/json" };
    const flow = (await app.inject({ url: `${base}/recovery/api`, headers: json })).json();
    await app.inject({
      method: "POST",
      url: `${base}/recovery?flow=${flow.id}`,
      headers: json,
      payload: { method: "code", email },
    });
    const code = await latestCode(app, email, "recovery_code");
    const res = await app.inject({
      method: "POST",
      url: `${base}/recovery?flow=${flow.id}`,
      headers: json,
      payload: { method: "code", code },
    });
    expect(res.statusCode).toBe(200);
    const [token, settings] = res.json().continue_with;
    expect(token).toEqual({
      action: "set_ory_session_token",
      ory_session_token: expect.stringMatching(/^ory_st_/),
    });
    expect(settings.action).toBe("show_settings_ui");
    const whoami = await app.inject({
      url: "/identity/sessions/whoami",
      headers: { "x-session-token": token.ory_session_token },
    });
    expect(whoami.json().identity.traits.email).toBe(email);
    const again = await app.inject({ url: `${base}/recovery/flows?id=${flow.id}`, headers: json });
    expect(JSON.stringify(again.json())).not.toContain(token.ory_session_token);
  });

  it("sends a form-posting browser to the settings page with the session cookie", async () => {
    const email = await person();
    const jar = new InjectJar();
    const { flow } = await sentFlow(jar, email);
    const code = await latestCode(app, email, "recovery_code");
    const res = await app.inject({
      method: "POST",
      url: `${base}/recovery?flow=${flow.id}`,
      headers: {
        cookie: jar.header() ?? "",
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      },
      payload: new URLSearchParams({ method: "code", code, csrf_token: csrfOf(flow) }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^https:\/\/pool\.test\/settings\?flow=/);
    expect(String(res.headers["set-cookie"])).toMatch(/ory_kratos_session=ory_st_/);
  });
});
