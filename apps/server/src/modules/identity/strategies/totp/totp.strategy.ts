import { accountMsg } from "../../flow/account-messages";
import { msg } from "../../flow/messages";
import { booleanField, stringField } from "../../flow/submit-body";
import { imageNode, inputNode, textNode, type UiNode } from "../../flow/ui-nodes";
import type { IdentityContext } from "../../identity.context";
import { revokeOtherSessionsNode } from "../../settings/revoke-other-sessions";
import { registerSecondFactor, type SecondFactorStrategy, type StrategyResult } from "../registry";
import { newTotpSecret, secretOfTotpUrl, totpQrDataUri, totpUrl, verifyTotp } from "./totp";

/** Where a settings flow keeps the secret shown in the QR code until the user confirms a code. */
const PENDING = "totp_pending_secret";

function codeNode(label = msg.loginTotpLabel()): UiNode {
  return inputNode({
    name: "totp_code",
    type: "text",
    group: "totp",
    required: true,
    autocomplete: "one-time-code",
    label,
  });
}

/**
 * TOTP (authenticator app): credential `totp` with config `{totp_url}` as Kratos keeps it.
 * Settings: QR + secret + code to link, or `totp_unlink`. Login at aal2: `totp_code`.
 */
export function totpStrategy(ctx: IdentityContext): SecondFactorStrategy {
  const email = async (identityId: string) =>
    String((await ctx.identities.findById(identityId))?.traits.email ?? "");
  const secretOf = async (identityId: string) => {
    const credential = await ctx.identities.credential(identityId, "totp");
    const url = credential?.config.totp_url;
    return typeof url === "string" ? secretOfTotpUrl(url) : undefined;
  };

  return {
    method: "totp",
    group: "totp",

    async nodesForLogin(identityId) {
      if (!(await secretOf(identityId))) return [];
      return [
        codeNode(),
        inputNode({ name: "method", type: "submit", group: "totp", value: "totp", label: msg.loginTotp() }),
      ];
    },

    async verifyLogin(identityId, _flow, body): Promise<StrategyResult> {
      const secret = await secretOf(identityId);
      const code = stringField(body, "totp_code") ?? "";
      if (!code) return { ok: false, field: "totp_code", message: msg.required("totp_code") };
      if (!secret || !(await verifyTotp(secret, code, ctx.clock.now()))) {
        return { ok: false, field: "totp_code", message: msg.totpWrong() };
      }
      return { ok: true };
    },

    async nodesForSettings(identityId, flow) {
      if (await secretOf(identityId)) {
        delete flow.internal[PENDING];
        return [
          revokeOtherSessionsNode("totp"),
          inputNode({
            name: "totp_unlink",
            type: "submit",
            group: "totp",
            value: true,
            label: accountMsg.totpUnlink(),
          }),
        ];
      }
      let secret = flow.internal[PENDING];
      if (typeof secret !== "string") {
        secret = newTotpSecret();
        flow.internal[PENDING] = secret;
      }
      const url = totpUrl(secret as string, await email(identityId));
      return [
        imageNode("totp", "totp_qr", await totpQrDataUri(url), 256, accountMsg.totpQr()),
        textNode(
          "totp",
          "totp_secret_key",
          accountMsg.totpSecret(secret as string),
          accountMsg.totpSecretLabel(),
        ),
        codeNode(msg.labelVerifyCode()),
        inputNode({ name: "method", type: "submit", group: "totp", value: "totp", label: msg.labelSave() }),
      ];
    },

    async submitSettings({ identityId, sessionId, flow, body }): Promise<StrategyResult> {
      if (booleanField(body.totp_unlink)) {
        await ctx.identities.deleteCredential(identityId, "totp");
        return { ok: true, credentialReset: true };
      }
      if (await secretOf(identityId))
        return { ok: false, message: msg.generic("An authenticator app is already linked.") };
      const pending = flow.internal[PENDING];
      const code = stringField(body, "totp_code") ?? "";
      if (!code) return { ok: false, field: "totp_code", message: msg.required("totp_code") };
      if (typeof pending !== "string" || !(await verifyTotp(pending, code, ctx.clock.now()))) {
        return { ok: false, field: "totp_code", message: msg.totpWrong() };
      }
      await ctx.identities.upsertCredential(identityId, "totp", {
        totp_url: totpUrl(pending, await email(identityId)),
      });
      delete flow.internal[PENDING];
      const session = await ctx.sessionRepo.findById(sessionId);
      if (session) await ctx.sessions.addMethod(session, "totp", "aal2");
      return { ok: true };
    },
  };
}

registerSecondFactor(totpStrategy);
