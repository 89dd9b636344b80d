import type {
  ContinueWith,
  LoginFlow,
  RecoveryFlow,
  RegistrationFlow,
  SettingsFlow,
  UiContainer,
  VerificationFlow,
} from "@ory/client-fetch";

export const flowKinds = ["login", "registration", "recovery", "verification", "settings"] as const;
export type FlowKind = (typeof flowKinds)[number];

/** Any self-service flow: what the renderer needs is the same for all five. */
export type Flow = LoginFlow | RegistrationFlow | RecoveryFlow | VerificationFlow | SettingsFlow;

export type FlowOf<K extends FlowKind> = K extends "login"
  ? LoginFlow
  : K extends "registration"
    ? RegistrationFlow
    : K extends "recovery"
      ? RecoveryFlow
      : K extends "verification"
        ? VerificationFlow
        : SettingsFlow;

export type FlowUi = UiContainer;

/** A submit that did not fail: a new state of the flow (recovery, verification, settings) or a session. */
export type SubmitResult = { type: "flow"; flow: Flow } | { type: "session"; continueWith: ContinueWith[] };

/** Query parameters a flow is created with (login: refresh, aal; all: return_to). */
export type FlowParams = { returnTo?: string; aal?: string; refresh?: boolean };

/** The body sent to `update<Kind>Flow`: the form's values, nested (`traits.email` -> `traits: {email}`). */
export type FlowBody = Record<string, unknown> & { method: string };
