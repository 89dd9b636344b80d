/**
 * `npm run bench` (last part): the long run of the schema fuzz suite (test/security/schema-fuzz.test.ts). Every
 * replacement value at every place of every operation (the suite sends a sample), with several seeds, plus
 * random mutations (random text with NUL and lone surrogates, extreme numbers, several places at once), on
 * a throw-away embedded PostgreSQL 17 (or DATABASE_URL's server).
 * Prints the requests sent, the count per status and every 5xx or malformed 4xx; exits 1 when there is one.
 * FUZZ_SEEDS (default 3) seeds; FUZZ_RANDOM (default 40) random mutations per operation and seed; FUZZ_DUMP=<file>
 * appends every answer (status, operation, mutation, body head) to that file.
 */
import { appendFileSync } from "node:fs";
import { buildApp } from "../src/app";
import { systemClock } from "../src/clock";
import { loadConfig } from "../src/config";
import { prepareDatabase } from "../src/db/prepare";
import { type FlowKind, fuzzRequests, runFuzz } from "../test/security/fuzz-requests";
import { mulberry32 } from "../test/security/fuzz-values";
import { fuzzWorld, newApiFlow } from "../test/security/fuzz-world";
import { listOperations } from "../test/security/operations";
import { openBenchDatabase } from "./bench-database";

const seeds = Number(process.env.FUZZ_SEEDS ?? 3);
const randomPerOperation = Number(process.env.FUZZ_RANDOM ?? 40);
const ingestToken = "bench-ingest-token-0123456789";

async function main() {
  const { database, label, done } = await openBenchDatabase("bench_fuzz", { durable: false });
  await prepareDatabase(database, { demo: false });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DEMO: undefined,
    INGEST_TOKEN: ingestToken,
  });
  const app = await buildApp({ config, db: database.db, clock: systemClock, rateLimitMax: 1e9 });
  await app.ready();
  const world = await fuzzWorld(app, database.db, systemClock);
  const kinds: FlowKind[] = ["login", "registration", "recovery", "verification", "settings"];
  const flows = {} as Record<FlowKind, string>;
  for (const kind of kinds) flows[kind] = await newApiFlow(app, world, kind);
  const operations = listOperations(app);

  let sent = 0;
  const byStatus: Record<number, number> = {};
  const failures: string[] = [];
  const started = performance.now();
  for (let seed = 1; seed <= seeds; seed++) {
    const requests = await fuzzRequests(
      app,
      operations,
      world,
      flows,
      // The first seed sends every value at every place; the others add random mutations.
      { rng: mulberry32(seed), perPlace: seed === 1 ? 1000 : 0, randomPerOperation },
      ingestToken,
    );
    const dump = process.env.FUZZ_DUMP;
    const result = await runFuzz(
      app,
      requests,
      (kind) => newApiFlow(app, world, kind),
      dump
        ? (request, status, body) =>
            appendFileSync(
              dump,
              `${status}\t${request.op}\t${request.mutation}\t${body.slice(0, 150).replaceAll("\n", " ")}\n`,
            )
        : undefined,
    );
    sent += result.sent;
    for (const [status, n] of Object.entries(result.byStatus)) {
      byStatus[Number(status)] = (byStatus[Number(status)] ?? 0) + n;
    }
    failures.push(...result.failures);
    console.log(`fuzz seed ${seed}: ${result.sent} requests, ${result.failures.length} bad answers`);
  }
  const seconds = (performance.now() - started) / 1000;
  const fivexx = Object.entries(byStatus)
    .filter(([status]) => Number(status) >= 500)
    .reduce((n, [, count]) => n + count, 0);
  console.log(
    `\nfuzz on ${label}: ${sent.toLocaleString("en-US")} requests over ${operations.length} operations in ` +
      `${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s); by status ${JSON.stringify(byStatus)}; ` +
      `5xx found: ${fivexx}; malformed 4xx: ${failures.length - fivexx}`,
  );
  for (const failure of failures) console.log(`  ${failure}`);
  await app.close();
  await database.close();
  await done();
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
