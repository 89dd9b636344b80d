import { type ChildProcess, spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  accountName,
  chooseName,
  newEmail,
  PASSWORD,
  registerAndVerify,
  signIn,
  signOut,
} from "./identity-helpers";
import { t } from "./locales";

/**
 * Chat widgets against a local receiver (nothing reaches the internet). The suite's shared server has no chat
 * widget configured (other specs check that no third party is contacted), so this file starts its own server,
 * on E2E_PORT + 20 with its own data folder, with Intercom and Carrot Quest pointed at stub scripts served by
 * a tiny HTTP server of the file (E2E_PORT + 21), and Dashly at a script that does not exist there (a blocked
 * widget). The file runs serially, in one worker, so there is one of each. That server has no demo data (its
 * month of history would take a core for a minute while the other specs run): a user signs up once here.
 */
const basePort = Number(process.env.E2E_PORT ?? 18080);
const appPort = basePort + 20;
const stubPort = basePort + 21;
const appUrl = `http://127.0.0.1:${appPort}`;
const stubUrl = `http://127.0.0.1:${stubPort}`;
const root = resolve(import.meta.dirname, "../../..");
const secrets = {
  intercom: "e2e-intercom-secret-0123456789abcdef",
  carrot_quest: "e2e-carrot-quest-secret-0123456789",
  dashly: "e2e-dashly-secret-0123456789abcdef",
};
const hmac = (secret: string, id: string) => createHmac("sha256", secret).update(id).digest("hex");

type Call = { vendor: string; args: unknown[] };
const stubRequests: { path: string }[] = [];
let stub: Server;
let server: ChildProcess;
const email = newEmail("chat");

test.describe.configure({ mode: "serial" });
test.use({ baseURL: appUrl });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  stub = createServer((req, res) => {
    stubRequests.push({ path: req.url ?? "" });
    const file = { "/intercom.js": "intercom.js", "/carrotquest.js": "carrotquest.js" }[req.url ?? ""];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/javascript" });
    res.end(readFileSync(resolve(import.meta.dirname, "chat-stubs", file)));
  });
  await new Promise<void>((done) => stub.listen(stubPort, "127.0.0.1", done));
  server = spawn(process.execPath, [resolve(root, "scripts/e2e-server.mjs")], {
    cwd: root,
    detached: true, // its own process group: stopped as a whole, so the embedded PostgreSQL closes too
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: "127.0.0.1",
      DATA_DIR: resolve(tmpdir(), `pithead-e2e-chat-${appPort}`),
      DEMO: "0",
      // The suite's own server built the SPA and serves it from the same folder: building it again here would
      // empty that folder under the other specs' pages.
      E2E_SKIP_BUILD: "1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      INTERCOM_APP_ID: "e2eapp",
      INTERCOM_SECRET: secrets.intercom,
      INTERCOM_SCRIPT_URL: `${stubUrl}/intercom.js`,
      CARROT_QUEST_APP_ID: "123-e2e",
      CARROT_QUEST_SECRET: secrets.carrot_quest,
      CARROT_QUEST_SCRIPT_URL: `${stubUrl}/carrotquest.js`,
      DASHLY_APP_ID: "456-e2e",
      DASHLY_SECRET: secrets.dashly,
      DASHLY_SCRIPT_URL: `${stubUrl}/blocked/dashly.js`,
    },
  });
  await expect
    .poll(async () => (await fetch(`${appUrl}/readyz`).catch(() => null))?.status ?? 0, { timeout: 170_000 })
    .toBe(200);
  // The user of the tests (the stub requests its signed-in pages make are forgotten).
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  await registerAndVerify(page, context.request, email);
  await chooseName(page, accountName("chat"));
  await context.close();
  stubRequests.length = 0;
});

test.afterAll(async () => {
  if (server?.pid) {
    const exited = new Promise((done) => server.once("exit", done));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  await new Promise((done) => stub?.close(done));
});

const calls = (page: Page, vendor: string) =>
  page.evaluate(
    (v) => ((window as { __chatCalls?: Call[] }).__chatCalls ?? []).filter((c) => c.vendor === v),
    vendor,
  );
/** The method of each call: Intercom('boot', ...) and carrotquest.auth(...) both record it first. */
const methods = async (page: Page, vendor: string) => (await calls(page, vendor)).map((c) => c.args[0]);
const supportEntry = (language: "en" | "ru", vendor: string) =>
  t(language, "chat.supportVia").replace("{{vendor}}", vendor);

test("boots the widgets with the user id and its HMAC, updates on route changes, opens from Help, shuts down at logout", async ({
  page,
}) => {
  // Signed out, nothing of the widgets loads (they belong to the signed-in shell).
  await page.goto("/auth/login");
  await page.waitForURL(/[?&]flow=/);
  await page.waitForTimeout(1_500);
  expect(stubRequests).toEqual([]);

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.dashboard.title") })).toBeVisible();

  const whoami = await page.request.get("/identity/sessions/whoami", {
    headers: { accept: "application/json" },
  });
  const identityId = ((await whoami.json()) as { identity: { id: string } }).identity.id;

  // Intercom: booted once, with the identity id and HMAC-SHA256(id, INTERCOM_SECRET).
  await expect.poll(() => methods(page, "intercom")).toEqual(["boot"]);
  expect((await calls(page, "intercom"))[0]?.args).toEqual([
    "boot",
    {
      app_id: "e2eapp",
      user_id: identityId,
      user_hash: hmac(secrets.intercom, identityId),
      email,
    },
  ]);
  // Carrot Quest: connect with the app id, auth with the id and its own hash, then the sign-in activity.
  await expect
    .poll(() => calls(page, "carrot_quest").then((c) => c.map((x) => x.args)))
    .toEqual([
      ["connect", "123-e2e"],
      ["auth", identityId, hmac(secrets.carrot_quest, identityId)],
      ["identify", { $email: email }],
      ["track", "act:cm:signin", {}],
    ]);
  // Each configured vendor's script was asked for once, after the sign-in (Dashly's is missing: blocked).
  expect(stubRequests.map((r) => r.path).sort()).toEqual([
    "/blocked/dashly.js",
    "/carrotquest.js",
    "/intercom.js",
  ]);

  // A route change: update.
  await page.getByRole("link", { name: t("en", "nav.workers") }).click();
  await expect(page).toHaveURL(/\/workers/);
  await expect.poll(() => methods(page, "intercom")).toEqual(["boot", "update"]);

  // Help: each configured vendor has its entry; Dashly's script is blocked, so it is "not configured".
  await page.getByRole("button", { name: supportEntry("en", "Intercom") }).click();
  await expect.poll(() => methods(page, "intercom")).toEqual(["boot", "update", "show"]);
  await page.getByRole("button", { name: supportEntry("en", "Carrot Quest") }).click();
  await expect.poll(async () => (await methods(page, "carrot_quest")).at(-1)).toBe("open");
  await page.getByRole("button", { name: supportEntry("en", "Dashly") }).click();
  await expect(page.getByText("Dashly is not configured")).toBeVisible();

  // Logout: Intercom shuts down, Carrot Quest's chat is removed. The page stays (an SPA navigation).
  await page.evaluate(() => {
    (window as { __keep?: boolean }).__keep = true;
  });
  await signOut(page);
  await expect.poll(() => methods(page, "intercom")).toEqual(["boot", "update", "show", "shutdown"]);
  expect((await methods(page, "carrot_quest")).at(-1)).toBe("removeChat");
  expect(await page.evaluate(() => (window as { __keep?: boolean }).__keep)).toBe(true);
});

test("the Help section with the chat entries, desktop and phone, in English and Russian", async ({
  page,
}, info) => {
  for (const language of ["en", "ru"] as const) {
    await page.context().clearCookies();
    await page.addInitScript((lng) => localStorage.setItem("pithead.language", lng), language);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, email, PASSWORD);
    const entry = page.getByRole("button", {
      name: t(language, "chat.supportVia").replace("{{vendor}}", "Intercom"),
    });
    await expect(entry.first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`help-1280-${language}.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: t(language, "app.openMenu") }).click();
    await expect(entry.last()).toBeVisible();
    // The menu slides in: the picture is taken once it is in place.
    await page
      .locator("[data-open]")
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.screenshot({ path: info.outputPath(`help-390-${language}.png`) });
    await entry.last().click();
    await expect.poll(() => methods(page, "intercom").then((m) => m.at(-1))).toBe("show");
  }
});
