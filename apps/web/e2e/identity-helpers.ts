import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { generate } from "otplib";

export const PASSWORD = "Pithead-e2e-2026!";
export const DEMO_PASSWORD = "Demo-pithead-2026";

/** A fresh address per test (the embedded database is shared by the whole run). */
export function newEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** The 6-digit code of the latest mail to `to` whose text holds one (dev mailbox, latest first). */
export async function mailedCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const mails = (await answer.json()) as { text: string; created_at: string }[];
        const fresh = mails.filter((mail) => Date.parse(mail.created_at) >= after);
        code = fresh.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean) ?? null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** A TOTP code not used yet in this test (waits for the next 30 s step when needed). */
export async function freshTotp(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = await generate({ secret });
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function signIn(
  page: Page,
  email: string,
  password: string,
  path = "/auth/login",
): Promise<void> {
  await page.goto(path);
  // The login page puts its flow id in the address (a replace navigation) once the flow exists; typing before
  // that can be lost when the form re-renders under load.
  if (path.startsWith("/auth/login")) await page.waitForURL(/[?&]flow=/);
  await page.locator('input[name="identifier"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[name="method"][value="password"]').click();
}

/** Registration with the terms agreed, then the e-mailed verification code; ends on the name step. */
export async function registerAndVerify(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  await page.goto("/auth/registration");
  await submitRegistration(page, request, email);
}

/** On the registration page already (a sign-up link): fills it in, verifies the e-mail, ends on the name step. */
export async function submitRegistration(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const started = Date.now() - 1000;
  await page.locator('input[name="traits.email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="traits.terms_agreed"]').check();
  await page.locator('button[name="method"][value="password"]').click();
  await expect(page).toHaveURL(/\/auth\/verification\?/);
  const code = await mailedCode(request, email, started);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('button[name="method"][value="code"]').click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/auth\/name/);
}

/** The name step: a miner account named after the test, then the dashboard. */
export async function chooseName(page: Page, name: string): Promise<void> {
  await page.getByLabel("Account name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

export function accountName(tag: string): string {
  return `${tag}${Date.now().toString(36)}`
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 30);
}

/** Settings, two-factor set-up: returns the authenticator secret after both steps are done. */
export async function setUpTwoFactor(page: Page, used: Set<string>): Promise<string> {
  await page.goto("/settings?setup=2fa");
  const secret = (await page.getByTestId("text-totp_secret_key").locator("code").textContent())?.trim() ?? "";
  expect(secret).not.toBe("");
  await page.locator('input[name="totp_code"]').fill(await freshTotp(secret, used));
  await page.locator('button[name="method"][value="totp"]').click();
  await expect(page.getByTestId("recovery-codes")).toBeVisible();
  await page.getByRole("button", { name: "I have saved the codes" }).click();
  await expect(page.getByText(/^On:/)).toBeVisible();
  return secret;
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}
