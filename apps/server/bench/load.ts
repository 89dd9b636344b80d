/** A closed-loop load generator over `app.inject`: `concurrency` clients, each sending its next request as soon as
 * the previous one answered, for `durationMs`; prints p50/p99 latency and requests/s. */
import type { App } from "../src/app";

export type LoadResult = { name: string; requests: number; rps: number; p50: number; p99: number };

export async function load(
  app: App,
  name: string,
  nextUrl: (i: number) => string,
  headers: Record<string, string>,
  opts: { concurrency?: number; durationMs?: number; warmup?: number } = {},
): Promise<LoadResult> {
  const concurrency = opts.concurrency ?? 32;
  const durationMs = opts.durationMs ?? 5000;
  let i = 0;
  const one = async () => {
    const url = nextUrl(i++);
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  };
  for (let w = 0; w < (opts.warmup ?? 100); w++) await one();
  const times: number[] = [];
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await one();
        times.push(performance.now() - t);
      }
    }),
  );
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  const result = {
    name,
    requests: times.length,
    rps: (times.length / total) * 1000,
    p50: pct(0.5),
    p99: pct(0.99),
  };
  console.log(
    `${name.padEnd(58)} ${String(result.requests).padStart(6)} req ${result.rps.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms`,
  );
  return result;
}
