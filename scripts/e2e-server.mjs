// Starts the real server for the Playwright suite: a fresh embedded database, the SPA built once.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// `node --import tsx`: the server is this process's own child, so the signals below reach it.
const server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
  cwd: resolve(root, "apps/server"),
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
