import { generate } from "otplib";
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
  uniqueEmail,
  useIdentityApp,
} from "../identity-helper";
import { mailsTo } from "./mailbox";

let app: App;
const { ctx, clock, base } = useIdentityApp((built) => {
  app = built;
});

/** A signed-in browser (JSON client) of a new identity. */
export async function signedIn() {
  const email = uniqueEmail("settings");
  await createPasswordIdentity(ctx.database.db, clock, { email, password: goodPassword });
  const jar = new InjectJar();
  await loginBrowser(app, jar, email);
  return { email, jar };
}

async function settingsFlow(jar: InjectJar): Promise<FlowJson> {
  const res = await browserRequest(app, jar, "GET", `${base}/settings/browser`);
  expect(res.statusCode).toBe(200);
  return res.json() as FlowJson;
}

const submit = (jar: InjectJar, flow: FlowJson, body: Record<string, unknown>) =>
  browserRequest(app, jar, "POST", `${base}/settings?flow=${flow.id}`, { csrf_token: csrfOf(flow), ...body });

const node = (flow: FlowJson, name: string) =>
  flow.ui.nodes.find((n) => n.attributes.name === name || n.attributes.id === name);

describe("settings flow", () => {
  it("needs a session (401 session_inactive); a browser navigation goes to the login", async () => {
    const res = await browserRequest(app, new InjectJar(), "GET", `${base}/settings/browser`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.id).toBe("session_inactive");
    const nav = await app.inject({ url: `${base}/settings/browser`, headers: { accept: "text/html" } });
    expect(nav.statusCode).toBe(303);
    expect(nav.headers.location).toMatch(
      /^https:\/\/pool\.test\/identity\/self-service\/login\/browser\?return_to=/,
    );
  });

  it("carries the identity and the profile, password and second-factor nodes", async () => {
    const { email, jar } = await signedIn();
    const flow = await settingsFlow(jar);
    expect(flow).toMatchObject({ type: "browser", state: "show_form", identity: { traits: { email } } });
    expect(flow.ui.action).toBe(`https://pool.test/identity/self-service/settings?flow=${flow.id}`);
    const names = flow.ui.nodes.map((n) => String(n.attributes.name ?? n.attributes.id));
    for (const name of [
      "csrf_token",
      "traits.email",
      "traits.language",
      "password",
      "totp_qr",
      "totp_secret_key",
      "totp_code",
      "lookup_secret_regenerate",
      "webauthn_register_displayname",
      "webauthn_register",
      "webauthn_register_trigger",
      "webauthn_script",
    ]) {
      expect(names).toContain(name);
    }
    const again = await browserRequest(app, jar, "GET", `${base}/settings/flows?id=${flow.id}`);
    expect(again.json().id).toBe(flow.id);
    const stranger = await signedIn();
    const foreign = await browserRequest(app, stranger.jar, "GET", `${base}/settings/flows?id=${flow.id}`);
    expect(foreign.statusCode).toBe(403);
  });

  it("api flows use X-Session-Token", async () => {
    const email = uniqueEmail("api");
    await createPasswordIdentity(ctx.database.db, clock, { email, password: goodPassword });
    const json = { accept: "application/json", "content-type": "application/json" };
    const login = (await app.inject({ url: `${base}/login/api`, headers: json })).json();
    const signed = await app.inject({
      method: "POST",
      url: `${base}/login?flow=${login.id}`,
      headers: json,
      payload: { method: "password", identifier: email, password: goodPassword },
    });
    const token = signed.json().session_token;
    const flow = await app.inject({
      url: `${base}/settings/api`,
      headers: { ...json, "x-session-token": token },
    });
    expect(flow.statusCode).toBe(200);
    expect(node(flow.json(), "csrf_token")).toBeUndefined();
    const saved = await app.inject({
      method: "POST",
      url: `${base}/settings?flow=${flow.json().id}`,
      headers: { ...json, "x-session-token": token },
      payload: { method: "profile", traits: { email, language: "cn" } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().identity.traits.language).toBe("cn");
  });

  it("changes the password: 4000032 for a short one, then 1050001", async () => {
    const { email, jar } = await signedIn();
    const flow = await settingsFlow(jar);
    const short = await submit(jar, flow, { method: "password", password: "Ab1!" });
    expect(short.statusCode).toBe(400);
    expect(nodeMessages(short.json(), "password")).toEqual([4000032]);
    const breached = await submit(jar, flow, { method: "password", password: "password123" });
    expect(nodeMessages(breached.json(), "password")).toEqual([4000034]);
    const ok = await submit(jar, flow, { method: "password", password: "Another-shaft-2031!" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().state).toBe("success");
    expect(flowMessages(ok.json())).toEqual([1050001]);
    expect((await loginBrowser(app, new InjectJar(), email, "Another-shaft-2031!")).res.statusCode).toBe(200);
  });

  it("needs a privileged session (within 1 h) for changes: 403 session_refresh_required, then a refresh login", async () => {
    const { email, jar } = await signedIn();
    clock.advance(31 * 60 * 1000);
    const flow = await settingsFlow(jar);
    clock.advance(30 * 60 * 1000);
    const res = await submit(jar, flow, { method: "password", password: "Another-shaft-2031!" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.id).toBe("session_refresh_required");
    const to = new URL(res.json().redirect_browser_to);
    expect(`${to.origin}${to.pathname}`).toBe("https://pool.test/identity/self-service/login/browser");
    expect(to.searchParams.get("refresh")).toBe("true");
    expect(to.searchParams.get("return_to")).toBe(`https://pool.test/settings?flow=${flow.id}`);
    const language = await submit(jar, flow, { method: "profile", traits: { email, language: "ru" } });
    expect(language.statusCode).toBe(200);

    await loginBrowser(app, jar, email, goodPassword, "?refresh=true");
    const again = await submit(jar, flow, { method: "password", password: "Another-shaft-2031!" });
    expect(again.statusCode).toBe(200);
    expect(flowMessages(again.json())).toEqual([1050001]);
  });

  it("changes the e-mail: unverified again, a verification code goes out; a taken address is 4000007", async () => {
    const { jar } = await signedIn();
    const other = await signedIn();
    const flow = await settingsFlow(jar);
    const taken = await submit(jar, flow, { method: "profile", traits: { email: other.email } });
    expect(taken.statusCode).toBe(400);
    expect(flowMessages(taken.json())).toEqual([4000007]);
    const bad = await submit(jar, flow, { method: "profile", traits: { email: "nope" } });
    expect(nodeMessages(bad.json(), "traits.email")).toEqual([4000040]);
    const next = uniqueEmail("moved");
    const res = await submit(jar, flow, { method: "profile", traits: { email: next, language: "en" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().identity.traits.email).toBe(next);
    expect(res.json().identity.verifiable_addresses[0]).toMatchObject({ value: next, verified: false });
    expect(res.json().continue_with[0]).toMatchObject({
      action: "show_verification_ui",
      flow: { verifiable_address: next },
    });
    expect((await mailsTo(app, next))[0]?.kind).toBe("verification_code");
    expect((await loginBrowser(app, new InjectJar(), next)).res.statusCode).toBe(200);
  });

  it("expires after an hour: 410 with a fresh flow carrying 4050001", async () => {
    const { jar, email } = await signedIn();
    const flow = await settingsFlow(jar);
    clock.advance(60 * 60 * 1000 + 1);
    const res = await submit(jar, flow, { method: "profile", traits: { email } });
    expect(res.statusCode).toBe(410);
    const fresh = await browserRequest(
      app,
      jar,
      "GET",
      `${base}/settings/flows?id=${res.json().use_flow_id}`,
    );
    expect(flowMessages(fresh.json())).toEqual([4050001]);
  });
});

describe("TOTP", () => {
  const codeAt = (secret: string, offset = 0) =>
    generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offset });

  it("links with a valid code (aal2), signs in at aal2, unlinks", async () => {
    const { email, jar } = await signedIn();
    const flow = await settingsFlow(jar);
    const qr = node(flow, "totp_qr");
    expect(qr?.attributes).toMatchObject({ node_type: "img", width: 256, height: 256 });
    expect(String(qr?.attributes.src)).toMatch(/^data:image\/png;base64,/);
    const secretNode = node(flow, "totp_secret_key")?.attributes.text as {
      id: number;
      context: { secret: string };
    };
    expect(secretNode.id).toBe(1050006);
    const secret = secretNode.context.secret;

    const wrong = await submit(jar, flow, {
      method: "totp",
      totp_code: "000000" === (await codeAt(secret)) ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(nodeMessages(wrong.json(), "totp_code")).toEqual([4000008]);
    const linked = await submit(jar, flow, { method: "totp", totp_code: await codeAt(secret, -30) });
    expect(linked.statusCode).toBe(200);
    expect(flowMessages(linked.json())).toEqual([1050001]);
    expect(
      linked
        .json()
        .ui.nodes.filter((n: FlowJson["ui"]["nodes"][0]) => (n as { group?: string }).group === "totp")
        .map((n: FlowJson["ui"]["nodes"][0]) => n.attributes.name),
    ).toEqual(["revoke_other_sessions", "totp_unlink"]);
    const whoami = await browserRequest(app, jar, "GET", "/identity/sessions/whoami");
    expect(whoami.json().authenticator_assurance_level).toBe("aal2");

    const second = new InjectJar();
    const first = await loginBrowser(app, second, email);
    expect(first.res.statusCode).toBe(422);
    expect((await browserRequest(app, second, "GET", `${base}/settings/browser`)).json().error.id).toBe(
      "session_aal2_required",
    );
    const aal2 = (
      await browserRequest(app, second, "GET", `${base}/login/browser?aal=aal2`)
    ).json() as FlowJson;
    expect(node(aal2, "totp_code")).toBeDefined();
    const bad = await browserRequest(app, second, "POST", `${base}/login?flow=${aal2.id}`, {
      method: "totp",
      totp_code: "12345",
      csrf_token: csrfOf(aal2),
    });
    expect(nodeMessages(bad.json(), "totp_code")).toEqual([4000008]);
    const good = await browserRequest(app, second, "POST", `${base}/login?flow=${aal2.id}`, {
      method: "totp",
      totp_code: await codeAt(secret),
      csrf_token: csrfOf(aal2),
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().session.authenticator_assurance_level).toBe("aal2");

    const again = await settingsFlow(jar);
    const unlinked = await submit(jar, again, { method: "totp", totp_unlink: true });
    expect(flowMessages(unlinked.json())).toEqual([1050001]);
    expect(node(unlinked.json(), "totp_qr")).toBeDefined();
  });

  it("limits wrong second-factor codes at sign-in: after 5 the next try waits, even with the right code", async () => {
    const { email, jar } = await signedIn();
    const flow = await settingsFlow(jar);
    const secretText = node(flow, "totp_secret_key")?.attributes.text as { context: { secret: string } };
    const secret = secretText.context.secret;
    expect((await submit(jar, flow, { method: "totp", totp_code: await codeAt(secret) })).statusCode).toBe(
      200,
    );

    const second = new InjectJar();
    expect((await loginBrowser(app, second, email)).res.statusCode).toBe(422);
    const aal2 = (
      await browserRequest(app, second, "GET", `${base}/login/browser?aal=aal2`)
    ).json() as FlowJson;
    const tryCode = (totp_code: string) =>
      browserRequest(app, second, "POST", `${base}/login?flow=${aal2.id}`, {
        method: "totp",
        totp_code,
        csrf_token: csrfOf(aal2),
      });
    const right = await codeAt(secret);
    const wrongCode = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await tryCode(wrongCode)).statusCode).toBe(400);
    const blocked = await tryCode(right);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      id: "self_service_flow_rate_limited",
      details: { retry_after_seconds: 1 },
    });
    clock.advance(1000);
    expect((await tryCode(wrongCode)).statusCode).toBe(400);
    expect((await tryCode(right)).json().error.details).toEqual({ retry_after_seconds: 2 });
  });
});

describe("lookup secrets", () => {
  it("regenerates 12 codes, confirms them, and signs in at aal2 with one (used 4000012, invalid 4000016)", async () => {
    const { email, jar } = await signedIn();
    const flow = await settingsFlow(jar);
    const shown = await submit(jar, flow, { method: "lookup_secret", lookup_secret_regenerate: true });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().state).toBe("show_form");
    const list = node(shown.json(), "lookup_secret_codes")?.attributes.text as {
      id: number;
      context: { secrets: { text: string }[] };
    };
    expect(list.id).toBe(1050015);
    const codes = list.context.secrets.map((s) => s.text);
    expect(codes).toHaveLength(12);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{8}$/);
    const confirmed = await submit(jar, shown.json(), {
      method: "lookup_secret",
      lookup_secret_confirm: true,
    });
    expect(flowMessages(confirmed.json())).toEqual([1050001]);
    expect(confirmed.json().ui.nodes.map((n: FlowJson["ui"]["nodes"][0]) => n.attributes.name)).toEqual(
      expect.arrayContaining(["lookup_secret_reveal", "lookup_secret_regenerate", "lookup_secret_disable"]),
    );

    const aal2For = async () => {
      const j = new InjectJar();
      await loginBrowser(app, j, email);
      const f = (await browserRequest(app, j, "GET", `${base}/login/browser?aal=aal2`)).json() as FlowJson;
      return {
        j,
        f,
        send: (code: string) =>
          browserRequest(app, j, "POST", `${base}/login?flow=${f.id}`, {
            method: "lookup_secret",
            lookup_secret: code,
            csrf_token: csrfOf(f),
          }),
      };
    };
    const one = await aal2For();
    expect(node(one.f, "lookup_secret")).toBeDefined();
    expect(nodeMessages((await one.send("zzzzzzzz")).json(), "lookup_secret")).toEqual([4000016]);
    expect((await one.send(codes[0] ?? "")).json().session.authenticator_assurance_level).toBe("aal2");
    const two = await aal2For();
    expect(nodeMessages((await two.send(codes[0] ?? "")).json(), "lookup_secret")).toEqual([4000012]);

    const revealed = await submit(jar, confirmed.json(), {
      method: "lookup_secret",
      lookup_secret_reveal: true,
    });
    const revealedText = node(revealed.json(), "lookup_secret_codes")?.attributes.text;
    const states = (revealedText as { context: { secrets: { id: number }[] } }).context.secrets;
    expect(states.map((s) => s.id)).toEqual([1050014, ...Array(11).fill(1050009)]);
    const disabled = await submit(jar, revealed.json(), {
      method: "lookup_secret",
      lookup_secret_disable: true,
    });
    expect(flowMessages(disabled.json())).toEqual([1050001]);
  });
});
