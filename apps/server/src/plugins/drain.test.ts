import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import drain from "./drain";

describe("drain", () => {
  it("makes close wait for a handler still running after its client left", async () => {
    const app = Fastify();
    await app.register(drain);
    const steps: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get("/slow", async () => {
      steps.push("handler started");
      await gate;
      steps.push("handler done");
      return { ok: true };
    });
    app.get("/sync", (_request, reply) => {
      reply.send({ ok: true });
    });
    await app.ready();
    expect((await app.inject("/sync")).statusCode).toBe(200);
    const pending = app.inject("/slow");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closed = app.close().then(() => steps.push("closed"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(steps).toEqual(["handler started"]);
    release();
    await closed;
    await pending;
    expect(steps).toEqual(["handler started", "handler done", "closed"]);
  });

  it("gives up after its timeout", async () => {
    const app = Fastify({ logger: false });
    await app.register(drain, { timeoutMs: 50 });
    app.get("/never", () => new Promise(() => {}));
    await app.ready();
    void app.inject("/never");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("asks its timeout when the close begins (what a shutdown's grace delay has left)", async () => {
    let leftMs = 60_000;
    const app = Fastify({ logger: false });
    await app.register(drain, { timeoutMs: () => leftMs });
    app.get("/never", () => new Promise(() => {}));
    await app.ready();
    void app.inject("/never");
    await new Promise((resolve) => setTimeout(resolve, 20));
    leftMs = 50;
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
