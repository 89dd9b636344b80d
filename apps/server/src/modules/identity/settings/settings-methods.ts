import { msg } from "../flow/messages";
import type { SubmitBody } from "../flow/submit-body";
import { stringField } from "../flow/submit-body";
import type { UiText } from "../flow/ui-nodes";
import type { IdentityRow } from "../identities/identity.repository";
import { isEmail, normaliseEmail, traitLanguages } from "../identities/traits";
import type { IdentityContext } from "../identity.context";
import { hashPassword } from "../password/hash";
import { passwordViolation } from "../password/policy";
import { profileRepository } from "./profile.repository";

/**
 * A settings method's result: saved, or a message for a node (`field`) or the flow. `credentialReset`:
 * the change replaced or removed a credential, so the user's other sessions are signed out when asked.
 */
export type MethodResult =
  | { ok: true; emailChangedTo?: string; credentialReset?: boolean }
  | { ok: false; field?: string; message: UiText };

export type ProfileInput = { email: string; language: string | undefined; emailChanged: boolean };

/** The submitted traits, normalised, and whether the e-mail changes (that needs a privileged session). */
export function readProfile(identity: IdentityRow, body: SubmitBody): ProfileInput {
  const traits = (typeof body.traits === "object" && body.traits !== null ? body.traits : {}) as Record<
    string,
    unknown
  >;
  const email = normaliseEmail(typeof traits.email === "string" ? traits.email : "");
  const language =
    typeof traits.language === "string" && traits.language !== "" ? traits.language : undefined;
  return { email, language, emailChanged: email !== "" && email !== identity.traits.email };
}

/** `profile`: e-mail (unverified again when changed) and language; other traits are kept. */
export async function updateProfile(
  ctx: IdentityContext,
  identity: IdentityRow,
  p: ProfileInput,
): Promise<MethodResult> {
  if (!p.email) return { ok: false, field: "traits.email", message: msg.required("email") };
  if (!isEmail(p.email)) return { ok: false, field: "traits.email", message: msg.invalidEmail(p.email) };
  if (p.language && !(traitLanguages as readonly string[]).includes(p.language)) {
    return {
      ok: false,
      field: "traits.language",
      message: msg.generic('value must be one of "en", "ru", "cn"'),
    };
  }
  const profiles = profileRepository(ctx.db);
  if (p.emailChanged && (await profiles.emailTakenByOther(identity.id, p.email))) {
    return { ok: false, message: msg.duplicateCredentials() };
  }
  const traits: Record<string, unknown> = { ...identity.traits, email: p.email };
  if (p.language) traits.language = p.language;
  else delete traits.language;
  await profiles.updateTraits(identity.id, traits, p.emailChanged ? p.email : null);
  return p.emailChanged ? { ok: true, emailChangedTo: p.email } : { ok: true };
}

/** `password`: the password policy of registration (4000032, 4000034, ...), then argon2id. */
export async function updatePassword(
  ctx: IdentityContext,
  identity: IdentityRow,
  body: SubmitBody,
): Promise<MethodResult> {
  const password = stringField(body, "password") ?? "";
  if (!password) return { ok: false, field: "password", message: msg.required("password") };
  const email = String(identity.traits.email ?? "");
  const violation = passwordViolation(password, email);
  if (violation) return { ok: false, field: "password", message: violation };
  await ctx.identities.upsertCredential(
    identity.id,
    "password",
    { hashed_password: await hashPassword(password) },
    email,
  );
  return { ok: true, credentialReset: true };
}

/**
 * The submit's method; a form the well-known WebAuthn script submits carries no `method`, so the
 * method's own fields name it (as Kratos's strategies recognise their payloads).
 */
export function methodOf(body: SubmitBody): string | undefined {
  const method = stringField(body, "method");
  if (method) return method;
  if (body.webauthn_register || body.webauthn_remove) return "webauthn";
  if (body.totp_code || body.totp_unlink) return "totp";
  if (Object.keys(body).some((k) => k.startsWith("lookup_secret_"))) return "lookup_secret";
  if (body.traits) return "profile";
  return body.password ? "password" : undefined;
}
