import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";

/**
 * With no integration configured (the suite's server sets no SENTRY_DSN, AMPLITUDE_* or chat widget), a
 * signed-in session across several pages reaches only the app's own origin and the exchange-rate provider's,
 * and loads no telemetry code at all.
 */
test("with nothing configured, the app makes no third-party request", async ({ page, request, baseURL }) => {
  const config = (await (await request.get("/api/backend/v0.1/pools/current")).json()) as {
    settings: { exchange_rates: { provider_url: string }; integrations: Record<string, unknown> };
  };
  expect(config.settings.integrations).toMatchObject({ sentry: null, amplitude: null });
  const allowed = new Set([
    new URL(baseURL as string).origin,
    new URL(config.settings.exchange_rates.provider_url).origin,
  ]);

  const urls: string[] = [];
  page.on("request", (r) => void urls.push(r.url()));

  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  for (const [path, ready] of [
    ["/", page.getByRole("main")],
    ["/workers", page.getByRole("main")],
    ["/payments", page.getByRole("main")],
    ["/settings", page.getByRole("main")],
    ["/faq", page.getByRole("main")],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    // Past the telemetry's start (load event + 500 ms + idle): anything it would load has been asked for.
    await page.waitForTimeout(1200);
  }

  const web = urls.filter((url) => /^https?:/.test(url));
  expect(web.length).toBeGreaterThan(10);
  expect(web.filter((url) => !allowed.has(new URL(url).origin))).toEqual([]);
  expect(web.filter((url) => /\/assets\/(start-telemetry|error-reports|analytics)-/.test(url))).toEqual([]);
});
