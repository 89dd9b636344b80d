import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * `app.close()` waits for the route handlers still running (up to `timeoutMs`). Fastify's close ends once every
 * connection has closed, but a handler outlives its connection when the client goes away mid-request (a worker
 * list refreshing its snapshot, ~1 s at 10,000 workers): without the wait, server.ts then ends the database
 * pool under it ("Cannot use a pool after calling end on the pool", a 500 logged at shutdown; issue 18). Only
 * handlers that return a promise are counted; a synchronous one is over when it returns. `timeoutMs` may be
 * asked when the close begins (server-process.ts: what its grace delay has left).
 */
export default fp(
  async (app: FastifyInstance, opts: { timeoutMs?: number | (() => number) }) => {
    let running = 0;
    app.addHook("onRoute", (route) => {
      const handler = route.handler;
      route.handler = function (this: unknown, request, reply) {
        const out = handler.call(this as never, request, reply);
        if (!(out instanceof Promise)) return out;
        running++;
        return out.finally(() => {
          running--;
        });
      } as typeof handler;
    });
    app.addHook("onClose", async () => {
      const timeoutMs = typeof opts.timeoutMs === "function" ? opts.timeoutMs() : (opts.timeoutMs ?? 10_000);
      const deadline = Date.now() + timeoutMs;
      while (running > 0 && Date.now() < deadline) await sleep(20);
      if (running > 0) app.log.warn({ running }, "closing with handlers still running");
    });
  },
  { name: "drain" },
);
