/**
 * The load generator's own process (bench/http-load.ts starts it): autocannon with `connections` keep-alive
 * clients against a listening server, each request the next path of the list (the job comes as JSON on stdin).
 * Prints one JSON line.
 */
import autocannon from "autocannon";

let input = "";
for await (const chunk of process.stdin) input += String(chunk);
const job = JSON.parse(input) as {
  url: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  amount?: number;
};
let next = 0;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  // A number of requests when given (each path once, say), else a duration.
  ...(job.amount ? { amount: job.amount } : { duration: job.seconds }),
  timeout: 30,
  headers: job.headers,
  requests: [
    {
      setupRequest: (request) => {
        request.path = job.paths[next++ % job.paths.length] ?? "/";
        return request;
      },
    },
  ],
});
console.log(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
