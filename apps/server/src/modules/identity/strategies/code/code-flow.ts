import { queueMail } from "../../courier/courier";
import { type CodeMailKind, codeMail, mailLanguage } from "../../courier/templates";
import type { Flow, FlowType } from "../../flow/flow";
import { msg } from "../../flow/messages";
import type { SubmitBody } from "../../flow/submit-body";
import {
  addNodeMessage,
  addUiMessage,
  setNodeValue,
  type UiContainer,
  type UiNode,
  type UiText,
} from "../../flow/ui-nodes";
import { isEmail } from "../../identities/traits";
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

/** What a new recovery or verification flow is created from. */
export type NewCodeFlow = {
  type: FlowType;
  requestUrl: string;
  returnTo?: string | null;
  csrfToken?: string;
};

/** What every code flow submit gets from the route. */
export type CodeSubmitInput = {
  flow: Flow;
  body: SubmitBody;
  /** A link-style `token` (query or body): this service never issues link tokens. */
  token?: string;
  /** The browser flow's CSRF check (the submit decides when it applies). */
  assertCsrf: () => void;
  csrfToken?: string;
};

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
    await queueMail(ctx.db, ctx.config, { to: target.address, ...mail, kind });
  }
  const challenge: CodeChallenge = {
    hash,
    address: target.address,
    identity_id: target.identityId,
    address_id: target.addressId,
  };
  flow.internal.code = challenge;
}

/** The code went out: state `sent_email`, the flow's csrf node then `nodes`, and `message` alone. */
export function showCodeForm(flow: Flow, nodes: UiNode[], message: UiText): void {
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === "csrf_token");
  flow.state = "sent_email";
  flow.internal.active = "code";
  flow.ui.nodes = [...(csrf ? [csrf] : []), ...nodes];
  flow.ui.messages = [];
  addUiMessage(flow.ui, message);
}

/** The address of an e-mail submit: false, with a message on the `email` node, when it is empty or no address. */
export function emailAccepted(ui: UiContainer, email: string): boolean {
  if (!email) {
    addNodeMessage(ui, "email", msg.required("email"));
    return false;
  }
  if (!isEmail(email)) {
    setNodeValue(ui, "email", email);
    addNodeMessage(ui, "email", msg.invalidEmail(email));
    return false;
  }
  return true;
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
