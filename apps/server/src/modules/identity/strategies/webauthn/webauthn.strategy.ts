import { randomBytes } from "node:crypto";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { accountMsg } from "../../flow/account-messages";
import { msg } from "../../flow/messages";
import { stringField } from "../../flow/submit-body";
import { inputNode, scriptNode, type UiNode } from "../../flow/ui-nodes";
import type { IdentityContext } from "../../identity.context";
import { revokeOtherSessionsNode } from "../../settings/revoke-other-sessions";
import { registerSecondFactor, type SecondFactorStrategy, type StrategyResult } from "../registry";
import {
  authenticationOptions,
  registrationOptions,
  relyingParty,
  verifyAuthentication,
  verifyRegistration,
  type WebAuthnConfig,
} from "./webauthn";

const REGISTER_CHALLENGE = "webauthn_register_challenge";
const LOGIN_CHALLENGE = "webauthn_login_challenge";

function parseJson<T>(value: string | undefined): T | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
}

/**
 * WebAuthn security keys as a second factor: credential `webauthn` with config
 * `{user_handle, credentials: [...]}`. The SPA (or the well-known script) runs the ceremony with the
 * options in the trigger button's value and submits the result in `webauthn_register` / `webauthn_login`.
 */
export function webauthnStrategy(ctx: IdentityContext): SecondFactorStrategy {
  const rp = relyingParty(ctx.settings.publicUrl);
  const script = (): UiNode =>
    scriptNode("webauthn", "webauthn_script", `${ctx.settings.baseUrl}/.well-known/ory/webauthn.js`);
  const configOf = async (identityId: string): Promise<WebAuthnConfig | undefined> => {
    const c = await ctx.identities.credential(identityId, "webauthn");
    return c ? (c.config as unknown as WebAuthnConfig) : undefined;
  };
  const save = (identityId: string, config: WebAuthnConfig) =>
    config.credentials.length === 0
      ? ctx.identities.deleteCredential(identityId, "webauthn")
      : ctx.identities.upsertCredential(identityId, "webauthn", config as unknown as Record<string, unknown>);

  return {
    method: "webauthn",
    group: "webauthn",

    async nodesForLogin(identityId, flow) {
      const config = await configOf(identityId);
      if (!config?.credentials.length) return [];
      const options = await authenticationOptions(rp, config.credentials);
      flow.internal[LOGIN_CHALLENGE] = options.challenge;
      return [
        inputNode({ name: "webauthn_login", type: "hidden", group: "webauthn", value: "" }),
        inputNode({
          name: "webauthn_login_trigger",
          type: "button",
          group: "webauthn",
          value: JSON.stringify({ publicKey: options }),
          onclickTrigger: "oryWebAuthnLogin",
          label: msg.loginWebAuthn(),
        }),
        script(),
      ];
    },

    async verifyLogin(identityId, flow, body): Promise<StrategyResult> {
      const config = await configOf(identityId);
      if (!config?.credentials.length) return { ok: false, message: accountMsg.webauthnNoDevice() };
      const response = parseJson<AuthenticationResponseJSON>(stringField(body, "webauthn_login"));
      const challenge = flow.internal[LOGIN_CHALLENGE];
      if (!response || typeof challenge !== "string")
        return { ok: false, message: accountMsg.webauthnInvalid() };
      const verified = await verifyAuthentication(rp, challenge, response, config.credentials);
      if (!verified) return { ok: false, message: accountMsg.webauthnInvalid() };
      delete flow.internal[LOGIN_CHALLENGE];
      const credentials = config.credentials.map((k) =>
        k.id === verified.id ? { ...k, counter: verified.counter } : k,
      );
      await save(identityId, { ...config, credentials });
      return { ok: true };
    },

    async nodesForSettings(identityId, flow) {
      const identity = await ctx.identities.findById(identityId);
      const config = await configOf(identityId);
      const handle =
        config?.user_handle ??
        String(flow.internal.webauthn_user_handle ?? randomBytes(16).toString("base64url"));
      flow.internal.webauthn_user_handle = handle;
      const existing = config?.credentials ?? [];
      const options = await registrationOptions(
        rp,
        { handle, email: String(identity?.traits.email ?? "") },
        existing,
      );
      flow.internal[REGISTER_CHALLENGE] = options.challenge;
      return [
        inputNode({
          name: "webauthn_register_displayname",
          type: "text",
          group: "webauthn",
          value: "",
          label: accountMsg.webauthnDisplayName(),
        }),
        inputNode({ name: "webauthn_register", type: "hidden", group: "webauthn", value: "" }),
        inputNode({
          name: "webauthn_register_trigger",
          type: "button",
          group: "webauthn",
          value: JSON.stringify({ publicKey: options }),
          onclickTrigger: "oryWebAuthnRegistration",
          label: accountMsg.webauthnRegister(),
        }),
        script(),
        ...(existing.length > 0 ? [revokeOtherSessionsNode("webauthn")] : []),
        ...existing.map((k) =>
          inputNode({
            name: "webauthn_remove",
            type: "submit",
            group: "webauthn",
            value: k.id,
            label: accountMsg.webauthnRemove(k.display_name, new Date(k.added_at)),
          }),
        ),
      ];
    },

    async submitSettings({ identityId, sessionId, flow, body }): Promise<StrategyResult> {
      const config = await configOf(identityId);
      const remove = stringField(body, "webauthn_remove");
      if (remove) {
        if (!config?.credentials.some((k) => k.id === remove))
          return { ok: false, message: accountMsg.webauthnNoDevice() };
        await save(identityId, { ...config, credentials: config.credentials.filter((k) => k.id !== remove) });
        return { ok: true, credentialReset: true };
      }
      const response = parseJson<RegistrationResponseJSON>(stringField(body, "webauthn_register"));
      const challenge = flow.internal[REGISTER_CHALLENGE];
      if (!response || typeof challenge !== "string")
        return { ok: false, message: accountMsg.webauthnInvalid() };
      if (config?.credentials.some((k) => k.id === response.id))
        return { ok: false, message: accountMsg.webauthnDuplicate() };
      const name = (stringField(body, "webauthn_register_displayname") ?? "").trim() || "Security key";
      const key = await verifyRegistration(rp, challenge, response, name, ctx.clock.now());
      if (!key) return { ok: false, message: accountMsg.webauthnInvalid() };
      const handle = config?.user_handle ?? String(flow.internal.webauthn_user_handle);
      await save(identityId, { user_handle: handle, credentials: [...(config?.credentials ?? []), key] });
      delete flow.internal[REGISTER_CHALLENGE];
      const session = await ctx.sessionRepo.findById(sessionId);
      if (session) await ctx.sessions.addMethod(session, "webauthn", "aal2");
      return { ok: true };
    },
  };
}

registerSecondFactor(webauthnStrategy);
