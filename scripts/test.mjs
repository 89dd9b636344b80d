// `npm test`: every runner in turn (server on an embedded PostgreSQL, web units, Playwright in Chromium),
// then one closing line summed over all of them: `N passed, N failed`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const results = resolve(root, ".tmp/results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);
const runners = [
  { name: "contract", cwd: "packages/contract", kind: "vitest" },
  { name: "server", cwd: "apps/server", kind: "vitest" },
  { name: "web", cwd: "apps/web", kind: "vitest" },
  { name: "e2e", cwd: "apps/web", kind: "playwright" },
].filter((r) => only.length === 0 || only.includes(r.name));

function run(runner) {
  const out = resolve(results, `${runner.name}.json`);
  const args =
    runner.kind === "vitest"
      ? ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${out}`]
      : ["playwright", "test"];
  const env = { ...process.env, CI: process.env.CI ?? "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
  console.log(`\n=== ${runner.name} ===`);
  const started = Date.now();
  const child = spawnSync("npx", args, { cwd: resolve(root, runner.cwd), stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!existsSync(out)) {
    console.log(`${runner.name}: no results (exit ${child.status}) after ${seconds}s`);
    return { passed: 0, failed: 1 };
  }
  const report = JSON.parse(readFileSync(out, "utf8"));
  const counts =
    runner.kind === "vitest"
      ? {
          passed: report.numPassedTests,
          failed: report.numFailedTests + (report.success ? 0 : unloadedFiles(report).length),
        }
      : { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  if (child.status !== 0 && counts.failed === 0) counts.failed = 1;
  for (const name of runner.kind === "vitest" ? vitestFailures(report) : playwrightFailures(report.suites))
    failures.push(`${runner.name}: ${name}`);
  if (runner.kind === "playwright" && counts.failed > 0)
    printPageSnapshots(resolve(root, runner.cwd, "test-results"));
  console.log(`${runner.name}: ${counts.passed} passed, ${counts.failed} failed in ${seconds}s`);
  return counts;
}

/**
 * CI keeps no files: print what each failed browser test's page showed (Playwright's error-context.md: its
 * error details and ARIA page snapshot; its instructions and test source are left out, the log has the source),
 * so a failure that does not repeat can still be read from the log.
 */
function printPageSnapshots(dir) {
  if (!existsSync(dir)) return;
  const wanted = /^# (Error details|Page snapshot)/;
  for (const test of readdirSync(dir)) {
    const file = resolve(dir, test, "error-context.md");
    if (!existsSync(file)) continue;
    const sections = readFileSync(file, "utf8")
      .split(/^(?=# )/m)
      .filter((part) => wanted.test(part));
    console.log(`\n--- page at the failure: ${test} ---\n${sections.join("").slice(0, 12000)}`);
  }
}

/**
 * CI shows only the end of its log: the failed tests are named again after the last runner, with the first
 * lines of each failure, so a failure that does not repeat is known by name.
 */
const failures = [];
const firstLines = (text) =>
  String(text ?? "")
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^\s*at /.test(line))
    .slice(0, 4)
    .map((line) => `    ${line.slice(0, 200)}`)
    .join("\n");

function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${root}/`, "");
    if (unloadedFiles(report).includes(file)) return [`${where}\n${firstLines(file.message)}`];
    const failed = file.assertionResults.filter((a) => a.status === "failed");
    return failed.map((a) => `${where} > ${a.fullName}\n${firstLines(a.failureMessages?.[0])}`);
  });
}

function playwrightFailures(suites = [], path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === "unexpected")
        .map((t) => {
          const error = t.results.at(-1)?.error?.message;
          return `${[...path, suite.title, spec.title].filter(Boolean).join(" > ")}\n${firstLines(error)}`;
        }),
    ),
    ...playwrightFailures(suite.suites, [...path, suite.title]),
  ]);
}

/** A test file that fails to load has no failed test in it: count it once so it cannot pass silently. */
function unloadedFiles(report) {
  return report.testResults.filter(
    (f) => f.status === "failed" && f.assertionResults.every((a) => a.status !== "failed"),
  );
}

let passed = 0;
let failed = 0;
for (const runner of runners) {
  const counts = run(runner);
  passed += counts.passed;
  failed += counts.failed;
}
if (failures.length > 0) console.log(`\nfailed:\n${failures.join("\n")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
