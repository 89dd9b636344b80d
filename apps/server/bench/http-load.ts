import { spawn } from "node:child_process";
import { join } from "node:path";

export type LoadResult = { name: string; requests: number; rps: number; p50: number; p99: number };

/**
 * A closed loop of `connections` HTTP clients (autocannon, in a process of its own so it does not share the
 * server's event loop) against a listening server for `seconds` (or for `amount` requests), cycling through `paths`;
 * prints requests/s and p50/p99 latency. Throws when any answer is not 2xx.
 */
export async function httpLoad(
  baseUrl: string,
  name: string,
  paths: string[],
  headers: Record<string, string>,
  opts: { connections?: number; seconds?: number; amount?: number } = {},
): Promise<LoadResult> {
  const job = {
    url: baseUrl,
    paths,
    headers,
    connections: opts.connections ?? 32,
    seconds: opts.seconds ?? 5,
    amount: opts.amount,
  };
  const worker = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "http-load-worker.ts")],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  worker.stdin.end(JSON.stringify(job));
  let out = "";
  worker.stdout.on("data", (chunk) => {
    out += String(chunk);
  });
  await new Promise((resolve) => worker.once("exit", resolve));
  const measured = JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as {
    requests: number;
    rps: number;
    p50: number;
    p99: number;
    non2xx: number;
    errors: number;
  };
  if (measured.non2xx > 0 || measured.errors > 0) {
    throw new Error(`${name}: ${measured.non2xx} answers were not 2xx, ${measured.errors} errors`);
  }
  const result = {
    name,
    requests: measured.requests,
    rps: measured.rps,
    p50: measured.p50,
    p99: measured.p99,
  };
  console.log(
    `${name.padEnd(58)} ${String(result.requests).padStart(6)} req ${result.rps.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms`,
  );
  return result;
}
