import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { onAfterRegistration } from "../src/modules/identity/identity.hooks";
import { buildTestApp, useTestDatabase } from "./helper";
import {
  browserRequest,
  csrfOf,
  type FlowJson,
  flowMessages,
  goodPassword,
  InjectJar,
  nodeMessages,
  registerBrowser,
  uniqueEmail,
} from "./identity-helper";

const ctx = useTestDatabase({ demo: false });
let app: App;
const base = "/identity/self-service";

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { env: { PUBLIC_URL: "http://pool.test" } });
});
afterAll(() => app.close());

async function submit(payload: Record<string, unknown>) {
  const jar = new InjectJar();
  const flow = (await browserRequest(app, jar, "GET", `${base}/registration/browser`)).json() as FlowJson;
  const res = await browserRequest(app, jar, "POST", `${base}/registration?flow=${flow.id}`, {
    method: "password",
    csrf_token: csrfOf(flow),
    ...payload,
  });
  return { res, body: res.json() as FlowJson };
}

describe("registration", () => {
  it("offers e-mail, password, required terms checkbox, language and submit nodes", async () => {
    const flow = (
      await browserRequest(app, new InjectJar(), "GET", `${base}/registration/browser`)
    ).json() as FlowJson;
    const names = flow.ui.nodes.map((n) => n.attributes.name);
    expect(names).toEqual([
      "csrf_token",
      "traits.email",
      "password",
      "traits.terms_agreed",
      "traits.language",
      "method",
    ]);
    const terms = flow.ui.nodes.find((n) => n.attributes.name === "traits.terms_agreed");
    expect(terms?.attributes).toMatchObject({ type: "checkbox", required: true });
    const password = flow.ui.nodes.find((n) => n.attributes.name === "password");
    expect(password?.attributes.autocomplete).toBe("new-password");
  });

  it("registers, signs in (session hook) and creates an unverified e-mail address", async () => {
    const email = uniqueEmail("reg");
    const jar = new InjectJar();
    const res = await registerBrowser(app, jar, email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.identity.traits).toEqual({ email, terms_agreed: true });
    expect(body.identity.verifiable_addresses).toMatchObject([
      // "sent" once the verification hook has mailed its code
      { value: email, verified: false, via: "email", status: expect.stringMatching(/^(pending|sent)$/) },
    ]);
    expect(body.identity.recovery_addresses).toMatchObject([{ value: email, via: "email" }]);
    expect(body.session.identity.id).toBe(body.identity.id);
    expect(body.continue_with).toContainEqual({
      action: "redirect_browser_to",
      redirect_browser_to: "http://pool.test/",
    });
    expect(jar.get("ory_kratos_session")).toMatch(/^ory_st_/);
    expect((await browserRequest(app, jar, "GET", "/identity/sessions/whoami")).statusCode).toBe(200);
  });

  it("registers through an api flow with language and answers the session token", async () => {
    const flow = (await app.inject({ url: `${base}/registration/api` })).json() as FlowJson;
    const email = uniqueEmail("api");
    const res = await app.inject({
      method: "POST",
      url: `${base}/registration?flow=${flow.id}`,
      payload: {
        method: "password",
        password: goodPassword,
        traits: { email, terms_agreed: true, language: "ru" },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().identity.traits.language).toBe("ru");
    expect(res.json().session_token).toMatch(/^ory_st_/);
  });

  it("answers 4000007 when the account exists", async () => {
    const email = uniqueEmail("dup");
    expect((await registerBrowser(app, new InjectJar(), email)).statusCode).toBe(200);
    const { res, body } = await submit({
      password: goodPassword,
      traits: { email: email.toUpperCase(), terms_agreed: true },
    });
    expect(res.statusCode).toBe(400);
    expect(flowMessages(body)).toEqual([4000007]);
  });

  it.each([
    ["breached", "P@ssw0rd", 4000034],
    ["breached and decorated", "Password123!", 4000034],
    ["breached with a symbol", "Qwerty123!", 4000034],
    ["too similar", "similarname1!X", 4000031],
    ["short", "Ab1!", 4000032],
    ["no digit", "Quarry-lamp-x!", 4000005],
    ["no special character", "Quarrylamp2026", 4000005],
    ["no upper case", "quarry-lamp-2026!", 4000005],
  ])("answers the password policy id for a %s password", async (_name, password, id) => {
    const { res, body } = await submit({
      password,
      traits: { email: `similarname1@example.com`, terms_agreed: true },
    });
    expect(res.statusCode).toBe(400);
    expect(nodeMessages(body, "password")).toEqual([id]);
  });

  it("gives 4000032 its length context", async () => {
    const { body } = await submit({ password: "Ab1!", traits: { email: uniqueEmail(), terms_agreed: true } });
    const node = body.ui.nodes.find((n) => n.attributes.name === "password");
    expect(node?.messages[0]).toMatchObject({ id: 4000032, context: { min_length: 8, actual_length: 4 } });
  });

  it("answers 4000040 for a bad e-mail and 4000002 for missing e-mail, password and terms", async () => {
    const bad = await submit({
      password: goodPassword,
      traits: { email: "not-an-email", terms_agreed: true },
    });
    expect(nodeMessages(bad.body, "traits.email")).toEqual([4000040]);
    const missing = await submit({ traits: { terms_agreed: false } });
    expect(nodeMessages(missing.body, "traits.email")).toEqual([4000002]);
    expect(nodeMessages(missing.body, "password")).toEqual([4000002]);
    expect(nodeMessages(missing.body, "traits.terms_agreed")).toEqual([4000002]);
  });

  it("accepts a form-urlencoded body with dotted names", async () => {
    const jar = new InjectJar();
    const flow = (await browserRequest(app, jar, "GET", `${base}/registration/browser`)).json() as FlowJson;
    const email = uniqueEmail("form");
    const form = new URLSearchParams({
      method: "password",
      csrf_token: csrfOf(flow),
      password: goodPassword,
      "traits.email": email,
      "traits.terms_agreed": "true",
    });
    const res = await app.inject({
      method: "POST",
      url: `${base}/registration?flow=${flow.id}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        cookie: jar.header() ?? "",
      },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().identity.traits.email).toBe(email);
  });

  it("runs the after-registration hooks and adds their continue_with items", async () => {
    const seen: string[] = [];
    onAfterRegistration(async ({ email }) => {
      seen.push(email);
      return [
        {
          action: "show_verification_ui",
          flow: { id: "00000000-0000-4000-8000-000000000001", verifiable_address: email },
        },
      ];
    });
    const email = uniqueEmail("hook");
    const res = await registerBrowser(app, new InjectJar(), email);
    expect(seen).toEqual([email]);
    expect(res.json().continue_with[0]).toMatchObject({ action: "show_verification_ui" });
  });

  it("answers session_already_available to a signed-in registration", async () => {
    const jar = new InjectJar();
    await registerBrowser(app, jar, uniqueEmail("again"));
    const res = await browserRequest(app, jar, "GET", `${base}/registration/browser`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.id).toBe("session_already_available");
  });
});
