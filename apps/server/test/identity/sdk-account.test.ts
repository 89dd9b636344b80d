import { Configuration, FrontendApi, ResponseError, type SettingsFlow } from "@ory/client-fetch";
import { generate } from "otplib";
import { CookieJar } from "tough-cookie";
import { describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { cookieFetch, goodPassword, uniqueEmail, useListeningIdentityApp } from "../identity-helper";
import { latestCode } from "./mailbox";

/** Settings, recovery and verification driven only through @ory/client-fetch against a listening server. */

let app: App;
let baseUrl: string;
useListeningIdentityApp((built, url) => {
  app = built;
  baseUrl = url;
});

const apiClient = () => new FrontendApi(new Configuration({ basePath: baseUrl }));

function browserClient() {
  const jar = new CookieJar();
  const fetchApi = cookieFetch(jar);
  const headers = { Accept: "application/json" };
  return new FrontendApi(new Configuration({ basePath: baseUrl, fetchApi, credentials: "include", headers }));
}

const attrs = (flow: SettingsFlow, name: string) =>
  flow.ui.nodes
    .map(
      (n) =>
        n.attributes as {
          name?: string;
          id?: string;
          value?: unknown;
          text?: { context?: Record<string, unknown> };
        },
    )
    .find((a) => a.name === name || a.id === name);
const csrf = (flow: { ui: { nodes: { attributes: unknown }[] } }) =>
  String(
    flow.ui.nodes
      .map((n) => n.attributes as { name?: string; value?: unknown })
      .find((a) => a.name === "csrf_token")?.value ?? "",
  );

async function registered() {
  const api = apiClient();
  const email = uniqueEmail("sdk-account");
  const flow = await api.createNativeRegistrationFlow();
  const reg = await api.updateRegistrationFlow({
    flow: flow.id,
    updateRegistrationFlowBody: {
      method: "password",
      password: goodPassword,
      traits: { email, terms_agreed: true },
    },
  });
  return { api, email, token: reg.session_token as string, continueWith: reg.continue_with ?? [] };
}

describe("@ory/client-fetch: settings", () => {
  it("changes the password, links and unlinks TOTP, sets up lookup secrets", async () => {
    const { api, token } = await registered();
    const xSessionToken = token;
    let flow = await api.createNativeSettingsFlow({ xSessionToken });
    const short = await api
      .updateSettingsFlow({
        flow: flow.id,
        xSessionToken,
        updateSettingsFlowBody: { method: "password", password: "short" },
      })
      .catch((e: ResponseError) => e);
    expect(short).toBeInstanceOf(ResponseError);
    const shortBody = (await (short as ResponseError).response.json()) as {
      ui: { nodes: { attributes: { name: string }; messages: { id: number }[] }[] };
    };
    expect(shortBody.ui.nodes.find((n) => n.attributes.name === "password")?.messages[0]?.id).toBe(4000032);
    flow = await api.updateSettingsFlow({
      flow: flow.id,
      xSessionToken,
      updateSettingsFlowBody: { method: "password", password: "Sdk-new-pass-2030!" },
    });
    expect(flow.state).toBe("success");
    expect(flow.ui.messages?.[0]?.id).toBe(1050001);

    const secret = String(attrs(flow, "totp_secret_key")?.text?.context?.secret);
    flow = await api.updateSettingsFlow({
      flow: flow.id,
      xSessionToken,
      updateSettingsFlowBody: { method: "totp", totp_code: await generate({ secret }) },
    });
    expect(attrs(flow, "totp_unlink")).toBeDefined();
    expect((await api.toSession({ xSessionToken })).authenticator_assurance_level).toBe("aal2");
    flow = await api.updateSettingsFlow({
      flow: flow.id,
      xSessionToken,
      updateSettingsFlowBody: { method: "totp", totp_unlink: true },
    });
    expect(attrs(flow, "totp_qr")).toBeDefined();

    flow = await api.updateSettingsFlow({
      flow: flow.id,
      xSessionToken,
      updateSettingsFlowBody: { method: "lookup_secret", lookup_secret_regenerate: true },
    });
    const secrets = attrs(flow, "lookup_secret_codes")?.text?.context?.secrets as { text: string }[];
    expect(secrets).toHaveLength(12);
    flow = await api.updateSettingsFlow({
      flow: flow.id,
      xSessionToken,
      updateSettingsFlowBody: { method: "lookup_secret", lookup_secret_confirm: true },
    });
    expect(flow.ui.messages?.[0]?.id).toBe(1050001);
    expect(attrs(flow, "lookup_secret_disable")).toBeDefined();
  });
});

describe("@ory/client-fetch: recovery and verification through the dev mailbox", () => {
  it("verifies the address registration sent a code to", async () => {
    const { api, email, continueWith } = await registered();
    const item = continueWith.find((c) => c.action === "show_verification_ui") as
      | { flow: { id: string } }
      | undefined;
    expect(item).toBeDefined();
    const flow = await api.updateVerificationFlow({
      flow: item?.flow.id ?? "",
      updateVerificationFlowBody: { method: "code", code: await latestCode(app, email, "verification_code") },
    });
    expect(flow.state).toBe("passed_challenge");
    expect(flow.ui.messages?.[0]?.id).toBe(1080002);
  });

  it("recovers a browser account and sets a new password in the settings flow it continues with", async () => {
    const { email } = await registered();
    const api = browserClient();
    let flow = await api.createBrowserRecoveryFlow();
    flow = await api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: "code", email, csrf_token: csrf(flow) },
    });
    expect(flow.state).toBe("sent_email");
    const wrong = await api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: "code", code: "000000", csrf_token: csrf(flow) },
    });
    expect(wrong.ui.messages?.[0]?.id).toBe(4060006);
    const done = await api.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: {
        method: "code",
        code: await latestCode(app, email, "recovery_code"),
        csrf_token: csrf(flow),
      },
    });
    const next = done.continue_with?.find((c) => c.action === "show_settings_ui") as
      | { flow: { id: string } }
      | undefined;
    const settings = await api.getSettingsFlow({ id: next?.flow.id ?? "" });
    expect(settings.ui.messages?.[0]?.id).toBe(1060001);
    const saved = await api.updateSettingsFlow({
      flow: settings.id,
      updateSettingsFlowBody: {
        method: "password",
        password: "Recovered-pass-2031!",
        csrf_token: csrf(settings),
      },
    });
    expect(saved.state).toBe("success");
    expect((await api.toSession()).identity?.traits.email).toBe(email);
  });
});
