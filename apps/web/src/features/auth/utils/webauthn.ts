import type { InputNode } from "./flow-body";

/** The hidden field each WebAuthn trigger fills before the form is sent. */
const resultField: Record<string, string> = {
  oryWebAuthnRegistration: "webauthn_register",
  oryWebAuthnLogin: "webauthn_login",
};

export function isWebAuthnTrigger(node: InputNode): boolean {
  const trigger = node.attributes.onclickTrigger;
  return typeof trigger === "string" && trigger in resultField;
}

function optionsOf(node: InputNode): unknown {
  const raw = node.attributes.value;
  const parsed: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
  const publicKey = (parsed as { publicKey?: unknown } | null)?.publicKey;
  return publicKey ?? parsed;
}

/**
 * Runs the security-key ceremony a trigger button asks for (`@simplewebauthn/browser`, instead of Kratos's
 * inline script) and returns the fields to send with `method=webauthn`.
 */
export async function runWebAuthnTrigger(node: InputNode): Promise<Record<string, unknown>> {
  const trigger = node.attributes.onclickTrigger as string;
  const field = resultField[trigger] as string;
  const browser = await import("@simplewebauthn/browser");
  const optionsJSON = optionsOf(node) as never;
  const response =
    trigger === "oryWebAuthnRegistration"
      ? await browser.startRegistration({ optionsJSON })
      : await browser.startAuthentication({ optionsJSON });
  return { method: "webauthn", [field]: JSON.stringify(response) };
}
