import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, mailedCode, newEmail, PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

/** The invitation link of the latest invitation mail to `to` (dev mailbox). */
async function invitationLink(request: import("@playwright/test").APIRequestContext, to: string) {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const mails = (await answer.json()) as { text: string }[];
        link =
          mails
            .map((mail) => /https?:\/\/\S+\/invitation\?token=[\w-]+/.exec(mail.text)?.[0])
            .find(Boolean) ?? null;
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return new URL(link as unknown as string);
}

test("the owner grants viewer by e-mail; the invitee signs up, sees workers but not payments, until revoked", async ({
  page,
  browser,
}) => {
  // Two browsers, a sign-up with its e-mailed code and an invitation: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = newEmail("viewer");
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/access-control");
  await expect(page.getByRole("heading", { name: t("en", "access.grant.title") })).toBeVisible();
  await page.getByLabel(t("en", "access.grant.email"), { exact: true }).fill(email);
  await page.getByLabel(t("en", "access.grant.role"), { exact: true }).selectOption("viewer");
  await page.getByRole("button", { name: t("en", "access.grant.submit") }).click();
  const invite = page.getByTestId("access-invite").filter({ hasText: email });
  await expect(invite).toContainText(t("en", "access.status.invited"));
  await expect(invite).toContainText(t("en", "access.roles.viewer"));
  // The same e-mail again: the field says why.
  await page.getByLabel(t("en", "access.grant.email"), { exact: true }).fill(email);
  await page.getByRole("button", { name: t("en", "access.grant.submit") }).click();
  await expect(page.getByText(t("en", "errors.fields.already_invited"))).toBeVisible();

  // The invitee opens the mailed link in a fresh browser, signs up, verifies the address and accepts.
  const link = await invitationLink(page.request, email);
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(`${link.pathname}${link.search}`);
  await invitee.getByRole("link", { name: t("en", "auth.login.toRegistration") }).click();
  const started = Date.now() - 1000;
  await invitee.locator('input[name="traits.email"]').fill(email);
  await invitee.locator('input[name="password"]').fill(PASSWORD);
  await invitee.locator('input[name="traits.terms_agreed"]').check();
  await invitee.locator('button[name="method"][value="password"]').click();
  await expect(invitee).toHaveURL(/\/auth\/verification\?/);
  await invitee.locator('input[name="code"]').fill(await mailedCode(invitee.request, email, started));
  await invitee.locator('button[name="method"][value="code"]').click();
  await invitee.getByRole("button", { name: "Continue" }).click();
  await expect(invitee).toHaveURL(/\/invitation\?token=/);
  await invitee.getByRole("button", { name: t("en", "auth.invitation.accept") }).click();
  await expect(
    invitee.getByRole("heading", { level: 1, name: t("en", "pages.dashboard.title") }),
  ).toBeVisible();

  // A viewer: workers in the menu, payments neither in the menu nor through the API.
  const menu = invitee.getByRole("navigation").first();
  await expect(invitee.getByRole("link", { name: t("en", "nav.workers") }).first()).toBeVisible();
  await expect(invitee.getByRole("link", { name: t("en", "nav.payments") })).toHaveCount(0);
  await expect(menu).toBeVisible();
  const identity = await (await invitee.request.get("/api/backend/v0.1/identity")).json();
  const minerId = identity.permissions[0].id as string;
  expect(identity.permissions[0].role).toBe("viewer");
  const payments = await invitee.request.get(`/api/backend/v0.1/miners/${minerId}/payments`);
  expect(payments.status()).toBe(403);
  await invitee
    .getByRole("link", { name: t("en", "nav.workers") })
    .first()
    .click();
  await expect(invitee).toHaveURL(/\/workers$/);
  await expect(invitee.getByTestId("status-all")).toBeVisible();

  // The owner sees the new member (no 2FA yet) and revokes the access after confirming.
  await page.reload();
  const member = page.getByTestId("access-member").filter({ hasText: email });
  await expect(member).toContainText(t("en", "access.people.twoFactorOff"));
  await expect(page.getByTestId("access-invite").filter({ hasText: email })).toHaveCount(0);
  await member.getByRole("button", { name: t("en", "access.people.revoke") }).click();
  await page.getByTestId("confirm-access-change").click();
  await expect(member).toHaveCount(0);
  await expect(page.getByTestId("access-audit")).toContainText(
    t("en", "access.audit.actions.revoke")
      .replace("{{actor}}", "miner@pithead.test")
      .replace("{{target}}", email)
      .replace("{{before}}", t("en", "access.roles.viewer")),
  );

  // The viewer's next click finds no access left: the account's data is refused (403 access_denied).
  const refused = invitee.waitForResponse(
    (response) => response.url().includes(`/api/backend/v0.1/miners/`) && response.status() === 403,
  );
  await invitee
    .getByRole("link", { name: t("en", "nav.dashboard") })
    .first()
    .click();
  expect(((await (await refused).json()) as { code: string }).code).toBe("access_denied");
  // The app reads the identity again and, with no account left, sends the person to the name step.
  await invitee.waitForURL(/\/auth\/name/);
  const after = await invitee.request.get(`/api/backend/v0.1/miners/${minerId}/workers`);
  expect(after.status()).toBe(403);
  const left = await (await invitee.request.get("/api/backend/v0.1/identity")).json();
  expect(left.permissions).toEqual([]);
  await context.close();
});
