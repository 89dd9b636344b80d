import { sendMail } from "../../courier/courier";
import { type CodeMailKind, codeMail, mailLanguage } from "../../courier/templates";
import type { Flow } from "../../flow/flow";
import type { IdentityContext } from "../../identity.context";
import { codeFlowRepository } from "./code-flow.repository";
import {
  type CodeChallenge,
  challengeOf,
  codeHash,
  codeMatches,
  MAX_CODE_ATTEMPTS,
  newCode,
} from "./one-time-code";

export type CodeTarget = { address: string; identityId: string | null; addressId: string | null };

/**
 * Replaces the flow's live code with a new one and mails it when the address belongs to an
 * identity; for an unknown address nothing is sent (Kratos's default) and no code will match.
 */
export async function issueCode(
  ctx: IdentityContext,
  flow: Flow,
  kind: CodeMailKind,
  target: CodeTarget,
): Promise<void> {
  let hash: string | null = null;
  if (target.identityId) {
    const code = newCode();
    hash = codeHash(code);
    const identity = await ctx.identities.findById(target.identityId);
    const mail = codeMail(kind, mailLanguage(identity?.traits), code);
    await sendMail(ctx.db, ctx.config, { to: target.address, ...mail, kind });
  }
  const challenge: CodeChallenge = {
    hash,
    address: target.address,
    identity_id: target.identityId,
    address_id: target.addressId,
  };
  flow.internal.code = challenge;
}

export type CodeCheck =
  | { result: "ok"; challenge: CodeChallenge }
  | { result: "invalid" }
  | { result: "too_often" };

/**
 * Counts the submit, then checks and consumes the code (each atomically). After
 * MAX_CODE_ATTEMPTS submits the flow is spent: even the right code answers `too_often`.
 */
export async function checkCode(ctx: IdentityContext, flow: Flow, submitted: string): Promise<CodeCheck> {
  const repo = codeFlowRepository(ctx.db);
  const attempts = await repo.countAttempt(flow.id);
  flow.internal.code_attempts = attempts;
  if (attempts > MAX_CODE_ATTEMPTS) return { result: "too_often" };
  const challenge = challengeOf(flow.internal);
  if (!challenge?.hash || !codeMatches(challenge, submitted)) return { result: "invalid" };
  if (!(await repo.consume(flow.id, challenge.hash))) return { result: "invalid" };
  delete flow.internal.code;
  return { result: "ok", challenge };
}
