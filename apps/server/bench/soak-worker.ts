/**
 * The soak's load generator (bench/soak.ts starts one per minute, in a process of its own): autocannon with
 * `connections` keep-alive clients for `seconds`; of every 20 requests, 17 are the miner dashboard's calls
 * (miner after miner), 1 a share batch (POST /api/ingest/v1/shares, 100 shares, a new batch_id each) and 2 writes
 * (the owner's navigation state and language). The job comes as JSON on stdin; prints one JSON line.
 */
import autocannon from "autocannon";

let input = "";
for await (const chunk of process.stdin) input += String(chunk);
const job = JSON.parse(input) as {
  url: string;
  connections: number;
  seconds: number;
  /** The session's headers (the pool owner). */
  headers: Record<string, string>;
  ingestToken: string;
  identityId: string;
  miners: { id: string; name: string }[];
  /** Makes batch ids unique across the soak's minutes. */
  tag: string;
};
const api = "/api/backend/v0.1";
const dashboard = (id: string) => [
  `${api}/miners/stats?id[]=${id}`,
  `${api}/miners/${id}/balance`,
  `${api}/miners/${id}/processing-earnings`,
  `${api}/miners/${id}/earned-all-time`,
  `${api}/miners/charts?id[]=${id}&period=PT1H`,
  `${api}/miners/${id}`,
  `${api}/workers/random-name`,
];
const reads = job.miners.flatMap((m) => dashboard(m.id));
let next = 0;
let batches = 0;

type Request = { method: string; path: string; headers: Record<string, string>; body?: string };
function nextRequest(): Request {
  const n = next++;
  const json = { ...job.headers, "content-type": "application/json" };
  if (n % 20 === 7) {
    const miner = job.miners[batches % job.miners.length];
    const now = Date.now();
    const shares = Array.from({ length: 100 }, (_, i) => ({
      account: miner?.name ?? "",
      worker: `rig${i % 10}`,
      ts: new Date(now - 20_000 + i * 100).toISOString(),
      difficulty: 65_536,
      accepted: i % 50 !== 0,
    }));
    return {
      method: "POST",
      path: "/api/ingest/v1/shares",
      headers: { authorization: `Bearer ${job.ingestToken}`, "content-type": "application/json" },
      body: JSON.stringify({ batch_id: `soak-${job.tag}-${batches++}`, shares }),
    };
  }
  if (n % 20 === 13) {
    return {
      method: "PUT",
      path: `${api}/identity/${job.identityId}/navigation`,
      headers: json,
      body: JSON.stringify({ soak: n }),
    };
  }
  if (n % 20 === 17) {
    return {
      method: "PUT",
      path: `${api}/identity/language`,
      headers: json,
      body: JSON.stringify({ language: n % 40 === 17 ? "en" : "ru" }),
    };
  }
  return { method: "GET", path: reads[n % reads.length] ?? "/", headers: job.headers };
}

const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  timeout: 30,
  requests: [
    {
      setupRequest: (request) => {
        const r = nextRequest();
        request.method = r.method as typeof request.method;
        request.path = r.path;
        request.headers = r.headers;
        request.body = r.body ?? "";
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
    batches,
  }),
);
