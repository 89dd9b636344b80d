import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "../../src/lib/free-port";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/** A free TCP port on 127.0.0.1 (listen on 0, read it, close). */

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * The real server entry (`node --import tsx src/server.ts`) as a child process on a free port, with only the
 * variables given (plus PATH and HOME): nothing of the runner's environment leaks in.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 200 (or the process exits, or `ms` pass). */
export async function waitFor200(server: ServerProcess, path: string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    const status = await fetch(`${server.url}${path}`)
      .then((res) => res.status)
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${path} never answered 200:\n${server.output()}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
