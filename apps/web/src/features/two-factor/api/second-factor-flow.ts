import type { FrontendApi, LoginFlow, UiNode, UpdateLoginFlowBody } from "@ory/client-fetch";
import { readIdentityFailure } from "../../../lib/identity-errors";
import type { SecondFactorMethod } from "../utils/dialog-state";

/** The aal2 login flow the dialog completes (`refresh` so an existing aal2 session may confirm again). */
export function createSecondFactorFlow(client: FrontendApi): Promise<LoginFlow> {
  return client.createBrowserLoginFlow({ aal: "aal2", refresh: true });
}

function nodeValue(nodes: readonly UiNode[], name: string): unknown {
  const node = nodes.find((item) => item.attributes.node_type === "input" && item.attributes.name === name);
  return node && node.attributes.node_type === "input" ? node.attributes.value : undefined;
}

async function webAuthnAssertion(flow: LoginFlow): Promise<string> {
  const raw = flow.ui.nodes.find(
    (node) => node.attributes.node_type === "input" && node.attributes.onclickTrigger === "oryWebAuthnLogin",
  );
  const value = raw?.attributes.node_type === "input" ? raw.attributes.value : undefined;
  const parsed = (typeof value === "string" ? JSON.parse(value) : value) as { publicKey?: unknown };
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return JSON.stringify(await startAuthentication({ optionsJSON: (parsed.publicKey ?? parsed) as never }));
}

export type SecondFactorResult = { ok: true } | { ok: false; flow: LoginFlow | null; expired: boolean };

/** Sends the code (or the security-key assertion); a 400 comes back as the flow with its messages. */
export async function submitSecondFactor(
  client: FrontendApi,
  flow: LoginFlow,
  method: SecondFactorMethod,
  code: string,
): Promise<SecondFactorResult> {
  const body: Record<string, unknown> = { method, csrf_token: nodeValue(flow.ui.nodes, "csrf_token") };
  if (method === "totp") body.totp_code = code;
  if (method === "lookup_secret") body.lookup_secret = code;
  try {
    if (method === "webauthn") body.webauthn_login = await webAuthnAssertion(flow);
    await client.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: body as unknown as UpdateLoginFlowBody,
    });
    return { ok: true };
  } catch (error) {
    const failure = await readIdentityFailure(error);
    const returned =
      failure?.status === 400 && failure.body?.ui ? (failure.body as unknown as LoginFlow) : null;
    return { ok: false, flow: returned, expired: failure?.status === 410 || failure?.status === 403 };
  }
}
