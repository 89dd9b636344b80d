import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { freePort } from "../../src/lib/free-port";
import { buildTestApp, useTestDatabase } from "../helper";

const ctx = useTestDatabase({ demo: false });
const token = "metrics-token-0123456789abcdef";

const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function listening(env: Record<string, string>) {
  const metricsPort = await freePort();
  const app = await buildTestApp(ctx.database, {
    env: { HOST: "127.0.0.1", METRICS_PORT: `${metricsPort}`, ...env },
  });
  apps.push(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return { app, publicUrl: `http://127.0.0.1:${port}`, metricsUrl: `http://127.0.0.1:${metricsPort}` };
}

describe("METRICS_PORT", () => {
  let plain: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    plain = await listening({});
  });

  it("serves /metrics on its own listener, without a token when none is set", async () => {
    await fetch(`${plain.publicUrl}/healthz`);
    const res = await fetch(`${plain.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('route="/healthz"');
    expect(text).toContain("# TYPE process_cpu_user_seconds_total counter");
  });

  it("does not serve /metrics on the public port", async () => {
    const res = await fetch(`${plain.publicUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
  });

  it("serves nothing else on the metrics port", async () => {
    expect((await fetch(`${plain.metricsUrl}/healthz`)).status).toBe(404);
  });

  it("asks for METRICS_TOKEN there too when it is set", async () => {
    const both = await listening({ METRICS_TOKEN: token });
    expect((await fetch(`${both.metricsUrl}/metrics`)).status).toBe(401);
    const ok = await fetch(`${both.metricsUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(
      (await fetch(`${both.publicUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
  });

  it("closes its listener with the app", async () => {
    const { app, metricsUrl } = await listening({});
    await app.close();
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
  });
});
