import type { Flow } from "../flow/flow";
import { msg } from "../flow/messages";
import { type SubmitBody, stringField } from "../flow/submit-body";
import { addNodeMessage, addUiMessage, clearMessages, setNodeValue } from "../flow/ui-nodes";
import { normaliseEmail } from "../identities/traits";
import type { IdentityContext } from "../identity.context";
import { runAfterLogin } from "../identity.hooks";
import { timingDummyHash, verifyPassword } from "../password/hash";
import type { SessionRow } from "../sessions/session.repository";
import type { Device } from "../sessions/session.service";
import { secondFactors } from "../strategies/registry";
import { bruteForce, loginLimits } from "./brute-force";
import { isKnownAddress } from "./known-address";

/** What a login submit ends in: the flow again with messages (400), or a session. */
export type LoginOutcome =
  | { kind: "flow"; flow: Flow }
  | {
      kind: "session";
      flow: Flow;
      session: SessionRow;
      /** The session's token: new (cookie / session_token), or the one the request carried. */
      token: string;
      isNewToken: boolean;
      /** The identity has a second factor the session has not passed yet (aal2 step follows). */
      needsSecondFactor: boolean;
    };

export type LoginSubmitInput = {
  flow: Flow;
  body: SubmitBody;
  device: Device & { ip: string };
  /** The request's session token/cookie value and session (aal2 and refresh flows). */
  current?: { session: SessionRow; token: string };
};

function fail(flow: Flow, apply: (f: Flow) => void): LoginOutcome {
  apply(flow);
  return { kind: "flow", flow };
}

/** POST /self-service/login: the password method, or a second factor on aal2 flows. */
export async function submitLogin(ctx: IdentityContext, input: LoginSubmitInput): Promise<LoginOutcome> {
  const { flow, body } = input;
  clearMessages(flow.ui);
  if (flow.state === "passed_challenge") {
    return fail(flow, (f) =>
      addUiMessage(f.ui, {
        id: 4010007,
        text: "The request was already completed successfully and can not be retried.",
        type: "error",
      }),
    );
  }
  const method = stringField(body, "method");
  if (method === "password" && flow.requestedAal !== "aal2") return passwordLogin(ctx, input);
  const strategy = secondFactors(ctx).find((s) => s.method === method);
  if (
    strategy &&
    flow.requestedAal === "aal2" &&
    input.current &&
    flow.identityId === input.current.session.identityId
  ) {
    // Second-factor codes share the password's limits, their subject the identity, with a tighter
    // guard per subject: a holder of the password cannot keep guessing six-digit codes.
    // The attempt is reserved (counted) before the code is checked: parallel submits cannot pass the limits.
    const limits = bruteForce(ctx.db, ctx.clock);
    const identityId = flow.identityId;
    const ip = input.device.ip;
    const reservation = await limits.reserve({
      subject: `second-factor:${identityId}`,
      ip,
      subjectLimit: loginLimits.perSubject.secondFactor,
      isKnownAddress: () => isKnownAddress(ctx, identityId, ip),
    });
    const result = await strategy.verifyLogin(identityId, flow, body).catch(async (err: unknown) => {
      await limits.release(reservation);
      throw err;
    });
    if (!result.ok) {
      await limits.failed(reservation);
      return fail(flow, (f) =>
        result.field
          ? addNodeMessage(f.ui, result.field, result.message)
          : addUiMessage(f.ui, result.message),
      );
    }
    await limits.succeeded(reservation);
    const session = await ctx.sessions.addMethod(input.current.session, strategy.method, "aal2");
    return {
      kind: "session",
      flow,
      session,
      token: input.current.token,
      isNewToken: false,
      needsSecondFactor: false,
    };
  }
  return fail(flow, (f) =>
    addUiMessage(f.ui, {
      id: 4010002,
      text: "Could not find a strategy to log you in with. Did you fill out the form correctly?",
      type: "error",
    }),
  );
}

async function passwordLogin(ctx: IdentityContext, input: LoginSubmitInput): Promise<LoginOutcome> {
  const { flow, body } = input;
  const rawIdentifier = stringField(body, "identifier") ?? "";
  const password = stringField(body, "password") ?? "";
  setNodeValue(flow.ui, "identifier", rawIdentifier);
  if (!rawIdentifier || !password) {
    return fail(flow, (f) => {
      if (!rawIdentifier) addNodeMessage(f.ui, "identifier", msg.required("identifier"));
      if (!password) addNodeMessage(f.ui, "password", msg.required("password"));
    });
  }
  const identifier = normaliseEmail(rawIdentifier);
  const ip = input.device.ip;
  const credential = await ctx.identities.findCredentialByIdentifier("password", identifier);
  // The attempt is reserved (counted as a failure) before the password is checked, in a transaction of its
  // own: parallel submits cannot pass the limits, and no transaction stays open during the argon2 check.
  const limits = bruteForce(ctx.db, ctx.clock);
  const reservation = await limits.reserve({
    subject: identifier,
    ip,
    subjectLimit: loginLimits.perSubject.password,
    isKnownAddress: async () => (credential ? isKnownAddress(ctx, credential.identityId, ip) : false),
  });

  const checked = async () => {
    const hashed =
      typeof credential?.config.hashed_password === "string" ? credential.config.hashed_password : undefined;
    const valid = await verifyPassword(hashed ?? timingDummyHash, password);
    const found =
      credential && hashed && valid ? await ctx.identities.findById(credential.identityId) : undefined;
    const refreshMismatch = flow.identityId !== null && found?.id !== flow.identityId;
    return found && found.state === "active" && !refreshMismatch ? found : undefined;
  };
  const identity = await checked().catch(async (err: unknown) => {
    await limits.release(reservation);
    throw err;
  });
  if (!identity) {
    await limits.failed(reservation);
    return fail(flow, (f) => addUiMessage(f.ui, msg.invalidCredentials()));
  }
  await limits.succeeded(reservation);

  const current = input.current;
  if (flow.refresh && current && current.session.identityId === identity.id) {
    const session = await ctx.sessions.addMethod(current.session, "password", "aal1");
    return {
      kind: "session",
      flow,
      session,
      token: current.token,
      isNewToken: false,
      needsSecondFactor: false,
    };
  }
  const issued = await ctx.sessions.issue(
    identity.id,
    [{ method: "password", aal: "aal1", completed_at: ctx.clock.now().toISOString() }],
    input.device,
  );
  await runAfterLogin({ ctx, identityId: identity.id, device: input.device });
  const needsSecondFactor = await ctx.sessions.hasSecondFactor(identity.id);
  return {
    kind: "session",
    flow,
    session: issued.session,
    token: issued.token,
    isNewToken: true,
    needsSecondFactor,
  };
}
