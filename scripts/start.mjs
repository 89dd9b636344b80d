// `npm start`: build the SPA when its build is missing or older than its sources, then start the server
// (embedded database in ./.data, demo data). `npm ci` already built it (the root `prepare` script), so a fresh
// install starts at once.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const builtIndex = join(root, "apps/web/dist/index.html");
const sources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "packages/contract/src",
].map((path) => join(root, path));

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), 0);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (sources.some((path) => newestChange(path) > builtAt)) {
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The server is this script's own child (`node --import tsx`, not npm or the tsx command, which run it one or two
// processes further down) in its own process group: a Ctrl-C (sent to the terminal's group) or a signal sent to
// this process alone reaches it exactly once, through the forwarding below (a second one would make it exit at
// once instead of closing and then stopping its database).
const server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
  cwd: join(root, "apps/server"),
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
