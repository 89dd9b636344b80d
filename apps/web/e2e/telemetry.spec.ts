import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  type AppServer,
  E2E_AMPLITUDE_KEY,
  type Receiver,
  startConfiguredServer,
  startReceiver,
} from "./telemetry-receiver";

/**
 * Error reports and analytics against a server configured with SENTRY_DSN and AMPLITUDE_* pointing at a local
 * receiver (telemetry-receiver.ts). One server for the file's tests: they run in order, in one worker.
 */
test.describe.configure({ mode: "serial" });

let receiver: Receiver;
let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  receiver = await startReceiver();
  server = await startConfiguredServer(receiver);
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

/** A signed-out page of the configured server, with the analytics draw forced (`session-share.ts`). */
async function openPage(browser: Browser, sampled: boolean): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addInitScript((value) => {
    localStorage.setItem(
      "pithead.analytics-session",
      JSON.stringify({ sampled: value, lastSeen: Date.now() }),
    );
  }, sampled);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  await page.goto("/auth/login");
  await expect(page.locator('input[name="identifier"]')).toBeVisible();
  return { page, problems };
}

/** Start times (ms from navigation) of the telemetry chunks and the page's load event. */
async function timings(page: Page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const chunks = performance
      .getEntriesByType("resource")
      .filter((e) => /\/assets\/(start-telemetry|error-reports|analytics)-/.test(e.name))
      .map((e) => ({ name: e.name.replace(/^.*\/assets\//, ""), start: e.startTime }));
    return { loadEnd: nav.loadEventEnd, chunks };
  });
}

test("error reports and analytics load after the page is up, each in a chunk of its own", async ({
  browser,
}) => {
  const { page, problems } = await openPage(browser, true);
  // The first page's HTML preloads none of them.
  const html = await (await page.request.get(`${server.baseURL}/auth/login`)).text();
  expect(html).not.toMatch(/start-telemetry|error-reports|analytics-/);
  await expect
    .poll(async () => (await timings(page)).chunks.map((c) => c.name.replace(/-[\w-]{8}\.js$/, "")).sort())
    .toEqual(["analytics", "error-reports", "start-telemetry"]);
  const { loadEnd, chunks } = await timings(page);
  expect(loadEnd).toBeGreaterThan(0);
  // Started 500 ms after the load event at the earliest (a few ms of timer slack).
  for (const chunk of chunks) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(loadEnd + 490);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("a thrown error arrives with its e-mail address and bearer token masked", async ({ browser }) => {
  const { page } = await openPage(browser, false);
  // Wait for this page's SDK (an error before it would be queued and sent once it is up).
  await expect
    .poll(async () => (await timings(page)).chunks.some((c) => c.name.startsWith("error-reports")))
    .toBe(true);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("e2e-report for miner@pithead.test with Authorization: Bearer e2e.secret-token_42");
    });
  });
  const reported = () =>
    receiver.sentry.find((item) => item.type === "event" && item.raw.includes("e2e-report"));
  await expect.poll(() => reported() !== undefined, { timeout: 15_000 }).toBe(true);
  const event = reported()?.payload as {
    exception: { values: { value: string }[] };
    tags?: Record<string, string>;
    environment: string;
  };
  expect(event.exception.values[0]?.value).toBe(
    "e2e-report for [email] with Authorization: Bearer [Filtered]",
  );
  expect(event.environment).toBe("e2e");
  // The last X-Request-Id the app sent, to find the server's log lines of the user's report.
  expect(event.tags?.last_request_id).toMatch(/^[0-9a-f-]{36}$/);
  // Nothing unmasked anywhere in what was sent (breadcrumbs, request data, the session).
  for (const body of receiver.bodies) {
    expect(body).not.toContain("miner@pithead.test");
    expect(body).not.toContain("e2e.secret-token_42");
  }
  await page.context().close();
});

test("analytics sends the page view and User Site Visit with the platform attribute", async ({ browser }) => {
  const { page } = await openPage(browser, true);
  const visit = () => receiver.amplitude.find((e) => e.event_type === "User Site Visit");
  const view = () => receiver.amplitude.find((e) => e.event_type === "[Amplitude] Page Viewed");
  await expect.poll(() => Boolean(visit() && view()), { timeout: 15_000 }).toBe(true);
  for (const event of [visit(), view()]) expect(event).toMatchObject({ platform: "web" });
  expect(view()?.event_properties).toMatchObject({ "[Amplitude] Page Path": "/auth/login" });
  expect(receiver.bodies.some((body) => body.includes(`"api_key":"${E2E_AMPLITUDE_KEY}"`))).toBe(true);
  await page.context().close();
});

test("a session outside the analytics share loads no analytics at all", async ({ browser }) => {
  const { page } = await openPage(browser, false);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/2/httpapi") || /\/assets\/analytics-/.test(request.url()))
      sent.push(request.url());
  });
  await expect
    .poll(async () => (await timings(page)).chunks.some((c) => c.name.startsWith("error-reports")))
    .toBe(true);
  await page.waitForTimeout(1500);
  expect(sent).toEqual([]);
  expect((await timings(page)).chunks.some((c) => c.name.startsWith("analytics"))).toBe(false);
  await page.context().close();
});
