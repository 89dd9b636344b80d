/**
 * `npm run bench` (first part): what a signed-in dashboard load transfers. Builds the SPA into a temp folder
 * (as `npm start` serves it: hashed chunks, .br and .gz beside them) and prints the dashboard's first-route
 * JavaScript against its budget (<= 150 kB gzip) and the whole load's bytes (apps/web/build/first-route-size.ts).
 * BENCH_WEB_DIST=<folder> measures an existing build instead.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../../..");
const given = process.env.BENCH_WEB_DIST || undefined;
const dist = given ?? mkdtempSync(join(tmpdir(), "pithead-bench-web-"));
const run = (command: string, args: string[]) => {
  const done = spawnSync(command, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (done.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${done.status})`);
};
try {
  if (!given) {
    console.log("\nweb: building the SPA for the transfer figures");
    const build = spawnSync(
      "npm",
      ["run", "build", "-w", "apps/web", "--", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"],
      { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (build.status !== 0) throw new Error(`the web build failed (${build.status})`);
  }
  console.log("\nweb: a signed-in dashboard load");
  run(process.execPath, ["--import", "tsx", join(root, "apps/web/build/first-route-size.ts"), dist]);
} finally {
  if (!given) rmSync(dist, { recursive: true, force: true });
}
