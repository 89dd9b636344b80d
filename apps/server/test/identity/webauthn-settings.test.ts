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
  uniqueEmail,
  useIdentityApp,
} from "../identity-helper";
import { SoftAuthenticator } from "./soft-authenticator";

let app: App;
const { ctx, clock, base } = useIdentityApp((built) => {
  app = built;
});

const attr = (flow: FlowJson, name: string) =>
  flow.ui.nodes.find((n) => n.attributes.name === name)?.attributes;
const optionsOf = (flow: FlowJson, trigger: string) =>
  JSON.parse(String(attr(flow, trigger)?.value)).publicKey;

describe("WebAuthn security keys", () => {
  it("registers a key in settings (full ceremony), refuses it twice, signs in at aal2 with it, removes it", async () => {
    const email = uniqueEmail("key");
    await createPasswordIdentity(ctx.database.db, clock, { email, password: goodPassword });
    const jar = new InjectJar();
    await loginBrowser(app, jar, email);
    const flow = (await browserRequest(app, jar, "GET", `${base}/settings/browser`)).json() as FlowJson;
    expect(attr(flow, "webauthn_register_trigger")).toMatchObject({
      type: "button",
      onclickTrigger: "oryWebAuthnRegistration",
    });
    const script = flow.ui.nodes.find((n) => n.attributes.id === "webauthn_script")?.attributes;
    expect(script).toMatchObject({
      node_type: "script",
      src: "https://pool.test/identity/.well-known/ory/webauthn.js",
    });
    const options = optionsOf(flow, "webauthn_register_trigger");
    expect(options.rp).toEqual({ name: "Pithead", id: "pool.test" });
    expect(options.user.name).toBe(email);

    const key = new SoftAuthenticator("https://pool.test");
    const registration = JSON.stringify(key.register(options));
    const added = await browserRequest(app, jar, "POST", `${base}/settings?flow=${flow.id}`, {
      method: "webauthn",
      webauthn_register: registration,
      webauthn_register_displayname: "Desk key",
      csrf_token: csrfOf(flow),
    });
    expect(added.statusCode).toBe(200);
    expect(flowMessages(added.json())).toEqual([1050001]);
    const remove = attr(added.json(), "webauthn_remove");
    expect(remove).toMatchObject({ type: "submit", value: key.id });
    const again = await browserRequest(app, jar, "POST", `${base}/settings?flow=${flow.id}`, {
      method: "webauthn",
      webauthn_register: registration,
      csrf_token: csrfOf(flow),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().ui.messages[0].text).toBe("This security key is already registered.");
    expect(optionsOf(added.json(), "webauthn_register_trigger").excludeCredentials).toEqual([
      { id: key.id, type: "public-key", transports: ["usb"] },
    ]);

    const other = new InjectJar();
    expect((await loginBrowser(app, other, email)).res.statusCode).toBe(422);
    const aal2 = (
      await browserRequest(app, other, "GET", `${base}/login/browser?aal=aal2`)
    ).json() as FlowJson;
    expect(attr(aal2, "webauthn_login_trigger")).toMatchObject({ onclickTrigger: "oryWebAuthnLogin" });
    const assertion = key.authenticate(optionsOf(aal2, "webauthn_login_trigger"));
    const signed = await browserRequest(app, other, "POST", `${base}/login?flow=${aal2.id}`, {
      method: "webauthn",
      webauthn_login: JSON.stringify(assertion),
      csrf_token: csrfOf(aal2),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().session.authenticator_assurance_level).toBe("aal2");

    const removed = await browserRequest(app, jar, "POST", `${base}/settings?flow=${flow.id}`, {
      method: "webauthn",
      webauthn_remove: key.id,
      csrf_token: csrfOf(flow),
    });
    expect(flowMessages(removed.json())).toEqual([1050001]);
    expect(attr(removed.json(), "webauthn_remove")).toBeUndefined();
  });
});
