import type { UiText } from "./ui-nodes";

/**
 * Kratos message ids and English texts of settings, second factors, recovery and verification
 * (ory/kratos text/message_settings.go, message_node.go, ...). The web translates by id.
 */

const info = (id: number, text: string, context?: Record<string, unknown>): UiText =>
  context ? { id, text, type: "info", context } : { id, text, type: "info" };
const error = (id: number, text: string, context?: Record<string, unknown>): UiText =>
  context ? { id, text, type: "error", context } : { id, text, type: "error" };

export const accountMsg = {
  saved: (): UiText => ({ id: 1050001, text: "Your changes have been saved!", type: "success" }),
  totpUnlink: () => info(1050004, "Unlink TOTP Authenticator App"),
  totpQr: () => info(1050005, "Authenticator app QR code"),
  totpSecret: (secret: string) => info(1050006, secret, { secret }),
  totpSecretLabel: () =>
    info(1050017, "This is your authenticator app secret. Use it if you can not scan the QR code."),
  lookupReveal: () => info(1050007, "Reveal backup recovery codes"),
  lookupRegenerate: () => info(1050008, "Generate new backup recovery codes"),
  lookupSecret: (secret: string) => info(1050009, secret, { secret }),
  lookupSecretsLabel: () =>
    info(1050010, "These are your back up recovery codes. Please keep them in a safe place!"),
  lookupConfirm: () => info(1050011, "Confirm backup recovery codes"),
  lookupUsed: (usedAt: Date) =>
    info(1050014, `Secret was used at ${usedAt.toISOString()}`, {
      used_at: usedAt.toISOString(),
      used_at_unix: Math.floor(usedAt.getTime() / 1000),
    }),
  lookupList: (secrets: UiText[]) => info(1050015, secrets.map((s) => s.text).join(", "), { secrets }),
  lookupDisable: () => info(1050016, "Disable this method"),
  webauthnRegister: () => info(1050012, "Add security key"),
  webauthnDisplayName: () => info(1050013, "Name of the security key"),
  webauthnRemove: (name: string, addedAt: Date) =>
    info(1050018, `Remove security key "${name}"`, {
      display_name: name,
      added_at: addedAt.toISOString(),
      added_at_unix: Math.floor(addedAt.getTime() / 1000),
    }),
  labelContinue: () => info(1070009, "Continue"),
  labelRecoveryCode: () => info(1070010, "Recovery code"),
  labelVerificationCode: () => info(1070011, "Verification code"),
  labelTraitEmail: () => info(1070002, "E-Mail", { title: "E-Mail" }),
  labelTraitLanguage: () => info(1070002, "Language", { title: "Language" }),
  labelNewPassword: () => info(1070001, "Password"),
  /** Pithead's own label (Kratos has no such node): an id past Kratos's node labels (1070001..). */
  revokeOtherSessions: () => info(1079001, "Sign out of all other sessions"),
  webauthnNoDevice: () => error(4000013, "You have no WebAuthn device set up."),
  webauthnInvalid: () =>
    error(4000001, "The security key could not be verified, please try again.", {
      reason: "The security key could not be verified, please try again.",
    }),
  webauthnDuplicate: () =>
    error(4000001, "This security key is already registered.", {
      reason: "This security key is already registered.",
    }),
  tooManyCodeAttempts: () =>
    error(4000001, "The request was submitted too often. Please request another code.", {
      reason: "The request was submitted too often. Please request another code.",
    }),
  recoveryRetrySuccess: () =>
    error(4060001, "The request was already completed successfully and can not be retried."),
  verificationRetrySuccess: () =>
    error(4070002, "The request was already completed successfully and can not be retried."),
  recoverySuccessful: (privilegedUntil: Date, now: Date) =>
    info(
      1060001,
      `You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next ${((privilegedUntil.getTime() - now.getTime()) / 60_000).toFixed(2)} minutes.`,
      {
        privileged_session_expires_at: privilegedUntil.toISOString(),
        privileged_session_expires_at_unix: Math.floor(privilegedUntil.getTime() / 1000),
      },
    ),
};
