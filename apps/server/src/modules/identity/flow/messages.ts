import type { UiText } from "./ui-nodes";

/** Kratos message ids and English texts (ory/kratos text/message_*.go); the web translates by id. */

const info = (id: number, text: string, context?: Record<string, unknown>): UiText =>
  context ? { id, text, type: "info", context } : { id, text, type: "info" };
const error = (id: number, text: string, context?: Record<string, unknown>): UiText =>
  context ? { id, text, type: "error", context } : { id, text, type: "error" };

export const msg = {
  // Login 1010xxx
  login: () => info(1010001, "Sign in"),
  loginReAuth: () => info(1010003, "Please confirm this action by verifying that it is you."),
  loginMfa: () => info(1010004, "Please complete the second authentication challenge."),
  loginTotpLabel: () => info(1010006, "Authentication code"),
  loginLookupLabel: () => info(1010007, "Backup recovery code"),
  loginWebAuthn: () => info(1010008, "Use security key"),
  loginTotp: () => info(1010009, "Use Authenticator"),
  loginLookup: () => info(1010010, "Use backup recovery code"),
  loginContinueWebAuthn: () => info(1010011, "Continue with security key"),
  loginContinue: () => info(1010013, "Continue"),
  loginPassword: () => info(1010022, "Sign in with password"),
  // Registration 1040xxx
  registration: () => info(1040001, "Sign up"),
  // Settings 1050xxx
  settingsSaved: () => info(1050001, "Your changes have been saved!"),
  // Recovery 1060xxx / verification 1080xxx
  recoverySuccessful: () =>
    info(
      1060001,
      "You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next 15 minutes.",
    ),
  recoveryCodeSent: () =>
    info(
      1060003,
      "An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.",
    ),
  verificationSuccessful: () => info(1080002, "You successfully verified your email address."),
  verificationCodeSent: () =>
    info(
      1080003,
      "An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.",
    ),
  // Node labels 1070xxx
  labelPassword: () => info(1070001, "Password"),
  labelGenerated: (title: string) => info(1070002, title),
  labelSave: () => info(1070003, "Save"),
  labelId: () => info(1070004, "ID"),
  labelSubmit: () => info(1070005, "Submit"),
  labelVerifyCode: () => info(1070006, "Verify code"),
  labelEmail: () => info(1070007, "Email"),
  labelResendCode: () => info(1070008, "Resend code"),
  // Validation 4000xxx
  generic: (reason: string) => error(4000001, reason, { reason }),
  required: (property: string) => error(4000002, `Property ${property} is missing.`, { property }),
  minLength: (min: number, actual: number) =>
    error(4000003, `length must be >= ${min}, but got ${actual}`, { min_length: min, actual_length: actual }),
  passwordPolicy: (reason: string) =>
    error(4000005, `The password can not be used because ${reason}.`, { reason }),
  invalidCredentials: () =>
    error(
      4000006,
      "The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.",
    ),
  duplicateCredentials: () =>
    error(4000007, "An account with the same identifier (email, phone, username, ...) exists already."),
  totpWrong: () => error(4000008, "The provided authentication code is invalid, please try again."),
  lookupUsed: () => error(4000012, "This backup recovery code has already been used."),
  lookupInvalid: () => error(4000016, "The backup recovery code is not valid."),
  passwordTooSimilar: () =>
    error(4000031, "The password can not be used because it is too similar to the identifier."),
  passwordMinLength: (min: number, actual: number) =>
    error(4000032, `The password must be at least ${min} characters long, but got ${actual}.`, {
      min_length: min,
      actual_length: actual,
    }),
  passwordMaxLength: (max: number, actual: number) =>
    error(4000033, `The password must be at most ${max} characters long, but got ${actual}.`, {
      max_length: max,
      actual_length: actual,
    }),
  passwordBreached: () =>
    error(4000034, "The password has been found in data breaches and must no longer be used.", {
      breaches: 1,
    }),
  passwordSameAsOld: () => error(4000039, "The new password must be different from the old password."),
  invalidEmail: (value: string) => error(4000040, `"${value}" is not valid "email"`, { value }),
  // Flow specific
  loginCodeInvalid: () =>
    error(4010008, "The login code is invalid or has already been used. Please try again."),
  registrationCodeInvalid: () =>
    error(4040003, "The registration code is invalid or has already been used. Please try again."),
  recoveryTokenInvalid: () =>
    error(4060004, "The recovery token is invalid or has already been used. Please retry the flow."),
  recoveryCodeInvalid: () =>
    error(4060006, "The recovery code is invalid or has already been used. Please try again."),
  verificationTokenInvalid: () =>
    error(4070001, "The verification token is invalid or has already been used. Please retry the flow."),
  verificationCodeInvalid: () =>
    error(4070006, "The verification code is invalid or has already been used. Please try again."),
  systemGeneric: (reason: string) => error(5000001, reason, { reason }),
};

/** Message of an expired flow, placed on the fresh flow that replaces it (410 `use_flow_id`). */
export function flowExpiredMessage(kind: string, expiredAt: Date, now: Date): UiText {
  const ids: Record<string, number> = {
    login: 4010001,
    registration: 4040001,
    settings: 4050001,
    recovery: 4060005,
    verification: 4070005,
  };
  const minutes = ((now.getTime() - expiredAt.getTime()) / 60_000).toFixed(2);
  return error(ids[kind] ?? 4010001, `The ${kind} flow expired ${minutes} minutes ago, please try again.`, {
    expired_at: expiredAt.toISOString(),
  });
}
