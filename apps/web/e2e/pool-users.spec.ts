import { expect, test } from "@playwright/test";
import {
  accountName,
  chooseName,
  DEMO_PASSWORD,
  newEmail,
  PASSWORD,
  registerAndVerify,
  setUpTwoFactor,
  signIn,
} from "./identity-helpers";
import { t } from "./locales";

const login = /\/auth\/login/;

test("the pool owner finds a user, signs their session out and resets their second factor", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // A miner signs up (a user of the demo pool through their miner account) and sets up an authenticator app.
  const email = newEmail("pooluser");
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await registerAndVerify(user, request, email);
  await chooseName(user, accountName("pu"));
  await setUpTwoFactor(user, new Set());

  // The pool owner opens /users and finds them by e-mail.
  await signIn(page, "pool@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/users");
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.users.title") })).toBeVisible();
  await page.getByPlaceholder(t("en", "users.list.search.placeholder")).fill(email.split("@")[0] ?? email);
  // The search reaches the address once typing pauses; the row is clicked after that, not before.
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByTestId("pool-user-row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("two-factor")).toHaveText(t("en", "users.twoFactor.on"));
  await row.click();
  await expect(page.getByTestId("pool-user-email")).toHaveText(email);

  // Signing their session out: the user's next request is unauthenticated and they land on the sign-in page.
  const session = page.getByTestId("user-session");
  await expect(session).toHaveCount(1);
  // The device as bowser reads it: "HeadlessChrome 131 on Linux", as the user's own settings name it.
  await expect(session).toContainText(/\d+ on Linux/);
  await session.getByRole("button", { name: t("en", "users.sessions.close.action") }).click();
  const dialog = page.getByTestId("modal");
  await expect(dialog).toContainText(t("en", "users.sessions.close.title"));
  await dialog.getByRole("button", { name: t("en", "users.sessions.close.confirm") }).click();
  await expect(page.getByText(t("en", "users.sessions.close.done"))).toBeVisible();
  await expect(session).toHaveCount(0);
  const answer = await user.request.get("/api/backend/v0.1/identity");
  expect(answer.status()).toBe(401);
  await user.goto("/settings");
  await expect(user).toHaveURL(login);

  // Resetting their second factor: the badge turns off, they are mailed, and the password alone signs them in.
  await page.getByTestId("reset-2fa").click();
  await expect(dialog).toContainText(t("en", "users.actions.reset.title"));
  await dialog.getByRole("button", { name: t("en", "users.actions.reset.confirm") }).click();
  await expect(page.getByText(t("en", "users.actions.reset.done"))).toBeVisible();
  await expect(page.getByTestId("two-factor")).toHaveText(t("en", "users.twoFactor.off"));
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
      ).json()) as {
        kind: string;
      }[];
      return mails.some((mail) => mail.kind === "2fa-reset");
    })
    .toBe(true);
  await signIn(user, email, PASSWORD);
  await expect(user.getByTestId("user-menu")).toBeVisible();
  await expect(user.locator('input[name="totp_code"]')).toHaveCount(0);

  // The user asks for their own deletion in the settings; the pool's staff see the request on the user page.
  await user.goto("/settings");
  await user.getByTestId("delete-my-user").click();
  await user
    .getByTestId("modal")
    .getByRole("button", { name: t("en", "users.deleteMe.confirm") })
    .click();
  await expect(user.getByTestId("user-deletion-requested")).toHaveText(t("en", "users.deleteMe.requested"));
  await page.reload();
  await expect(page.getByTestId("deletion-requested")).toBeVisible();
  await userContext.close();
});

test("someone who is not the pool's staff is sent from /users to main, with no users in the menu", async ({
  page,
}) => {
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/users");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.users.title") })).toHaveCount(0);
  await expect(page.getByRole("link", { name: t("en", "nav.users") })).toHaveCount(0);
});
