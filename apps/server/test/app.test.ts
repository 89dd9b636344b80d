import { errorBodySchema } from "@pithead/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { App } from "../src/app";
import type { Db } from "../src/db/client";
import { ProductError } from "../src/lib/product-error";
import { createReadiness } from "../src/modules/health/readiness";
import { docsCsp } from "../src/plugins/swagger";
import { buildTestApp, testIngestToken, useTestDatabase } from "./helper";

const ctx = useTestDatabase();
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database);
  // Test-only routes, registered like any module's routes.
  app.post(
    "/api/backend/v0.1/test/echo",
    {
      schema: {
        body: z.object({
          name: z.string().min(3),
          age: z.number().int().min(18),
          tags: z.array(z.string()),
          fee_type: z.enum(["abs", "rel"]),
        }),
      },
    },
    async (request) => request.body,
  );
  app.get(
    "/api/backend/v0.1/test/query",
    { schema: { querystring: z.object({ q: z.string().max(3), n: z.coerce.number().int().min(1) }) } },
    async (request) => request.query,
  );
  app.get("/api/backend/v0.1/test/boom", async () => {
    throw new Error("secret database password leaked");
  });
  app.get("/api/backend/v0.1/test/product", async () => {
    throw new ProductError("promocode_already_exists", 409, "Promo code exists", [
      { name: "code", text: "invalid_input" },
    ]);
  });
});
afterAll(() => app.close());

describe("health", () => {
  it("GET /healthz answers ok after asking the database", async () => {
    const res = await app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("GET /healthz answers 503 with the product error body when the database fails", async () => {
    const broken = { execute: () => Promise.reject(new Error("connection refused")) } as unknown as Db;
    const sick = await buildTestApp({ ...ctx.database, db: broken });
    const res = await sick.inject("/healthz");
    await sick.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: "service_unavailable", message: "Database unavailable" });
  });

  it("GET /healthz and /readyz answer 503 within about a second when the database does not answer", async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
    const stuck = await buildTestApp({ ...ctx.database, db: hanging });
    for (const url of ["/healthz", "/readyz"]) {
      const began = performance.now();
      const res = await stuck.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: "service_unavailable", message: "Database unavailable" });
      // The ping gives up after 1 s (healthPingTimeoutMs); the rest is room for a busy test machine.
      expect(performance.now() - began).toBeLessThan(3_000);
    }
    await stuck.close();
  });

  it("GET /readyz answers 503 while start-up work runs, then 200 ready", async () => {
    const readiness = createReadiness("demo history");
    const starting = await buildTestApp(ctx.database, { readiness });
    const before = await starting.inject("/readyz");
    readiness.markReady();
    const after = await starting.inject("/readyz");
    await starting.close();
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ code: "service_unavailable", message: "Starting: demo history" });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: "ready" });
  });
});

describe("product error body", () => {
  it.each([
    "/api/backend/v0.1/nope",
    "/identity/x",
    "/meta/nope",
    "/static/nope.js",
    "/api/docs/nope/deeper",
  ])("unknown %s answers a JSON 404, even to a browser", async (url) => {
    const res = await app.inject({ url, headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: "not_found", message: "Not found" });
  });

  it("a body failing its zod schema answers 400 validation_failed with field errors", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/test/echo",
      payload: { name: "ab", tags: [1] },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe("validation_failed");
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { name: "name", text: "length_out_of_range" },
        { name: "age", text: "required" },
        { name: "tags.0", text: "invalid_input" },
      ]),
    );
  });

  it("a number under its minimum is min_threshold", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/test/echo",
      payload: { name: "abc", age: 3, tags: [], fee_type: "abs" },
    });
    expect(res.json().fields).toEqual([{ name: "age", text: "min_threshold" }]);
  });

  it("a missing enum, a blank string and a wrong option each get the error a user can act on", async () => {
    const missing = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/test/echo",
      payload: { name: "  ", age: 30, tags: [] },
    });
    expect(missing.json().fields).toEqual(
      expect.arrayContaining([
        { name: "name", text: "required" },
        { name: "fee_type", text: "required" },
      ]),
    );
    const wrong = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/test/echo",
      payload: { name: "abc", age: 30, tags: [], fee_type: "percent" },
    });
    expect(wrong.json().fields).toEqual([{ name: "fee_type", text: "invalid_input" }]);
  });

  it("a query parameter's field error says what is wrong with the value, not that it is missing", async () => {
    const res = await app.inject("/api/backend/v0.1/test/query?q=abcdef&n=0");
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { name: "q", text: "length_out_of_range" },
      { name: "n", text: "min_threshold" },
    ]);
    const missing = await app.inject("/api/backend/v0.1/test/query?q=ab");
    expect(missing.json().fields).toEqual([{ name: "n", text: "required" }]);
  });

  it("a NUL character anywhere in a request answers 400 before it reaches the database", async () => {
    const body = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/test/echo",
      payload: { name: "a\u0000b", age: 30, tags: [], fee_type: "abs" },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      code: "validation_failed",
      message: "Text must not contain NUL characters or unpaired surrogates",
      fields: [{ name: "name", text: "invalid_input" }],
    });
    const path = await app.inject("/api/backend/v0.1/operators/lookup-by-title/a%00b");
    expect(path.statusCode).toBe(400);
    expect(path.json().code).toBe("validation_failed");
  });

  it("a lone UTF-16 surrogate in a body, a key or a query answers 400, never 500", async () => {
    for (const payload of [
      '{"name":"a\\ud800b","age":30,"tags":[],"fee_type":"abs"}',
      '{"name":"abc","age":30,"tags":["\\udc00"],"fee_type":"abs"}',
      '{"name":"abc","age":30,"tags":[],"fee_type":"abs","\\ud83d":1}',
    ]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/backend/v0.1/test/echo",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().fields[0].text).toBe("invalid_input");
    }
    const paired = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/test/echo",
      payload: { name: "pick \u{26CF}\u{1F4B0}", age: 30, tags: [], fee_type: "abs" },
    });
    expect(paired.statusCode).toBe(200);
    const ingest = await app.inject({
      method: "POST",
      url: "/api/ingest/v1/shares",
      headers: { "content-type": "application/json", authorization: `Bearer ${testIngestToken}` },
      payload: '{"batch_id":"b-\\ud800","shares":[]}',
    });
    expect(ingest.statusCode).toBe(400);
    expect(ingest.json().fields).toEqual([{ name: "batch_id", text: "invalid_input" }]);
  });

  it("a NUL character in an identity submit answers the identity service's 400", async () => {
    const flow = await app.inject({
      url: "/identity/self-service/login/api",
      headers: { accept: "application/json" },
    });
    const res = await app.inject({
      method: "POST",
      url: `/identity/self-service/login?flow=${flow.json().id}`,
      payload: { method: "password", identifier: "a\u0000b@example.com", password: "x" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 400, message: expect.any(String) });
  });

  it("a URL that cannot be decoded answers 400 in the product shape, or Kratos's under /identity", async () => {
    const res = await app.inject("/api/backend/v0.1/operators/lookup-by-title/%%%%%");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "validation_failed", message: "Malformed request URL" });
    const identity = await app.inject("/identity/schemas/%%%%%");
    expect(identity.statusCode).toBe(400);
    expect(identity.json().error).toMatchObject({
      code: 400,
      status: "Bad Request",
      message: "Malformed request URL",
    });
  });

  it("malformed JSON answers 400 in the product shape", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "validation_failed", message: "Malformed JSON body" });
  });

  it("an unexpected error answers 500 internal_error without leaking its message or stack", async () => {
    const res = await app.inject("/api/backend/v0.1/test/boom");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: "internal_error", message: "Internal server error" });
    expect(res.body).not.toMatch(/secret|stack|at /);
  });

  it("a ProductError thrown by a service keeps its code, status and fields", async () => {
    const res = await app.inject("/api/backend/v0.1/test/product");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "promocode_already_exists",
      message: "Promo code exists",
      fields: [{ name: "code", text: "invalid_input" }],
    });
  });

  it("too many requests answer 429 rate_limited", async () => {
    const limited = await buildTestApp(ctx.database, { rateLimitMax: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await limited.inject("/healthz"));
    const last = await limited.inject("/healthz");
    await limited.close();
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 429]);
    expect(last.json()).toEqual({ code: "rate_limited", message: "Too many requests, try again later" });
    // The limit's headers come with the refusal, not with every answer under it.
    expect(answers[0]?.headers["x-ratelimit-limit"]).toBeUndefined();
    expect(last.headers["x-ratelimit-limit"]).toBe("2");
    expect(last.headers["x-ratelimit-remaining"]).toBe("0");
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("RATE_LIMIT_PER_MINUTE sets the limit", async () => {
    const limited = await buildTestApp(ctx.database, { env: { RATE_LIMIT_PER_MINUTE: "10" } });
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await limited.inject("/healthz")).statusCode);
    await limited.close();
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.at(-1)).toBe(429);
  });

  it("the SPA's hashed files (/assets/*) do not count against the rate limit", async () => {
    const limited = await buildTestApp(ctx.database, { rateLimitMax: 2 });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await limited.inject("/assets/no-such-chunk.js")).statusCode);
    for (let i = 0; i < 3; i++) codes.push((await limited.inject("/healthz")).statusCode);
    await limited.close();
    expect(codes).toEqual([404, 404, 404, 200, 200, 429]);
  });

  it("X-Forwarded-For is ignored unless TRUST_PROXY names the proxy, even in production", async () => {
    const codesFor = async (env: Record<string, string>, forwardedFor: (i: number) => string) => {
      const limited = await buildTestApp(ctx.database, { env: { ...env, RATE_LIMIT_PER_MINUTE: "10" } });
      const codes = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.inject({
          url: "/healthz",
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": forwardedFor(i) },
        });
        codes.push(res.statusCode);
      }
      await limited.close();
      return codes;
    };
    const rotating = (i: number) => `203.0.113.${i + 1}`;
    // A client rotating the header is one address to the limiter while no proxy is trusted.
    expect((await codesFor({ NODE_ENV: "production" }, rotating)).at(-1)).toBe(429);
    expect((await codesFor({}, rotating)).at(-1)).toBe(429);
    // Behind a trusted proxy each forwarded client has its own count; one client still meets the limit.
    expect(await codesFor({ TRUST_PROXY: "loopback" }, rotating)).not.toContain(429);
    expect((await codesFor({ TRUST_PROXY: "127.0.0.1/8" }, () => "203.0.113.7")).at(-1)).toBe(429);
    // A proxy that is not the one named is a client like any other.
    expect((await codesFor({ TRUST_PROXY: "10.0.0.1" }, rotating)).at(-1)).toBe(429);
  });
});

describe("limits of an error answer", () => {
  it("lists at most 100 field errors and counts the rest", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/backend/v0.1/test/echo",
      payload: { name: "abc", age: 30, tags: Array.from({ length: 500 }, (_, i) => i), fee_type: "abs" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toHaveLength(100);
    expect(body.fields[99]).toEqual({ name: "tags.99", text: "invalid_input" });
    expect(body.fields_total).toBe(500);
    expect(body.message).toBe("Request validation failed: 500 fields, the first 100 listed");
  });

  it("a query string over the header limit answers the product body, not Node's or Fastify's", async () => {
    const listening = await buildTestApp(ctx.database);
    await listening.listen({ port: 0, host: "127.0.0.1" });
    const { port } = listening.server.address() as { port: number };
    const res = await fetch(
      `http://127.0.0.1:${port}/api/backend/v0.1/pools/current?q=${"a".repeat(20_000)}`,
    );
    const body = await res.json();
    await listening.close();
    expect(res.status).toBe(431);
    expect(body).toEqual({
      code: "validation_failed",
      message: "The request's address or headers are too long",
    });
  });
});

describe("security headers and API docs", () => {
  it("API answers are not cached unless the route says so; the SPA's files keep their policy", async () => {
    const session = await app.inject({ url: "/api/backend/v0.1/identity", headers: { cookie: "x=y" } });
    expect(session.statusCode).toBe(401);
    expect(session.headers["cache-control"]).toBe("no-store");
    expect((await app.inject("/api/backend/v0.1/pools/current")).headers["cache-control"]).toBe("no-store");
    expect((await app.inject("/identity/sessions/whoami")).headers["cache-control"]).toBe("no-store");
    expect((await app.inject("/static/locales/en.json")).headers["cache-control"]).toBe(
      "public, max-age=300",
    );
  });

  it("sends the SPA's CSP and the usual hardening headers", async () => {
    const res = await app.inject("/healthz");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.coingecko.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    // On an error answer too (an unknown API path, a refused call).
    for (const url of ["/api/backend/v0.1/nothing-here", "/api/backend/v0.1/identity"]) {
      const refused = await app.inject(url);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers["content-security-policy"]).toBe(csp);
      expect(refused.headers["x-frame-options"]).toBe("DENY");
    }
  });

  it("serves an OpenAPI 3 document generated from the route schemas", async () => {
    const res = await app.inject("/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const pools = doc.paths["/api/backend/v0.1/pools/current"].get;
    expect(pools.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "pool_settings",
    );
    expect(doc.paths).toHaveProperty("/healthz");
    expect(doc.paths).toHaveProperty("/static/locales/{lng}.json");
  });

  it("serves the docs UI with a CSP that lets it run", async () => {
    const res = await app.inject({ url: "/api/docs/", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("swagger");
    expect(res.headers["content-security-policy"]).toBe(docsCsp);
    const bundle = await app.inject("/api/docs/static/swagger-ui-bundle.js");
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers["content-type"]).toMatch(/javascript/);
  });
});
