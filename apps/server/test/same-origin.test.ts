import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { buildTestApp, testIngestToken, useTestDatabase } from "./helper";
import { sessionFor, type TestSession } from "./product-session";

/** plugins/same-origin.ts: a cookie-authenticated write from another site's page is refused. */
const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T10:00:00Z");
const publicUrl = "https://pool.example.test";
const api = "/api/backend/v0.1";
let app: App;
let session: TestSession;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock, env: { PUBLIC_URL: publicUrl } });
  session = await sessionFor(ctx.database.db, clock, "origin@example.com");
});
afterAll(() => app.close());

/** `PUT identity/language`: a small write any signed-in user may make. */
const setLanguage = (headers: Record<string, string>) =>
  app.inject({ method: "PUT", url: `${api}/identity/language`, headers, payload: { language: "en" } });
const cookie = () => ({ cookie: session.cookie });
const refused = {
  code: "access_denied",
  message: "Cross-origin request refused: the Origin header is not this app's origin",
};

describe("a state-changing request with the session cookie", () => {
  it("is refused with 403 access_denied from a foreign Origin (or a look-alike of the app's)", async () => {
    for (const origin of [
      "https://evil.example",
      "http://pool.example.test",
      "https://pool.example.test.evil",
    ]) {
      const res = await setLanguage({ ...cookie(), origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual(refused);
    }
  });

  it("passes from PUBLIC_URL's origin, from the request's own origin (Host), or without an Origin", async () => {
    expect((await setLanguage({ ...cookie(), origin: publicUrl })).statusCode).toBe(204);
    // `npm run dev`: Vite on :5173 proxies with the browser's Host.
    const dev = await setLanguage({ ...cookie(), host: "127.0.0.1:5173", origin: "http://127.0.0.1:5173" });
    expect(dev.statusCode).toBe(204);
    expect((await setLanguage(cookie())).statusCode).toBe(204);
  });

  it("with Origin: null (a form post under no-referrer) passes only when Sec-Fetch-Site says same-origin", async () => {
    const same = await setLanguage({ ...cookie(), origin: "null", "sec-fetch-site": "same-origin" });
    expect(same.statusCode).toBe(204);
    for (const site of [undefined, "cross-site", "same-site"]) {
      const res = await setLanguage({
        ...cookie(),
        origin: "null",
        ...(site ? { "sec-fetch-site": site } : {}),
      });
      expect(res.statusCode, site).toBe(403);
    }
  });

  it("is refused on the identity service too, in Kratos's error shape", async () => {
    // Its own identity: ending the other sessions here must not end the session of the other tests.
    const own = await sessionFor(ctx.database.db, clock, "origin-identity@example.com");
    const endOthers = (origin: string) =>
      app.inject({ method: "DELETE", url: "/identity/sessions", headers: { cookie: own.cookie, origin } });
    const res = await endOthers("https://evil.example");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 403 });
    expect((await endOthers(publicUrl)).statusCode).toBeLessThan(300);
  });
});

describe("the Origin check leaves alone", () => {
  it("reads with the cookie from any Origin", async () => {
    const res = await app.inject({
      url: `${api}/identity`,
      headers: { ...cookie(), origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("a write with X-Session-Token or a Bearer token, even beside a cookie", async () => {
    const origin = "https://evil.example";
    expect((await setLanguage({ "x-session-token": session.token, origin })).statusCode).toBe(204);
    expect((await setLanguage({ ...cookie(), "x-session-token": session.token, origin })).statusCode).toBe(
      204,
    );
    expect((await setLanguage({ authorization: `Bearer ${session.token}`, origin })).statusCode).toBe(204);
  });

  it("the ingest token's writes, and writes without any cookie", async () => {
    const ingest = await app.inject({
      method: "POST",
      url: "/api/ingest/v1/shares",
      headers: { authorization: `Bearer ${testIngestToken}`, cookie: "x=1", origin: "https://evil.example" },
      payload: { batch_id: "origin", shares: [] },
    });
    // The route answers (an empty batch is its own 400), not the Origin check.
    expect(ingest.statusCode).toBe(400);
    expect(ingest.json().code).toBe("validation_failed");
    const anonymous = await setLanguage({ origin: "https://evil.example" });
    expect(anonymous.statusCode).toBe(401);
  });
});
