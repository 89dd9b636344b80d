import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { resolve } from "node:path";

/**
 * For `telemetry.spec.ts`: a local stand-in for Sentry's and Amplitude's ingestion (it records what it is sent)
 * and a second app server configured to report to it. The suite's shared server (playwright.config.ts) stays
 * unconfigured: `no-third-party.spec.ts` checks that such a server's pages reach no third party.
 */

export type SentryItem = { type: string; payload: Record<string, unknown>; raw: string };
export type AmplitudeEvent = Record<string, unknown> & { event_type: string };

export type Receiver = {
  url: string;
  sentry: SentryItem[];
  amplitude: AmplitudeEvent[];
  /** Every body received, as sent (to check nothing unmasked arrived). */
  bodies: string[];
  close: () => Promise<void>;
};

/** Sentry envelopes: a header line, then item header and payload lines. */
function envelopeItems(body: string): SentryItem[] {
  const lines = body.split("\n").filter(Boolean);
  const items: SentryItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i] as string) as { type: string };
    const raw = lines[i + 1] as string;
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // a non-JSON attachment: kept raw
    }
    items.push({ type: header.type, payload, raw });
  }
  return items;
}

export async function startReceiver(): Promise<Receiver> {
  const sentry: SentryItem[] = [];
  const amplitude: AmplitudeEvent[] = [];
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
    res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "*");
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      bodies.push(body);
      const path = new URL(req.url ?? "/", "http://x").pathname;
      if (path.endsWith("/envelope/")) {
        sentry.push(...envelopeItems(body));
        res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      } else if (path === "/2/httpapi") {
        const events = (JSON.parse(body) as { events: AmplitudeEvent[] }).events;
        amplitude.push(...events);
        res.writeHead(200, { "Content-Type": "application/json" }).end(
          JSON.stringify({
            code: 200,
            events_ingested: events.length,
            payload_size_bytes: body.length,
            server_upload_time: Date.now(),
          }),
        );
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sentry,
    amplitude,
    bodies,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A free local port (listen on 0, read it, close). */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

export const E2E_AMPLITUDE_KEY = "e2etelemetrykey2026";

export type AppServer = { baseURL: string; stop: () => Promise<void> };

/**
 * The app server (scripts/e2e-server.mjs, the SPA already built by the suite's own server) on a port of its
 * own, without demo data (signed-out pages are enough), reporting to `receiver`.
 */
export async function startConfiguredServer(receiver: Receiver): Promise<AppServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const root = resolve(import.meta.dirname, "../../..");
  // A fresh port each run: its data folder goes once the server stopped.
  const dataDir = resolve(tmpdir(), `pithead-e2e-telemetry-${port}`);
  const child: ChildProcess = spawn(process.execPath, [resolve(root, "scripts/e2e-server.mjs")], {
    cwd: root,
    // Its own process group: the stop reaches the server (and its embedded PostgreSQL) through it.
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: "0",
      LOG_LEVEL: "warn",
      E2E_SKIP_BUILD: "1",
      RATE_LIMIT_PER_MINUTE: "100000",
      SENTRY_DSN: `http://public@${receiver.url.replace("http://", "")}/1`,
      SENTRY_ENVIRONMENT: "e2e",
      AMPLITUDE_API_KEY: E2E_AMPLITUDE_KEY,
      AMPLITUDE_SERVER_URL: `${receiver.url}/2/httpapi`,
    },
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const signal = (name: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    };
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the telemetry server exited (${child.exitCode})`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the telemetry server did not get ready in 120 s");
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
