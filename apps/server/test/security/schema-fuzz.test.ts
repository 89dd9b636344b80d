/**
 * Fuzz from the schemas: every operation of the OpenAPI document with a body, a query or a path parameter gets
 * hostile input one place at a time (wrong types, 100 kB strings, NUL and lone surrogates, NaN/Infinity/1e308,
 * negative and fractional numbers, arrays for objects, missing and extra properties, malformed, empty and
 * 10,000-deep JSON, wrong content types, repeated and 100 kB query strings), as a signed-in owner at aal2 with
 * real ids in the path, and signed out on public routes. No answer may be a 5xx; every 4xx carries the product
 * error body `{code, message}` (Kratos's error body or a flow under /identity). A fixed seed and a sample of the
 * values per place keep it to seconds; `npm run bench` (bench/fuzz.ts) sends every value with more seeds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { systemClock } from "../../src/clock";
import { buildTestApp, testIngestToken, useTestDatabase } from "../helper";
import { type FlowKind, fuzzRequests, runFuzz } from "./fuzz-requests";
import { mulberry32 } from "./fuzz-values";
import { type FuzzWorld, fuzzWorld, newApiFlow } from "./fuzz-world";
import { listOperations } from "./operations";

const ctx = useTestDatabase({ demo: false });
const seed = 20_260_301;
let app: App;
let world: FuzzWorld;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { rateLimitMax: 1e9 });
  world = await fuzzWorld(app, ctx.database.db, systemClock);
});
afterAll(() => app?.close());

describe("schema fuzz", () => {
  it("answers no 5xx and the documented error body on every 4xx", { timeout: 180_000 }, async () => {
    const kinds: FlowKind[] = ["login", "registration", "recovery", "verification", "settings"];
    const flows = Object.fromEntries(
      await Promise.all(kinds.map(async (k) => [k, await newApiFlow(app, world, k)])),
    ) as Record<FlowKind, string>;
    const operations = listOperations(app);
    const requests = await fuzzRequests(
      app,
      operations,
      world,
      flows,
      { rng: mulberry32(seed), perPlace: 6, randomPerOperation: 0 },
      testIngestToken,
    );
    const started = performance.now();
    const result = await runFuzz(app, requests, (kind) => newApiFlow(app, world, kind));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `schema fuzz: ${result.sent} requests over ${new Set(requests.map((r) => r.op)).size} operations in ${seconds} s; ` +
        `by status ${JSON.stringify(result.byStatus)}; ${result.failures.length} failures`,
    );
    expect(result.sent).toBeGreaterThan(1000);
    expect(result.failures, `${result.failures.length} bad answers:\n${result.failures.join("\n")}`).toEqual(
      [],
    );
  });
});
