import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ERROR_RELOAD_KEY } from "./routes/route-error-boundary";
import { identityWith, installFakeBackend, testConfig } from "./testing/fake-backend";
import { renderApp } from "./testing/render-app";

const pool = { id: "p1", type: "pool" as const, pool_name: "main", role: "owner" };
const platform = { id: "x1", type: "platform" as const, role: "owner" };
const miner = { id: "m1", type: "miner" as const, account_name: "alice", role: "owner" };

/** Route modules load lazily: the first render of a file imports them, which takes over a second on a busy CI. */
const loadTime = { timeout: 5000 };

async function settle(app: Awaited<ReturnType<typeof renderApp>>, expected: string) {
  await waitFor(() => expect(app.location()).toBe(expected), loadTime);
  await waitFor(() => expect(app.router.state.navigation.state).toBe("idle"), loadTime);
}

describe("router: page order and redirects", () => {
  it("sends anonymous /workers?x=1 to /auth/login?x=1", async () => {
    installFakeBackend({ session: false });
    const app = await renderApp("/workers?x=1");
    await settle(app, "/auth/login?x=1");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
  });

  it("sends /?promocode=ABC&b=2 to registration with every parameter, before the session check", async () => {
    const fetchMock = installFakeBackend({ session: true, identity: identityWith([pool]) });
    const app = await renderApp("/?promocode=ABC&b=2");
    await settle(app, "/auth/registration?promocode=ABC&b=2");
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.some((url) => url.includes("whoami"))).toBe(false);
  });

  it("sends anonymous /workers?reg=1 to registration", async () => {
    installFakeBackend({ session: false });
    const app = await renderApp("/workers?reg=1");
    await settle(app, "/auth/registration?reg=1");
  });

  it("sends a signed-in user with zero permissions to /auth/name", async () => {
    installFakeBackend({ session: true, identity: identityWith([]) });
    const app = await renderApp("/payments");
    await settle(app, "/auth/name");
    expect(await screen.findByRole("heading", { name: "Choose an account name" })).toBeTruthy();
  });

  it("sends a failed identity load to /auth/login", async () => {
    installFakeBackend({ session: true, identity: null });
    const app = await renderApp("/workers");
    await settle(app, "/auth/login");
  });

  it("requires a session on the name step", async () => {
    installFakeBackend({ session: false });
    const app = await renderApp("/auth/name");
    await settle(app, "/auth/login");
  });

  it("opens a guarded page for a pool account and sends a platform account to its main, /platform", async () => {
    installFakeBackend({ session: true, identity: identityWith([pool]) });
    const poolApp = await renderApp("/workers");
    await settle(poolApp, "/workers");
    expect(await screen.findByRole("heading", { level: 1, name: "Workers" })).toBeTruthy();
    poolApp.unmount();

    installFakeBackend({ session: true, identity: identityWith([platform]) });
    const platformApp = await renderApp("/transfers");
    await settle(platformApp, "/platform");
  });

  it("sends a platform account from the dashboard to /platform before the dashboard renders", async () => {
    installFakeBackend({ session: true, identity: identityWith([platform]) });
    const app = await renderApp("/");
    await settle(app, "/platform");
    expect(screen.queryByRole("heading", { level: 1, name: "Dashboard" })).toBeNull();
  });

  it("sends a miner from the platform's promo codes to main without their form", async () => {
    installFakeBackend({ session: true, identity: identityWith([miner]) });
    const app = await renderApp("/promocodes/create");
    await settle(app, "/");
    expect(screen.queryByRole("heading", { level: 1, name: "New promo code" })).toBeNull();
    await app.router.navigate("/promocodes");
    await settle(app, "/");
  });

  it("sends the tax calculator and the mining report to main while the pool settings are off", async () => {
    installFakeBackend({ session: true, identity: identityWith([pool]) });
    const app = await renderApp("/tax-calculator");
    await settle(app, "/");
    await app.router.navigate("/mining-report");
    await settle(app, "/");
  });

  it("opens the tax calculator when the pool setting enables it", async () => {
    const config = { ...testConfig, pool_settings: { ...testConfig.pool_settings, tax_calculator: true } };
    installFakeBackend({ config, session: true, identity: identityWith([miner]) });
    const app = await renderApp("/tax-calculator");
    await settle(app, "/tax-calculator");
  });

  it("redirects the old routes keeping the query string", async () => {
    const operator = { id: "o1", type: "operator" as const, operator_name: "northhub", role: "owner" };
    installFakeBackend({ session: true, identity: identityWith([operator]) });
    const app = await renderApp("/operator/customers?page=2");
    await settle(app, "/customers?page=2");
    await app.router.navigate("/miner?a=1");
    await settle(app, "/?a=1");
  });

  it("checks the watcher token without credentials and stays in watch mode", async () => {
    const fetchMock = installFakeBackend({ session: false, watcher: true });
    const app = await renderApp("/watch/tok?pid=w1");
    await settle(app, "/watch/tok?pid=w1");
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes("/watchers/"));
    expect(String(call?.[0])).toBe("/api/backend/v0.1/watchers/tok?pid=w1");
    expect(call?.[1]?.credentials).toBe("omit");
  });

  it("sends a refused watcher check to main, saying why", async () => {
    installFakeBackend({ session: true, identity: identityWith([pool]), watcher: false });
    const app = await renderApp("/watch/bad/workers");
    await settle(app, "/?notice=watch_link_invalid");
  });

  it("shows the not-found page on an unknown path", async () => {
    installFakeBackend({ session: false });
    await renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("shows the internal-error page when the configuration is empty after a reload", async () => {
    sessionStorage.setItem(ERROR_RELOAD_KEY, "1");
    installFakeBackend({ config: {}, session: false });
    await renderApp("/404");
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    sessionStorage.clear();
  });
});
