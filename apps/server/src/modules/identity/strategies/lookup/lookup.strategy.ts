import { accountMsg } from "../../flow/account-messages";
import { msg } from "../../flow/messages";
import { booleanField, stringField } from "../../flow/submit-body";
import { inputNode, textNode, type UiNode, type UiText } from "../../flow/ui-nodes";
import type { IdentityContext } from "../../identity.context";
import { revokeOtherSessionsNode } from "../../settings/revoke-other-sessions";
import { registerSecondFactor, type SecondFactorStrategy, type StrategyResult } from "../registry";
import {
  type LookupConfig,
  lookupConfigOf,
  markLookupCodeUsed,
  matchLookupCode,
  newLookupCodes,
} from "./lookup-codes";

/** New codes shown by `lookup_secret_regenerate`, kept in the settings flow until confirmed. */
const PENDING = "lookup_pending_codes";
/** Set by `lookup_secret_reveal`: the next rendering lists the stored codes' state. */
const REVEAL = "lookup_reveal";

const submit = (name: string, label: UiText): UiNode =>
  inputNode({ name, type: "submit", group: "lookup_secret", value: true, label });

function codesNode(secrets: UiText[]): UiNode {
  return textNode(
    "lookup_secret",
    "lookup_secret_codes",
    accountMsg.lookupList(secrets),
    accountMsg.lookupSecretsLabel(),
  );
}

/** Stored codes are digests only: revealing lists each code's state, the used ones with their time. */
function revealed(config: LookupConfig): UiText[] {
  return config.recovery_codes.map((c) =>
    c.used_at ? accountMsg.lookupUsed(new Date(c.used_at)) : accountMsg.lookupSecret("••••••••"),
  );
}

/**
 * Lookup secrets (backup recovery codes): 12 one-time codes, credential `lookup_secret` with
 * config `{recovery_codes: [{hash, used_at}]}`. Login at aal2 with `lookup_secret`.
 */
export function lookupStrategy(ctx: IdentityContext): SecondFactorStrategy {
  const configOf = async (identityId: string): Promise<LookupConfig | undefined> => {
    const credential = await ctx.identities.credential(identityId, "lookup_secret");
    return credential ? (credential.config as unknown as LookupConfig) : undefined;
  };

  return {
    method: "lookup_secret",
    group: "lookup_secret",

    async nodesForLogin(identityId) {
      if (!(await configOf(identityId))) return [];
      return [
        inputNode({
          name: "lookup_secret",
          type: "text",
          group: "lookup_secret",
          required: true,
          label: msg.loginLookupLabel(),
        }),
        inputNode({
          name: "method",
          type: "submit",
          group: "lookup_secret",
          value: "lookup_secret",
          label: msg.loginLookup(),
        }),
      ];
    },

    async verifyLogin(identityId, _flow, body): Promise<StrategyResult> {
      const code = stringField(body, "lookup_secret") ?? "";
      if (!code) return { ok: false, field: "lookup_secret", message: msg.required("lookup_secret") };
      const config = await configOf(identityId);
      const match = config ? matchLookupCode(config, code) : ({ status: "invalid" } as const);
      if (match.status === "used") return { ok: false, field: "lookup_secret", message: msg.lookupUsed() };
      if (match.status === "invalid" || !config)
        return { ok: false, field: "lookup_secret", message: msg.lookupInvalid() };
      const next = markLookupCodeUsed(config, match.index, ctx.clock.now());
      await ctx.identities.upsertCredential(
        identityId,
        "lookup_secret",
        next as unknown as Record<string, unknown>,
      );
      return { ok: true };
    },

    async nodesForSettings(identityId, flow) {
      const pending = flow.internal[PENDING];
      const config = await configOf(identityId);
      if (Array.isArray(pending)) {
        // Confirming replaces codes already set up: a reset, with the sign-out choice.
        return [
          codesNode(pending.map((c) => accountMsg.lookupSecret(String(c)))),
          ...(config ? [revokeOtherSessionsNode("lookup_secret")] : []),
          submit("lookup_secret_confirm", accountMsg.lookupConfirm()),
        ];
      }
      if (!config) return [submit("lookup_secret_regenerate", accountMsg.lookupRegenerate())];
      const nodes: UiNode[] = [];
      if (flow.internal[REVEAL] === true) {
        delete flow.internal[REVEAL];
        nodes.push(codesNode(revealed(config)));
      } else nodes.push(submit("lookup_secret_reveal", accountMsg.lookupReveal()));
      nodes.push(revokeOtherSessionsNode("lookup_secret"));
      nodes.push(submit("lookup_secret_regenerate", accountMsg.lookupRegenerate()));
      nodes.push(submit("lookup_secret_disable", accountMsg.lookupDisable()));
      return nodes;
    },

    async submitSettings({ identityId, sessionId, flow, body }): Promise<StrategyResult> {
      if (booleanField(body.lookup_secret_regenerate)) {
        flow.internal[PENDING] = newLookupCodes();
        return { ok: true, completed: false };
      }
      if (booleanField(body.lookup_secret_reveal)) {
        if (!(await configOf(identityId)))
          return { ok: false, message: msg.generic("No backup recovery codes are set up.") };
        flow.internal[REVEAL] = true;
        return { ok: true, completed: false };
      }
      if (booleanField(body.lookup_secret_disable)) {
        delete flow.internal[PENDING];
        await ctx.identities.deleteCredential(identityId, "lookup_secret");
        return { ok: true, credentialReset: true };
      }
      if (booleanField(body.lookup_secret_confirm)) {
        const pending = flow.internal[PENDING];
        if (!Array.isArray(pending))
          return { ok: false, message: msg.generic("Generate new backup recovery codes first.") };
        const replaced = (await configOf(identityId)) !== undefined;
        const config = lookupConfigOf(pending.map(String));
        await ctx.identities.upsertCredential(
          identityId,
          "lookup_secret",
          config as unknown as Record<string, unknown>,
        );
        delete flow.internal[PENDING];
        const session = await ctx.sessionRepo.findById(sessionId);
        if (session) await ctx.sessions.addMethod(session, "lookup_secret", "aal2");
        return { ok: true, credentialReset: replaced };
      }
      return { ok: false, message: msg.generic("Choose what to do with the backup recovery codes.") };
    },
  };
}

registerSecondFactor(lookupStrategy);
