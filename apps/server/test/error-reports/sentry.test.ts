import * as Sentry from "@sentry/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { ProductError } from "../../src/lib/product-error";
import { buildTestApp, useTestDatabase } from "../helper";
import { startSentryReceiver } from "./sentry-receiver";

/**
 * Server errors reach Sentry through the official SDK, masked: a local receiver stands in for Sentry's ingest,
 * so nothing leaves the machine.
 */
const ctx = useTestDatabase({ demo: false });
let receiver: Awaited<ReturnType<typeof startSentryReceiver>>;
let app: App;

const secretMessage = "lookup failed for alice@example.com with Bearer sekret-token-0123456789";

async function withTestRoutes(built: App) {
  built.get("/test/boom", async () => {
    throw new Error(secretMessage);
  });
  // Another error than /test/boom: the SDK drops an event equal to the one before it (dedupe).
  built.get("/test/boom-http", async () => {
    throw new Error(`over http: ${secretMessage}`);
  });
  built.get("/test/refused", async () => {
    throw new ProductError("access_denied", 403, "Not yours, bob@example.com");
  });
  return built;
}

beforeAll(async () => {
  receiver = await startSentryReceiver();
  app = await withTestRoutes(
    await buildTestApp(ctx.database, {
      env: { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: "sentry-test" },
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

const eventsOf = (requestId: string) =>
  receiver.events().filter((e) => (e.tags as Record<string, string> | undefined)?.request_id === requestId);

describe("error reports (Sentry)", () => {
  it("sends a 5xx as an event tagged with the request id, with e-mails and tokens masked", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/test/boom",
      headers: { "x-request-id": "report-me-0001", authorization: "Bearer sekret-token-0123456789" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: "internal_error", message: "Internal server error" });
    expect(await Sentry.flush(5000)).toBe(true);

    const [event, ...more] = eventsOf("report-me-0001");
    expect(more).toEqual([]);
    expect(receiver.paths.some((p) => p.startsWith("/api/1/envelope/"))).toBe(true);
    const raw = JSON.stringify(event);
    expect(raw).not.toContain("alice@example.com");
    expect(raw).not.toContain("sekret-token-0123456789");
    const exception = (event?.exception as { values: { value: string }[] } | undefined)?.values[0];
    expect(exception?.value).toBe("lookup failed for [email] with Bearer [Filtered]");
    expect(event?.tags).toMatchObject({ request_id: "report-me-0001", route: "/test/boom", method: "GET" });
    expect(event?.environment).toBe("sentry-test");
    expect(event?.release).toMatch(/^dev-|\+/);
  });

  it("does not report 4xx product errors", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/test/refused",
      headers: { "x-request-id": "refused-0001" },
    });
    expect(res.statusCode).toBe(403);
    await Sentry.flush(5000);
    expect(eventsOf("refused-0001")).toEqual([]);
  });

  it("masks the request the SDK attaches over real HTTP (headers, query)", async () => {
    const client = Sentry.getClient();
    expect(client).toBeDefined();
    const listening = await withTestRoutes(
      await buildTestApp(ctx.database, {
        env: { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: "sentry-test" },
      }),
    );
    // A second app with the same options shares the SDK: it is initialised once per process.
    expect(Sentry.getClient()).toBe(client);
    try {
      await listening.listen({ port: 0, host: "127.0.0.1" });
      const { port } = listening.server.address() as { port: number };
      const res = await fetch(
        `http://127.0.0.1:${port}/test/boom-http?to=carol%40example.com&token=abcdef123456`,
        {
          headers: {
            "x-request-id": "over-http-0001",
            authorization: "Bearer sekret-token-0123456789",
            "x-session-token": "ory_st_0123456789abcdef",
          },
        },
      );
      expect(res.status).toBe(500);
      expect(res.headers.get("x-request-id")).toBe("over-http-0001");
      expect(await Sentry.flush(5000)).toBe(true);
      const [event] = eventsOf("over-http-0001");
      const raw = JSON.stringify(event);
      for (const secret of ["carol", "abcdef123456", "sekret-token", "ory_st_0123"]) {
        expect(raw).not.toContain(secret);
      }
      const request = event?.request as { headers?: Record<string, string>; url?: string } | undefined;
      expect(request?.headers?.authorization).toBe("[Filtered]");
      expect(request?.headers?.["x-request-id"]).toBe("over-http-0001");
    } finally {
      await listening.close();
    }
  });
});
