import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { authorizationTable, expectedOutcome, type Outcome, type RequestParts } from "./authorization-table";
import { fillPath, listOperations, type Operation } from "./operations";
import { pathValues } from "./path-values";
import {
  buildSecurityWorld,
  type Principal,
  principals,
  type SecurityWorld,
  worldNow,
} from "./security-world";

/**
 * The authorization matrix: every operation of the OpenAPI document x every principal of the security world,
 * each against the outcome of `authorization-table.ts`. A new route without a row fails the suite.
 */
const ctx = useTestDatabase({ demo: false });
let app: App;
let world: SecurityWorld;
let operations: Map<string, Operation>;

beforeAll(async () => {
  const clock = new TestClock(worldNow);
  app = await buildTestApp(ctx.database, {
    clock,
    rateLimitMax: 1_000_000,
    // Prices never leave the machine: a closed port fails at once and the stored/fallback price answers.
    env: { RATES_UPSTREAM_URL: "http://127.0.0.1:1/closed" },
  });
  await app.ready();
  world = await buildSecurityWorld(app, ctx.database.db, clock);
  operations = new Map(listOperations(app).map((op) => [op.key, op]));
});
afterAll(async () => {
  await app?.close();
});

/** What a caller sees, in the table's terms (anything else, such as a 5xx, is named by status and code). */
function outcomeOf(status: number, body: string): Outcome | string {
  let parsed: { code?: string; error?: { id?: string; code?: number } } = {};
  try {
    parsed = JSON.parse(body);
  } catch {}
  if (status === 401) return "unauthorized";
  if (status === 403) {
    if (parsed.code === "mfa_required" || parsed.error?.id === "session_aal2_required") return "mfa";
    if (parsed.code === "access_denied") return "denied";
    // The identity service answers Kratos's shape: a 403 that is not the aal2 step-up refuses the caller.
    if (parsed.error?.code === 403) return "denied";
    return `403 ${parsed.code ?? parsed.error?.id ?? body.slice(0, 80)}`;
  }
  if (status >= 500 || status === 429) return `${status} ${parsed.code ?? body.slice(0, 80)}`;
  return "ok";
}

function queryString(query: RequestParts["query"]): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  }
  return `?${search}`;
}

const keys = Object.keys(authorizationTable);
const ordered = [
  ...keys.filter((key) => !authorizationTable[key]?.last),
  ...keys.filter((key) => authorizationTable[key]?.last),
];

describe("authorization matrix", () => {
  test("every operation of the OpenAPI document has a row, and every row an operation", () => {
    const inDocument = [...operations.keys()];
    expect(inDocument.filter((key) => !(key in authorizationTable))).toEqual([]);
    expect(keys.filter((key) => !operations.has(key))).toEqual([]);
  });

  test.each(ordered)("%s", async (key) => {
    const row = authorizationTable[key];
    const op = operations.get(key);
    if (!row || !op) throw new Error(`${key}: no operation of the document has this key`);
    const mismatches: string[] = [];
    let successes = 0;
    let allowed = 0;
    // Principals in the world's order: alice's own sessions last, so her writes (and the end of her other
    // sessions) come after everyone else's attempt.
    for (const p of principals) {
      const parts = row.request?.(world, p) ?? {};
      const url =
        fillPath(op.path, { ...pathValues(world, op.path), ...parts.params }) + queryString(parts.query);
      const res = await app.inject({
        method: op.method as "GET",
        url,
        headers: world.headers[p],
        ...(parts.body === undefined ? {} : { payload: parts.body as object }),
      });
      const expected = expectedOutcome(key, row, p);
      const got = outcomeOf(res.statusCode, res.body);
      if (expected === "ok") {
        allowed++;
        if (res.statusCode < 400) successes++;
      }
      if (got !== expected) {
        mismatches.push(
          `${p}: expected ${expected}, got ${res.statusCode} ${got === "ok" ? res.body.slice(0, 120) : got}` +
            ` (${op.method} ${url}${parts.body === undefined ? "" : ` ${JSON.stringify(parts.body)}`})`,
        );
      }
    }
    if (allowed > 0 && successes === 0 && !row.noSuccess) {
      mismatches.push(
        "no allowed principal got a 2xx/3xx: is the request valid? (else say why in noSuccess)",
      );
    }
    expect(mismatches, `${key}${row.finding ? ` [known finding: ${row.finding}]` : ""}`).toEqual([]);
  });
});

export type { Principal };
