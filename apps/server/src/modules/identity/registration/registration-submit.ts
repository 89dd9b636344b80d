import type { Flow } from "../flow/flow";
import { msg } from "../flow/messages";
import { booleanField, type SubmitBody, stringField } from "../flow/submit-body";
import { addNodeMessage, addUiMessage, clearMessages, setNodeValue, type UiText } from "../flow/ui-nodes";
import { isEmail, normaliseEmail, traitLanguages } from "../identities/traits";
import type { IdentityContext } from "../identity.context";
import { runAfterRegistration } from "../identity.hooks";
import { hashPassword } from "../password/hash";
import { passwordViolation } from "../password/policy";
import type { Device } from "../sessions/session.service";
import type { SubmitOutcome } from "../sessions/session-outcome";

type Fields = { email: string; password: string; terms: boolean; language: string | undefined };

function readFields(body: SubmitBody): Fields {
  const traits = (typeof body.traits === "object" && body.traits !== null ? body.traits : {}) as Record<
    string,
    unknown
  >;
  const language =
    typeof traits.language === "string" && traits.language !== "" ? traits.language : undefined;
  return {
    email: typeof traits.email === "string" ? traits.email.trim() : "",
    password: stringField(body, "password") ?? "",
    terms: booleanField(traits.terms_agreed),
    language,
  };
}

/** Field errors in node order (e-mail, password, terms, language). */
function validate(f: Fields): [string, UiText][] {
  const problems: [string, UiText][] = [];
  if (!f.email) problems.push(["traits.email", msg.required("email")]);
  else if (!isEmail(f.email)) problems.push(["traits.email", msg.invalidEmail(f.email)]);
  if (!f.password) problems.push(["password", msg.required("password")]);
  else {
    const violation = passwordViolation(f.password, f.email);
    if (violation) problems.push(["password", violation]);
  }
  if (!f.terms) problems.push(["traits.terms_agreed", msg.required("terms_agreed")]);
  if (f.language && !(traitLanguages as readonly string[]).includes(f.language)) {
    problems.push(["traits.language", msg.generic(`value must be one of "en", "ru", "cn"`)]);
  }
  return problems;
}

/** POST /self-service/registration with the password method; the session hook signs the new identity in. */
export async function submitRegistration(
  ctx: IdentityContext,
  input: { flow: Flow; body: SubmitBody; device: Device },
): Promise<SubmitOutcome> {
  const { flow, body } = input;
  clearMessages(flow.ui);
  if (flow.state === "passed_challenge") {
    addUiMessage(flow.ui, {
      id: 4040002,
      text: "The request was already completed successfully and can not be retried.",
      type: "error",
    });
    return { kind: "flow", flow };
  }
  if (stringField(body, "method") !== "password") {
    addUiMessage(flow.ui, {
      id: 4010003,
      text: "Could not find a strategy to sign you up with. Did you fill out the form correctly?",
      type: "error",
    });
    return { kind: "flow", flow };
  }
  const f = readFields(body);
  setNodeValue(flow.ui, "traits.email", f.email);
  setNodeValue(flow.ui, "traits.terms_agreed", f.terms);
  setNodeValue(flow.ui, "traits.language", f.language ?? "");
  const problems = validate(f);
  if (problems.length > 0) {
    for (const [field, message] of problems) addNodeMessage(flow.ui, field, message);
    return { kind: "flow", flow };
  }
  const email = normaliseEmail(f.email);
  const traits: Record<string, unknown> = { email, terms_agreed: true };
  if (f.language) traits.language = f.language;
  const identity = await ctx.identities.createWithPassword({
    email,
    traits,
    hashedPassword: await hashPassword(f.password),
    verifiedAt: null,
  });
  if (!identity) {
    addUiMessage(flow.ui, msg.duplicateCredentials());
    return { kind: "flow", flow };
  }
  const issued = await ctx.sessions.issue(
    identity.id,
    [{ method: "password", aal: "aal1", completed_at: ctx.clock.now().toISOString() }],
    input.device,
  );
  const continueWith = await runAfterRegistration({ ctx, identityId: identity.id, email, flow });
  return {
    kind: "session",
    flow,
    session: issued.session,
    token: issued.token,
    needsSecondFactor: false,
    extra: { identity: await ctx.sessions.identityJson(identity.id) },
    continueWith,
  };
}
