// `npm start`: build the SPA and the server bundle when either is missing or older than its sources, then start
// the server (embedded database in ./.data, demo data). `npm ci` already built both (the root `prepare` script),
// so a fresh install starts at once.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const contract = ["packages/contract/src", "packages/contract/package.json"];
const builds = [
  {
    workspace: "apps/web",
    output: "apps/web/dist/index.html",
    sources: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/package.json",
      ...contract,
    ],
  },
  {
    workspace: "apps/server",
    output: "apps/server/dist/server.js",
    sources: ["apps/server/src", "apps/server/build", "apps/server/package.json", ...contract],
  },
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), 0);
}

for (const { workspace, output, sources } of builds) {
  const out = join(root, output);
  const builtAt = existsSync(out) ? statSync(out).mtimeMs : 0;
  if (sources.some((path) => newestChange(join(root, path)) > builtAt)) {
    const build = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
// The server (the bundle, `apps/server/build/bundle.mjs`) is this script's own child (`node`, not npm, which would
// run it one process further down) in its own process group: a Ctrl-C (sent to the terminal's group) or a signal
// sent to this process alone reaches it exactly once, through the forwarding below (a second one would make it
// exit at once instead of closing and then stopping its database).
const server = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
  cwd: join(root, "apps/server"),
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
