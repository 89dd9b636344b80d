import type { App } from "../../src/app";

export type Mail = { to: string; subject: string; text: string; kind: string };

/** The dev mailbox's messages to `email`, latest first (GET /api/dev/mailbox). */
export async function mailsTo(app: App, email: string): Promise<Mail[]> {
  const res = await app.inject(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return res.json() as Mail[];
}

/** The 6-digit code of the latest mail of `kind` to `email`. */
export async function latestCode(
  app: App,
  email: string,
  kind: "recovery_code" | "verification_code",
): Promise<string> {
  const mail = (await mailsTo(app, email)).find((m) => m.kind === kind);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no ${kind} mail to ${email}`);
  return code;
}

/** A 6-digit code that differs from `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}
