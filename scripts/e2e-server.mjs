// Starts the real server for the Playwright suite: a fresh embedded database, the SPA built once.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const dataDir = process.env.DATA_DIR;
if (dataDir) {
  stopLeftoverDatabase(join(dataDir, "postgres", "data"));
  rmSync(dataDir, { recursive: true, force: true });
}

/** An interrupted run may have left its embedded PostgreSQL running on the folder about to be removed. */
function stopLeftoverDatabase(data) {
  try {
    const pid = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(data)) process.kill(pid, "SIGKILL");
  } catch {
    // none running
  }
}
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// `node --import tsx`: the server is this process's own child, in its process group. Playwright stops the suite
// by signalling the whole group (playwright.config.ts `gracefulShutdown`), which reaches the server once: this
// script only waits for it (forwarding would be a second signal, and the server would exit without closing).
const server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
  cwd: resolve(root, "apps/server"),
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {});
server.on("exit", (code) => process.exit(code ?? 0));
