import { Configuration, FrontendApi, ResponseError } from "@ory/client-fetch";
import { CookieJar } from "tough-cookie";
import { describe, expect, it } from "vitest";
import { cookieFetch, goodPassword, uniqueEmail, useListeningIdentityApp } from "./identity-helper";

/** Drives the identity service only through @ory/client-fetch against a listening server. */

let baseUrl: string;
useListeningIdentityApp((_app, url) => {
  baseUrl = url;
});

/** A browser-like client: a tough-cookie jar behind the SDK's fetchApi, credentials "include". */
function browserClient() {
  const jar = new CookieJar();
  const fetchApi = cookieFetch(jar);
  // As for Kratos, AJAX clients ask for JSON (else flow endpoints answer browsers with 303 redirects).
  const headers = { Accept: "application/json" };
  return {
    jar,
    api: new FrontendApi(new Configuration({ basePath: baseUrl, fetchApi, credentials: "include", headers })),
  };
}

const apiClient = () => new FrontendApi(new Configuration({ basePath: baseUrl }));

function csrf(flow: { ui: { nodes: { attributes: unknown }[] } }): string {
  for (const node of flow.ui.nodes) {
    const a = node.attributes as { name?: string; value?: unknown };
    if (a.name === "csrf_token") return String(a.value);
  }
  return "";
}

describe("@ory/client-fetch: api flows", () => {
  it("registers, whoami, lists sessions, logs out, logs in", async () => {
    const api = apiClient();
    const email = uniqueEmail("sdk-api");
    const regFlow = await api.createNativeRegistrationFlow();
    const reg = await api.updateRegistrationFlow({
      flow: regFlow.id,
      updateRegistrationFlowBody: {
        method: "password",
        password: goodPassword,
        traits: { email, terms_agreed: true },
      },
    });
    expect(reg.identity.traits).toEqual({ email, terms_agreed: true });
    const token = reg.session_token as string;
    expect(token).toMatch(/^ory_st_/);
    const session = await api.toSession({ xSessionToken: token });
    expect(session.identity?.id).toBe(reg.identity.id);
    expect(session.expires_at).toBeInstanceOf(Date);

    const loginFlow = await api.createNativeLoginFlow();
    const login = await api.updateLoginFlow({
      flow: loginFlow.id,
      updateLoginFlowBody: { method: "password", identifier: email, password: goodPassword },
    });
    expect(login.session.authenticator_assurance_level).toBe("aal1");
    const others = await api.listMySessions({ xSessionToken: token });
    expect(others.map((s) => s.id)).toEqual([login.session.id]);

    await api.performNativeLogout({ performNativeLogoutBody: { session_token: token } });
    await expect(api.toSession({ xSessionToken: token })).rejects.toBeInstanceOf(ResponseError);

    const wrongFlow = await api.createNativeLoginFlow();
    const failed = await api
      .updateLoginFlow({
        flow: wrongFlow.id,
        updateLoginFlowBody: { method: "password", identifier: email, password: "Wrong-pass-1!" },
      })
      .catch((e: ResponseError) => e);
    expect(failed).toBeInstanceOf(ResponseError);
    const body = (await (failed as ResponseError).response.json()) as { ui: { messages: { id: number }[] } };
    expect(body.ui.messages[0]?.id).toBe(4000006);
  });
});

describe("@ory/client-fetch: browser flows with a cookie jar", () => {
  it("registers, whoami, logs out, logs in, revokes other sessions", async () => {
    const { api, jar } = browserClient();
    const email = uniqueEmail("sdk-browser");
    const regFlow = await api.createBrowserRegistrationFlow();
    expect(regFlow.ui.nodes.length).toBeGreaterThan(3);
    const reg = await api.updateRegistrationFlow({
      flow: regFlow.id,
      updateRegistrationFlowBody: {
        method: "password",
        csrf_token: csrf(regFlow),
        password: goodPassword,
        traits: { email, terms_agreed: true },
      },
    });
    expect(reg.session?.identity?.id).toBe(reg.identity.id);
    expect(await jar.getCookieString(baseUrl)).toContain("ory_kratos_session=");
    expect((await api.toSession()).identity?.id).toBe(reg.identity.id);

    const logout = await api.createBrowserLogoutFlow();
    await api.updateLogoutFlow({ token: logout.logout_token });
    await expect(api.toSession()).rejects.toBeInstanceOf(ResponseError);

    const loginFlow = await api.createBrowserLoginFlow();
    const fetched = await api.getLoginFlow({ id: loginFlow.id });
    expect(fetched.id).toBe(loginFlow.id);
    const login = await api.updateLoginFlow({
      flow: loginFlow.id,
      updateLoginFlowBody: {
        method: "password",
        csrf_token: csrf(loginFlow),
        identifier: email,
        password: goodPassword,
      },
    });
    expect(login.continue_with?.[0]).toMatchObject({ action: "redirect_browser_to" });
    const me = await api.toSession();
    expect(me.identity?.id).toBe(reg.identity.id);

    const second = browserClient();
    const secondFlow = await second.api.createBrowserLoginFlow();
    await second.api.updateLoginFlow({
      flow: secondFlow.id,
      updateLoginFlowBody: {
        method: "password",
        csrf_token: csrf(secondFlow),
        identifier: email,
        password: goodPassword,
      },
    });
    expect((await api.listMySessions()).length).toBe(1);
    expect((await api.disableMyOtherSessions()).count).toBe(1);
    await expect(second.api.toSession()).rejects.toBeInstanceOf(ResponseError);

    const already = await api.createBrowserLoginFlow().catch((e: ResponseError) => e);
    expect(already).toBeInstanceOf(ResponseError);
    const alreadyBody = (await (already as ResponseError).response.json()) as { error: { id: string } };
    expect(alreadyBody.error.id).toBe("session_already_available");
    const script = await api.getWebAuthnJavaScript();
    expect(script).toContain("__oryWebAuthnLogin");
  });
});
