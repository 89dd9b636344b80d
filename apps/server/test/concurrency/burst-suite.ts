import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { listOperations, type Operation } from "../security/operations";
import { buildSecurityWorld, worldNow } from "../security/security-world";
import {
  answerProblems,
  type BurstContext,
  fire,
  headersOf,
  invariantProblems,
  parallelCalls,
} from "./burst";
import { type BurstFile, type ConcurrencyRow, concurrencyTable, partsOf } from "./concurrency-table";

/** The fired rows of one file, in table order. */
export const rowsOf = (file: BurstFile): [string, ConcurrencyRow][] =>
  Object.entries(concurrencyTable).filter(
    (entry): entry is [string, ConcurrencyRow] => !("excluded" in entry[1]) && entry[1].file === file,
  );

/** The app every burst file builds: a high rate limit (the matrix's), prices that never leave the machine. */
export async function buildBurstApp(database: Parameters<typeof buildTestApp>[0], clock: TestClock) {
  const app = await buildTestApp(database, {
    clock,
    rateLimitMax: 1_000_000,
    env: { RATES_UPSTREAM_URL: "http://127.0.0.1:1/closed" },
  });
  await app.ready();
  return app;
}

/**
 * One file of the concurrency suite: one app, database and security world; each of the file's rows fires its
 * operation `parallelCalls` times at once, then the answers, `/healthz` and the invariants are checked.
 */
export function burstFile(file: BurstFile) {
  const ctx = useTestDatabase({ demo: false });
  let app: App;
  let c: BurstContext;
  let operations: Map<string, Operation>;

  beforeAll(async () => {
    const clock = new TestClock(worldNow);
    app = await buildBurstApp(ctx.database, clock);
    const world = await buildSecurityWorld(app, ctx.database.db, clock);
    c = { app, db: ctx.database.db, world, clock };
    operations = new Map(listOperations(app).map((op) => [op.key, op]));
  });
  afterAll(async () => {
    await app?.close();
  });

  describe(`concurrency: ${file}`, () => {
    for (const [key, row] of rowsOf(file)) {
      test(`${key} x ${parallelCalls}${row.known ? " [known defect: see its row]" : ""}`, {
        timeout: 60_000,
      }, async () => {
        const op = operations.get(key);
        if (!op) throw new Error(`${key}: no operation of the document has this key`);
        const prepared = row.prepare ? await row.prepare(c) : undefined;
        const { answers, health } = await fire(c, op, headersOf(c, row.as), partsOf(c, key, row, prepared));
        const problems = answerProblems(op, answers, health);
        if (!row.noSuccess && !answers.some((a) => typeof a.status === "number" && a.status < 400)) {
          const first = answers[0];
          problems.push(
            `no call got a 2xx/3xx: is the request valid? (else say why in noSuccess) first: ${first?.status} ` +
              `${first?.body.slice(0, 160)} (${first?.request})`,
          );
        }
        problems.push(...(await invariantProblems(c)));
        if (row.check) problems.push(...(await row.check(c, answers)));
        if (row.known) {
          // A known defect of code this suite's author may not change: named in the log, not failed (its
          // symptoms depend on the machine's load); the owner removes `known` with the fix.
          if (problems.length > 0) console.warn(`${key} [known: ${row.known}]\n  ${problems.join("\n  ")}`);
          return;
        }
        expect(problems, key).toEqual([]);
      });
    }
  });
}
