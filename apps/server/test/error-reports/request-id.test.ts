import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { genReqId, isClientRequestId } from "../../src/modules/error-reports/request-id";
import { buildTestApp, useTestDatabase } from "../helper";

const ctx = useTestDatabase({ demo: false });
const lines: Record<string, unknown>[] = [];
let app: App;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildTestApp(ctx.database, { logger: pino({ level: "info" }, sink) });
  app.get("/test/fails", async () => {
    throw new Error("a server error");
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("X-Request-Id", () => {
  it("uses and echoes a well-formed client id, and the logs carry it as reqId", async () => {
    const id = "spa.7f3a-01_abc";
    const res = await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-request-id"]).toBe(id);
    const logged = lines.filter((l) => l.reqId === id).map((l) => l.msg);
    expect(logged).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
  });

  it("keeps the id on errors: the 500's log line and answer name it", async () => {
    const id = "error-report-0042";
    const res = await app.inject({ method: "GET", url: "/test/fails", headers: { "x-request-id": id } });
    expect(res.statusCode).toBe(500);
    expect(res.headers["x-request-id"]).toBe(id);
    expect(lines.some((l) => l.reqId === id && l.msg === "unhandled error" && l.level === 50)).toBe(true);
    const notFound = await app.inject({
      method: "GET",
      url: "/api/backend/v0.1/nope",
      headers: { "x-request-id": id },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers["x-request-id"]).toBe(id);
  });

  it("needs no Sentry for it: without SENTRY_DSN nothing reports", () => {
    expect(app.reportServerError).toBeNull();
  });

  it("generates one without a header", async () => {
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.headers["x-request-id"]).toMatch(uuid);
  });

  it.each([
    ["too short", "abc1234"],
    ["too long", "a".repeat(129)],
    ["a space", "abc def ghi"],
    ["a slash", "abc/def/ghi"],
    ["a quote", 'abc"def"ghi'],
    ["non-ASCII", "abcdéfghi"],
    ["a NUL", "abcdefgh\u0000ij"],
  ])("replaces an id with %s by a generated one and never echoes it", async (_name, given) => {
    const res = await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": given } });
    const echoed = res.headers["x-request-id"];
    expect(echoed).toMatch(uuid);
    expect(echoed).not.toBe(given);
    expect(lines.some((l) => l.reqId === given)).toBe(false);
  });

  it("accepts exactly 8 to 128 of A-Z, a-z, 0-9, '.', '_' and '-'", () => {
    expect(isClientRequestId("a".repeat(8))).toBe(true);
    expect(isClientRequestId("A-z_0.9".padEnd(128, "x"))).toBe(true);
    expect(isClientRequestId("a".repeat(7))).toBe(false);
    expect(isClientRequestId("a".repeat(129))).toBe(false);
    expect(isClientRequestId(["abcdefgh", "ijklmnop"])).toBe(false);
    expect(genReqId({ headers: { "x-request-id": ["abcdefgh", "ijklmnop"] } } as never)).toMatch(uuid);
  });
});
